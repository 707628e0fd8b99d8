import type { CockfightResult, CockfightSide } from '@ficha/contract';
import type { CockfightOutcome } from '../db/schema/cockfight.ts';
import { betReturnMinor, multiplierText } from './odds.ts';

/**
 * How a cockfight bet ends (decision 0072), the rules of the sabong books: the side that won pays its odds, the
 * other side and DRAW lose; on a draw DRAW pays its odds and MERON and WALA bets get their stake back (push); a
 * fight called off (`null`: cancelled, "no contest") voids every bet on it — rolled back, not paid.
 */
export function cockfightOutcome(side: CockfightSide, result: CockfightResult | null): CockfightOutcome {
  if (result === null) return 'void';
  if (result === 'draw') return side === 'draw' ? 'win' : 'push';
  return side === result ? 'win' : 'lose';
}

/** What a decided bet returns: floor(stake × odds) on a win, the stake on a push, 0 on a loss (odds.ts maths). */
export const cockfightReturnMinor = (stakeMinor: bigint, outcome: CockfightOutcome, oddsMilli: number) =>
  betReturnMinor(stakeMinor, [{ outcome, oddsMilli }]);

export const cockfightMultiplier = (outcome: CockfightOutcome, oddsMilli: number) =>
  multiplierText([{ outcome, oddsMilli }]);
