import { binomial, multiply, ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import { returnFactor, type GameMath } from './house-edge.ts';

/** A 5 × 5 grid: cells 0 … 24, row by row. */
export const minesCells = 25;

function checkMines(mines: number) {
  if (!Number.isInteger(mines) || mines < 1 || mines >= minesCells) {
    throw new RangeError(`mines must be an integer in [1, ${minesCells - 1}], got ${mines}`);
  }
}

/**
 * Where the mines lie, sorted: a partial Fisher–Yates shuffle of the cells 0…24 — for i = 0 … mines−1,
 * j = i + nextInt(25 − i), swap cells i and j; the first `mines` cells are mined.
 */
export function placeMines(rng: SeededRng, mines: number): number[] {
  checkMines(mines);
  const cells = Array.from({ length: minesCells }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + rng.nextInt(minesCells - i);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells.slice(0, mines).sort((a, b) => a - b);
}

/**
 * The cash-out multiplier after `safePicks` safe cells: 0.99 × C(25, k) / C(25 − mines, k), the inverse of
 * the chance of k safe picks in a row, less 1 %. Whatever the player's stopping rule, the RTP is 0.99.
 */
export function minesMultiplier(mines: number, safePicks: number): Ratio {
  checkMines(mines);
  if (!Number.isInteger(safePicks) || safePicks < 1 || safePicks > minesCells - mines) {
    throw new RangeError(`safe picks must be 1…${minesCells - mines}, got ${safePicks}`);
  }
  return multiply(returnFactor, ratio(binomial(minesCells, safePicks), binomial(minesCells - mines, safePicks)));
}

/**
 * Settles a finished round: the picks in order, each a distinct cell. A pick on a mine loses everything;
 * otherwise the player cashed out after the picks (a round clearing every safe cell ends by itself).
 */
export function settleMines(mineCells: readonly number[], picks: readonly number[]): Ratio {
  const mined = new Set(mineCells);
  if (new Set(picks).size !== picks.length || picks.some((c) => !Number.isInteger(c) || c < 0 || c >= minesCells)) {
    throw new RangeError('picks must be distinct cells of the grid');
  }
  if (picks.some((cell) => mined.has(cell))) return ratio(0n);
  return minesMultiplier(mineCells.length, picks.length);
}

/** The largest multiplier: all 12 (or 13) safe cells of a 13- (or 12-) mine grid, 0.99 × C(25, 12) = 5,148,297×. */
function largestMinesMultiplier(): Ratio {
  let best = ratio(0n);
  for (let mines = 1; mines < minesCells; mines++) {
    const candidate = minesMultiplier(mines, minesCells - mines);
    if (candidate.numerator * best.denominator > best.numerator * candidate.denominator) best = candidate;
  }
  return best;
}

/** RTP 0.99 exactly for any number of mines and any cash-out rule. */
export const minesMath: GameMath = { code: 'mines', rtp: returnFactor, maxWinMultiplier: largestMinesMultiplier() };
