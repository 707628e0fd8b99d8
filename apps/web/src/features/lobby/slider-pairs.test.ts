import { describe, expect, it } from 'vitest';
import { inPairs, sliderColumns } from './slider-pairs.ts';

describe('slider columns', () => {
  it('pairs the items, the last column alone when the count is odd', () => {
    expect(inPairs([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps one row while the items fit in one view, pairs beyond it', () => {
    expect(sliderColumns([1, 2, 3, 4], 6)).toEqual([[1], [2], [3], [4]]);
    expect(sliderColumns([1, 2, 3, 4, 5, 6], 6)).toEqual([[1], [2], [3], [4], [5], [6]]);
    expect(sliderColumns([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
  });
});
