import { ratio, type Ratio } from '../ratio.ts';

/** The in-house games keep 1 %: a fair multiplier 1/p is paid as (1 − edge)/p = 0.99/p. */
export const returnFactor = ratio(99n, 100n);

/** What every game declares: its theoretical return to player and the largest multiple of the stake it can pay. */
export interface GameMath {
  readonly code: string;
  /** Exact where the game allows it; each game says how it is obtained. */
  readonly rtp: Ratio;
  /** The largest total return of one round, as a multiple of the stake. */
  readonly maxWinMultiplier: Ratio;
}
