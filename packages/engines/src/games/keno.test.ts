import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio, sum, toNumber } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import { drawKeno, kenoHitProbability, kenoMath, kenoNumbers, kenoPaytable, kenoRtp, settleKeno } from './keno.ts';

describe('keno', () => {
  it('draws 10 distinct numbers of 1…40, the same for the same seeds, and pays the table row', () => {
    fc.assert(
      fc.property(
        seedsArbitrary,
        fc.uniqueArray(fc.integer({ min: 1, max: kenoNumbers }), { minLength: 1, maxLength: 10 }),
        (seeds, spots) => {
          const drawn = drawKeno(createSeededRng(seeds));
          expect(drawKeno(createSeededRng(seeds))).toEqual(drawn);
          expect(new Set(drawn).size).toBe(10);
          expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= kenoNumbers)).toBe(true);
          const hits = spots.filter((n) => drawn.includes(n)).length;
          expect(settleKeno(spots, drawn)).toEqual(ratio(BigInt(kenoPaytable[spots.length - 1]![hits]!), 100n));
        },
      ),
    );
  });

  it('has hit probabilities summing to 1 and row RTPs between 0.966 and 0.974, growing pays', () => {
    kenoPaytable.forEach((pays, i) => {
      const spots = i + 1;
      expect(pays).toHaveLength(spots + 1);
      expect(pays.every((p, h) => Number.isInteger(p) && (h === 0 || p >= pays[h - 1]!))).toBe(true);
      expect(sum(pays.map((_, hits) => kenoHitProbability(spots, hits)))).toEqual(ratio(1n));
      const rtp = toNumber(kenoRtp(spots));
      expect(rtp).toBeGreaterThan(0.966);
      expect(rtp).toBeLessThan(0.974);
    });
    expect(kenoRtp(1)).toEqual(ratio(97n, 100n));
    expect(kenoMath.maxWinMultiplier).toEqual(ratio(10_000n));
    expect(() => settleKeno([], [1])).toThrow(RangeError);
    expect(() => settleKeno([1, 1], [1])).toThrow(RangeError);
    expect(() => settleKeno([41], [1])).toThrow(RangeError);
  });
});
