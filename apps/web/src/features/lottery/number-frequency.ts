import type { LgwDraw, LotteryGroupCode } from '@ficha/contract';

/** The numbers a category draws from and the places counted: PK10 counts the cars of the first three places. */
const countedNumbers: Readonly<Partial<Record<LotteryGroupCode, { from: number; to: number; places?: number }>>> = {
  SSC: { from: 0, to: 9 },
  PK10: { from: 1, to: 10, places: 3 },
  '11X5': { from: 1, to: 11 },
  K3: { from: 1, to: 6 },
  LHC: { from: 1, to: 49 },
};

export interface NumberCount {
  number: number;
  count: number;
  /** As often as the third most drawn number or more (hot), as the third least drawn or less (cold). */
  heat: 'hot' | 'cold' | 'normal';
}

/** How many numbers are marked hot and cold. */
const marked = 3;

/**
 * How often each number of a category came up in the drawn draws (cancelled ones have no numbers), with the
 * three most and least frequent marked hot and cold (with the numbers tied with them; a number is never both). Empty for a category without a known range or no draws.
 */
export function numberFrequency(group: LotteryGroupCode, draws: readonly LgwDraw[]): NumberCount[] {
  const range = countedNumbers[group];
  const drawn = draws.flatMap((draw) => (draw.numbers ? [draw.numbers] : []));
  if (!range || drawn.length === 0) return [];
  const counts = new Map<number, number>();
  for (let n = range.from; n <= range.to; n += 1) counts.set(n, 0);
  for (const numbers of drawn) {
    for (const n of numbers.slice(0, range.places ?? numbers.length)) {
      if (counts.has(n)) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
  }
  const values = [...counts.values()];
  const descending = [...values].sort((a, b) => b - a);
  const ascending = [...values].sort((a, b) => a - b);
  const [lowest = 0] = ascending;
  const [highest = 0] = descending;
  // Ties share their mark: every number as frequent as the third most frequent is hot, and so on.
  const hotFrom = descending[marked - 1] ?? highest;
  const coldTo = ascending[marked - 1] ?? lowest;
  return [...counts].map(([number, count]) => ({
    number,
    count,
    heat: count >= hotFrom && count > lowest ? 'hot' : count <= coldTo && count < highest ? 'cold' : 'normal',
  }));
}

/** Whether the category's chart counts the first three places only (PK10), for its caption. */
export const countsTopPlaces = (group: LotteryGroupCode): boolean => countedNumbers[group]?.places !== undefined;
