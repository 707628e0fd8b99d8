import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio, toNumber } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import {
  dropPlinkoBall,
  plinkoBucket,
  plinkoBuckets,
  plinkoMath,
  plinkoRisks,
  plinkoRows,
  plinkoRtp,
  settlePlinko,
} from './plinko.ts';

describe('plinko', () => {
  it('drops one bounce per row into a bucket 0…rows, the same for the same seeds', () => {
    fc.assert(
      fc.property(
        seedsArbitrary,
        fc.constantFrom(...plinkoRows),
        fc.constantFrom(...plinkoRisks),
        (seeds, rows, risk) => {
          const path = dropPlinkoBall(createSeededRng(seeds), rows);
          expect(dropPlinkoBall(createSeededRng(seeds), rows)).toEqual(path);
          expect(path).toHaveLength(rows);
          expect(path.every((b) => b === 0 || b === 1)).toBe(true);
          const bucket = plinkoBucket(path);
          expect(settlePlinko(rows, risk, path)).toEqual(ratio(BigInt(plinkoBuckets[rows][risk][bucket]!), 100n));
        },
      ),
    );
  });

  it('has symmetric boards with one bucket per landing place, returning 0.989…0.992 exactly', () => {
    for (const rows of plinkoRows) {
      for (const risk of plinkoRisks) {
        const buckets = plinkoBuckets[rows][risk];
        expect(buckets).toHaveLength(rows + 1);
        expect([...buckets].reverse()).toEqual(buckets);
        const rtp = toNumber(plinkoRtp(rows, risk));
        expect(rtp).toBeGreaterThan(0.989);
        expect(rtp).toBeLessThan(0.992);
      }
    }
    // 8 rows, low: (2·5.6 + 16·2.1 + 56·1.1 + 112·1 + 70·0.5) / 256 = 253.4 / 256.
    expect(plinkoRtp(8, 'low')).toEqual(ratio(2534n, 2560n));
    expect(plinkoMath.rtp).toEqual(plinkoRtp(8, 'medium'));
    expect(plinkoMath.maxWinMultiplier).toEqual(ratio(1000n));
    expect(() => settlePlinko(8, 'low', [1, 0])).toThrow(RangeError);
  });
});
