import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import { settleWheel, spinWheel, wheelMath, wheelRisks, wheelRtp, wheelSegments } from './wheel.ts';

describe('wheel', () => {
  it('stops on a segment of the chosen wheel, the same for the same seeds', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.constantFrom(...wheelRisks), (seeds, risk) => {
        const segment = spinWheel(createSeededRng(seeds), risk);
        expect(spinWheel(createSeededRng(seeds), risk)).toBe(segment);
        expect(segment >= 0 && segment < wheelSegments[risk].length).toBe(true);
        expect(settleWheel(risk, segment)).toEqual(ratio(BigInt(wheelSegments[risk][segment]!), 100n));
      }),
    );
  });

  it('returns exactly 0.99 on every wheel', () => {
    for (const risk of wheelRisks) expect(wheelRtp(risk)).toEqual(ratio(99n, 100n));
    expect(wheelMath.maxWinMultiplier).toEqual(ratio(2970n, 100n));
    expect(() => settleWheel('low', 10)).toThrow(RangeError);
  });
});
