import { ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import type { GameMath } from './house-edge.ts';

/** Rolls are integers 0 … 9999, shown as 0.00 … 99.99. */
export const diceOutcomes = 10_000;
/** A bet wins on 100 … 9800 of the 10,000 rolls (1 % … 98 %). */
export const diceMinWinningRolls = 100;
export const diceMaxWinningRolls = 9_800;

export interface DiceBet {
  /** A threshold in hundredths, 0 … 9999: "under" wins on roll < target, "over" on roll > target. */
  target: number;
  direction: 'under' | 'over';
}

/** How many of the 10,000 rolls win the bet. */
export function diceWinningRolls({ target, direction }: DiceBet): number {
  if (!Number.isInteger(target) || target < 0 || target >= diceOutcomes) {
    throw new RangeError(`dice target must be an integer in [0, ${diceOutcomes}), got ${target}`);
  }
  const winning = direction === 'under' ? target : diceOutcomes - 1 - target;
  if (winning < diceMinWinningRolls || winning > diceMaxWinningRolls) {
    throw new RangeError(`dice bet must win on ${diceMinWinningRolls}…${diceMaxWinningRolls} rolls, got ${winning}`);
  }
  return winning;
}

/** The payout multiplier of a winning bet: 0.99 / p = 0.99 × 10,000 / winning rolls = 9,900 / winning rolls. */
export function diceMultiplier(bet: DiceBet): Ratio {
  return ratio(9_900n, BigInt(diceWinningRolls(bet)));
}

/** The roll: one draw nextInt(10,000). */
export function rollDice(rng: SeededRng): number {
  return rng.nextInt(diceOutcomes);
}

export function diceWins(bet: DiceBet, roll: number): boolean {
  diceWinningRolls(bet);
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target;
}

/** The round's return multiplier: diceMultiplier on a win, 0 on a loss. */
export function settleDice(bet: DiceBet, roll: number): Ratio {
  return diceWins(bet, roll) ? diceMultiplier(bet) : ratio(0n);
}

/** RTP: p × 0.99/p = 0.99 exactly for every bet. Max win: the 1 % bet at 9,900/100 = 99×. */
export const diceMath: GameMath = {
  code: 'dice',
  rtp: ratio(99n, 100n),
  maxWinMultiplier: ratio(9_900n, BigInt(diceMinWinningRolls)),
};
