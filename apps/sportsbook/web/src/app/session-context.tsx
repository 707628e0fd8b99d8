import type { sportsSessionStartResponseSchema, SportsOddsFormat } from '@ficha/contract';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { oddsText } from '../lib/odds.ts';

export type SportsSession = z.infer<typeof sportsSessionStartResponseSchema>;

/** The started session, the balance now (a wire amount) and the page's locale, for every part of the page. */
export interface SessionState {
  session: SportsSession;
  balance: number;
  setBalance: (wireBalance: number) => void;
  locale: string;
  /** How the player reads prices (stored by the sportsbook; the session answers it at start). */
  oddsFormat: SportsOddsFormat;
  setOddsFormat: (format: SportsOddsFormat) => void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSportsSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSportsSession outside the session');
  return state;
}

/** Writes a price (decimal thousandths) in the player's odds format: every price on the pages goes through it. */
export function useOddsText(): (milli: number) => string {
  const { oddsFormat } = useSportsSession();
  return (milli) => oddsText(milli, oddsFormat);
}
