import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent.ts';

describe('progressPercent', () => {
  it('is full when nothing is asked and caps at 100', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(130, 60)).toBe(46);
    expect(progressPercent(100, 250)).toBe(100);
  });

  it('reads decimal amounts without losing a percent to floating point', () => {
    // 10 − 9.9 is 0.0999… in binary floating point: still 1 % of 10.
    expect(progressPercent(10, 10 - 9.9)).toBe(1);
    expect(progressPercent(10, 10 - 9.3)).toBe(7);
    expect(progressPercent(0.3, 0.1 + 0.2)).toBe(100);
    expect(progressPercent(10, 0.09)).toBe(0);
  });
});
