import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio, toNumber } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import {
  crashMath,
  crashMaxPoint,
  crashMultiplierAt,
  crashRtp,
  crashTimeToReach,
  drawCrashRoundPoint,
  settleCrash,
} from './crash.ts';
import { drawLimboResult, limboMaxTarget, limboMath, limboRtp, settleLimbo } from './limbo.ts';

describe('crash and limbo', () => {
  it('draw points between 1.00× and their caps, the same for the same seeds', () => {
    fc.assert(
      fc.property(seedsArbitrary, (seeds) => {
        const point = drawCrashRoundPoint(createSeededRng(seeds));
        expect(drawCrashRoundPoint(createSeededRng(seeds))).toBe(point);
        expect(point >= 100n && point <= crashMaxPoint).toBe(true);
        const result = drawLimboResult(createSeededRng(seeds));
        expect(result >= 100n && result <= limboMaxTarget).toBe(true);
      }),
    );
  });

  it('pay the target exactly when the point reaches it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 101n, max: crashMaxPoint }),
        fc.bigInt({ min: 100n, max: crashMaxPoint }),
        (cashOut, point) => {
          expect(settleCrash(cashOut, point)).toEqual(point >= cashOut ? ratio(cashOut, 100n) : ratio(0n));
          expect(settleLimbo(cashOut, point)).toEqual(point >= cashOut ? ratio(cashOut, 100n) : ratio(0n));
        },
      ),
    );
    expect(() => settleCrash(100n, 500n)).toThrow(RangeError);
    expect(() => settleLimbo(limboMaxTarget + 1n, 500n)).toThrow(RangeError);
  });

  it('return 0.99 at every target to within 3·10^-10 (exact per-target RTPs)', () => {
    for (const target of [101n, 200n, 1_000n, 12_345n, crashMaxPoint]) {
      const rtp = toNumber(crashRtp(target));
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(0.99 - rtp).toBeLessThan(3e-10);
    }
    expect(0.99 - toNumber(limboRtp(limboMaxTarget))).toBeLessThan(3e-10);
    expect(crashMath.maxWinMultiplier).toEqual(ratio(10_000n));
    expect(limboMath.maxWinMultiplier).toEqual(ratio(1_000_000n));
  });

  it('grow the multiplier with time and find the first millisecond a multiplier is shown', () => {
    expect(crashMultiplierAt(0)).toBe(100n);
    expect(crashMultiplierAt(11_552)).toBe(199n);
    expect(crashMultiplierAt(11_553)).toBe(200n);
    expect(crashTimeToReach(200n)).toBe(11_553);
    fc.assert(
      fc.property(fc.bigInt({ min: 101n, max: crashMaxPoint }), (target) => {
        const ms = crashTimeToReach(target);
        expect(crashMultiplierAt(ms) >= target).toBe(true);
        expect(crashMultiplierAt(ms - 1) < target).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 5_000 }), (ms, later) => {
        expect(crashMultiplierAt(ms + later) >= crashMultiplierAt(ms)).toBe(true);
      }),
    );
    expect(crashTimeToReach(100n)).toBe(0);
    expect(() => crashTimeToReach(crashMaxPoint + 1n)).toThrow(RangeError);
  });
});
