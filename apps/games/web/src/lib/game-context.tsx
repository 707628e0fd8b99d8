import type {
  Endpoint,
  EndpointInput,
  Fairness,
  gamesApiEndpoints,
  PlayResult,
  sessionStartResponseSchema,
} from '@ficha/contract';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

export type GameSession = z.output<typeof sessionStartResponseSchema>;

/** The play calls a game may make: each answers a round (PlayResult). */
export type PlayEndpoint = (typeof gamesApiEndpoints)[
  | 'slotSpin'
  | 'dicePlay'
  | 'limboPlay'
  | 'plinkoPlay'
  | 'kenoPlay'
  | 'wheelPlay'
  | 'minesStart'
  | 'minesPick'
  | 'minesCashOut'
  | 'hiloStart'
  | 'hiloGuess'
  | 'hiloCashOut'];

/** What the page shell gives a game: its session, the money, the bet and the one way to play. */
export interface GameContextValue {
  session: GameSession;
  locale: string;
  /** The balance shown: after a play's stake, before its win is revealed. */
  balanceMinor: bigint;
  betMinor: bigint;
  betLevels: readonly bigint[];
  setBetMinor: (bet: bigint) => void;
  /** False while the bet field holds a typed bet that is not one (its error shows under it): no round starts. */
  betReady: boolean;
  setBetReady: (ready: boolean) => void;
  /** While a round or auto-play runs, the bet cannot change. */
  setLocked: (locked: boolean) => void;
  locked: boolean;
  fairness: Fairness;
  reducedMotion: boolean;
  /**
   * Makes a play call. On success the balance shows the stake taken; call `reveal` once the outcome has been
   * shown to credit the win on screen. On failure the envelope's message is shown and null is returned.
   */
  play: <E extends PlayEndpoint>(endpoint: E, input: EndpointInput<E>) => Promise<PlayResult | null>;
  reveal: (result: PlayResult) => void;
  /** Shows a balance a game's own calls answered (crash bets and cash-outs, which are not play calls). */
  setBalanceMinor: (balance: bigint) => void;
  showError: (message: string | null) => void;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame outside the game shell');
  return value;
}

export type { Endpoint };
