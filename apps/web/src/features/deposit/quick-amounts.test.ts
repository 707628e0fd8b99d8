import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts.ts';

describe('quick deposit amounts', () => {
  it('offers the round amounts inside the limits, at most six', () => {
    expect(quickAmounts(10, 50000)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(quickAmounts(100, 1000)).toEqual([100, 200, 500, 1000]);
    expect(quickAmounts(15, 600)).toEqual([20, 50, 100, 200, 500]);
  });

  it('falls back to the limits when few round amounts fit, and offers nothing for impossible limits', () => {
    expect(quickAmounts(12.5, 40)).toEqual([12.5, 20, 40]);
    expect(quickAmounts(25, 30)).toEqual([25, 30]);
    expect(quickAmounts(30, 30)).toEqual([30]);
    expect(quickAmounts(50, 10)).toEqual([]);
    expect(quickAmounts(0, 0)).toEqual([]);
  });
});
