import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent.ts';

describe('progressPercent', () => {
  it('is full when nothing is asked and caps at 100', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(130, 60)).toBe(46);
    expect(progressPercent(100, 250)).toBe(100);
  });
});
