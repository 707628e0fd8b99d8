import { describe, expect, it } from 'vitest';
import { pageFromSearch } from './page-from-search.ts';

describe('pageFromSearch', () => {
  it('reads the page number', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
  });

  it('is page 1 when the parameter is missing or invalid', () => {
    for (const search of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e9']) {
      expect(pageFromSearch(new URLSearchParams(search)), search).toBe(1);
    }
  });
});
