import type { sportsSessionStartResponseSchema } from '@ficha/contract';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

export type SportsSession = z.infer<typeof sportsSessionStartResponseSchema>;

/** The started session, the balance now (a wire amount) and the page's locale, for every part of the page. */
export interface SessionState {
  session: SportsSession;
  balance: number;
  setBalance: (wireBalance: number) => void;
  locale: string;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSportsSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSportsSession outside the session');
  return state;
}
