import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, binomial, multiply, ratio } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import { minesCells, minesMath, minesMultiplier, placeMines, settleMines } from './mines.ts';

describe('mines', () => {
  it('places exactly the requested number of distinct mines on the grid, the same for the same seeds', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.integer({ min: 1, max: 24 }), (seeds, mines) => {
        const cells = placeMines(createSeededRng(seeds), mines);
        expect(placeMines(createSeededRng(seeds), mines)).toEqual(cells);
        expect(new Set(cells).size).toBe(mines);
        expect(cells.every((c) => Number.isInteger(c) && c >= 0 && c < minesCells)).toBe(true);
      }),
    );
  });

  it('cashes out at 0.99 / P(k safe picks) — so stopping after any k returns exactly 0.99', () => {
    for (let mines = 1; mines < minesCells; mines++) {
      for (let picks = 1; picks <= minesCells - mines; picks++) {
        const survive = ratio(binomial(minesCells - mines, picks), binomial(minesCells, picks));
        expect(multiply(survive, minesMultiplier(mines, picks))).toEqual(minesMath.rtp);
      }
    }
    expect(minesMultiplier(1, 1)).toEqual(ratio(99n * 25n, 100n * 24n));
    expect(minesMath.maxWinMultiplier).toEqual(ratio(5_148_297n));
  });

  it('pays nothing when a pick hits a mine and refuses repeated or off-grid picks', () => {
    expect(settleMines([3, 7], [0, 1, 7])).toEqual(ratio(0n));
    expect(settleMines([3, 7], [0, 1])).toEqual(minesMultiplier(2, 2));
    expect(() => settleMines([3], [1, 1])).toThrow(RangeError);
    expect(() => settleMines([3], [25])).toThrow(RangeError);
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(24, 2)).toThrow(RangeError);
  });

  it('averages to 0.99 over every layout of 2 mines for a player who always picks cells 0…4', () => {
    let total = ratio(0n);
    let layouts = 0n;
    for (let a = 0; a < minesCells; a++) {
      for (let b = a + 1; b < minesCells; b++) {
        total = add(total, settleMines([a, b], [0, 1, 2, 3, 4]));
        layouts += 1n;
      }
    }
    expect(multiply(total, ratio(1n, layouts))).toEqual(ratio(99n, 100n));
  });
});
