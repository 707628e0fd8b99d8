import { describe, expect, it } from 'vitest';
import { turnoverPercent } from './turnover-percent.ts';

describe('turnoverPercent', () => {
  it('is full when nothing is asked and caps at 100', () => {
    expect(turnoverPercent(0, 0)).toBe(100);
    expect(turnoverPercent(130, 60)).toBe(46);
    expect(turnoverPercent(100, 250)).toBe(100);
  });
});
