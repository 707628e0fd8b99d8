import { createSeededRng, type RngSeeds } from '../seeded-rng.ts';

/** The lottery games our lottery provider draws: their numbers and how a draw makes them. */
export const lotteryKinds = ['ssc', 'pk10', '11x5', 'k3', 'lhc'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

export const isLotteryKind = (value: string): value is LotteryKind =>
  (lotteryKinds as readonly string[]).includes(value);

/** Distinct balls from lowest…highest, `count` of them in draw order: a partial Fisher–Yates shuffle. */
function distinctBalls(next: (maxExclusive: number) => number, lowest: number, highest: number, count: number) {
  const balls = Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i);
  for (let i = 0; i < count; i++) {
    const j = i + next(balls.length - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, count);
}

/**
 * A draw's numbers from its seeds (FAIRNESS.md "Lottery draws"): the seeded stream of the draw's server seed, its
 * draw code as client seed and nonce 0. SSC: 5 digits 0…9 (each nextInt(10)). PK10: the finishing order of cars
 * 1…10 (a full Fisher–Yates shuffle). 11X5: 5 distinct balls of 1…11 in draw order. K3: 3 dice 1…6.
 * LHC (Mark Six): 7 distinct balls of 1…49 in draw order, the seventh the special.
 */
export function drawLotteryNumbers(kind: LotteryKind, seeds: RngSeeds): number[] {
  const rng = createSeededRng(seeds);
  const next = (maxExclusive: number) => rng.nextInt(maxExclusive);
  switch (kind) {
    case 'ssc':
      return Array.from({ length: 5 }, () => next(10));
    case 'pk10':
      return distinctBalls(next, 1, 10, 10);
    case '11x5':
      return distinctBalls(next, 1, 11, 5);
    case 'k3':
      return Array.from({ length: 3 }, () => 1 + next(6));
    case 'lhc':
      return distinctBalls(next, 1, 49, 7);
  }
}
