import { binomial, multiply, ratio, sum, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import type { GameMath } from './house-edge.ts';
import { lowestRtp } from './lowest-rtp.ts';

export const plinkoRows = [8, 12, 16] as const;
export const plinkoRisks = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof plinkoRows)[number];
export type PlinkoRisk = (typeof plinkoRisks)[number];

/** Bucket multipliers in hundredths, left to right: bucket k is reached by k right bounces out of `rows`. */
export const plinkoBuckets: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
    medium: [1300, 300, 130, 70, 40, 70, 130, 300, 1300],
    high: [2900, 400, 150, 30, 20, 30, 150, 400, 2900],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
    medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
    high: [17000, 2400, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2400, 17000],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000],
  },
};

function bucketsOf(rows: PlinkoRows, risk: PlinkoRisk): readonly number[] {
  const buckets = plinkoBuckets[rows]?.[risk];
  if (!buckets) throw new RangeError(`no plinko board with ${rows} rows and risk ${risk}`);
  return buckets;
}

/** The ball's path: one draw nextInt(2) per row, 1 = bounce right. The bucket is the number of right bounces. */
export function dropPlinkoBall(rng: SeededRng, rows: PlinkoRows): number[] {
  bucketsOf(rows, 'low');
  return Array.from({ length: rows }, () => rng.nextInt(2));
}

export const plinkoBucket = (path: readonly number[]) => path.reduce((right, bounce) => right + bounce, 0);

export function settlePlinko(rows: PlinkoRows, risk: PlinkoRisk, path: readonly number[]): Ratio {
  if (path.length !== rows) throw new RangeError(`a path of ${rows} bounces was expected`);
  return ratio(BigInt(bucketsOf(rows, risk)[plinkoBucket(path)]!), 100n);
}

/** Exact RTP of a board: Σ_k C(rows, k) / 2^rows × bucket k (the binomial distribution of right bounces). */
export function plinkoRtp(rows: PlinkoRows, risk: PlinkoRisk): Ratio {
  const buckets = bucketsOf(rows, risk);
  const paths = 2n ** BigInt(rows);
  return sum(
    buckets.map((hundredths, k) => multiply(ratio(binomial(rows, k), paths), ratio(BigInt(hundredths), 100n))),
  );
}

/** Boards return 0.98906 (8 rows, medium) to 0.99116 (12 rows, high), exactly; the game declares the lowest. */
export const plinkoMath: GameMath = {
  code: 'plinko',
  rtp: lowestRtp(plinkoRows.flatMap((rows) => plinkoRisks.map((risk) => plinkoRtp(rows, risk)))),
  maxWinMultiplier: ratio(
    BigInt(Math.max(...plinkoRows.flatMap((r) => plinkoRisks.flatMap((k) => plinkoBuckets[r][k])))),
    100n,
  ),
};
