import { describe, expect, it } from 'vitest';
import { contributionRows, wageringPercent } from './bonus-progress.ts';

describe('wageringPercent', () => {
  it('is the whole percent of the requirement wagered, rounded down', () => {
    expect(wageringPercent(0, 25)).toBe(0);
    expect(wageringPercent(8.33, 25)).toBe(33);
    expect(wageringPercent(24.99, 25)).toBe(99);
  });

  it('stops at 100 and counts a bonus without a requirement as done', () => {
    expect(wageringPercent(30, 25)).toBe(100);
    expect(wageringPercent(0, 0)).toBe(100);
  });
});

describe('contributionRows', () => {
  it('lists the largest contribution first, ties by name', () => {
    expect(contributionRows({ LIVE: 10, RNG: 100, INHOUSE: 100 })).toEqual([
      ['INHOUSE', 100],
      ['RNG', 100],
      ['LIVE', 10],
    ]);
  });
});
