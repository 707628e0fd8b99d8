import { describe, expect, it } from 'vitest';
import { depositFiltersFromSearch, depositSearchInput, depositSearchParams } from './deposit-filters.ts';

describe('deposit filters', () => {
  it('reads known values from the URL and drops odd ones', () => {
    const filters = depositFiltersFromSearch(
      new URLSearchParams('status=pending&channelCode=banco&username=ana&from=2026-01-02&to=ayer'),
    );
    expect(filters).toEqual({ status: 'pending', channelCode: 'banco', username: 'ana', from: '2026-01-02', to: '' });
    expect(depositFiltersFromSearch(new URLSearchParams('status=paid')).status).toBe('');
  });

  it('writes back only the filters in use, and the page after the first', () => {
    const filters = depositFiltersFromSearch(new URLSearchParams('status=approved'));
    expect(depositSearchParams(filters, 3).toString()).toBe('status=approved&page=3');
    expect(depositSearchInput(filters, 2)).toEqual({ status: 'approved', pageNo: 2, pageSize: 20 });
  });
});
