import { describe, expect, it } from 'vitest';
import { periodQuery } from './report-period-fields.tsx';

describe('periodQuery', () => {
  it('sends the dates only with a custom range, and keeps the other fields', () => {
    expect(periodQuery({ period: 'custom', startDate: '2026-11-01', endDate: '2026-11-28', groupBy: 'day' })).toEqual({
      period: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-28',
      groupBy: 'day',
    });
    expect(periodQuery({ period: 'today', startDate: '2026-11-01', endDate: '2026-11-28', groupBy: 'day' })).toEqual({
      period: 'today',
      groupBy: 'day',
    });
    // No period is today's: no dates either.
    expect(periodQuery({ startDate: '2026-11-01' })).toEqual({});
  });
});
