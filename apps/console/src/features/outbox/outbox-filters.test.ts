import { describe, expect, it } from 'vitest';
import {
  hasOutboxFilters,
  outboxFiltersFromSearch,
  outboxInput,
  outboxPageSize,
  outboxSearchParams,
} from './outbox-filters.ts';

describe('outboxFiltersFromSearch', () => {
  it('reads the channel and the recipient', () => {
    expect(outboxFiltersFromSearch(new URLSearchParams('channel=sms&recipient=%20a%40b.com%20'))).toEqual({
      channel: 'sms',
      recipient: 'a@b.com',
    });
  });

  it('falls back to all channels for a missing or unknown channel', () => {
    expect(outboxFiltersFromSearch(new URLSearchParams('')).channel).toBe('all');
    expect(outboxFiltersFromSearch(new URLSearchParams('channel=fax')).channel).toBe('all');
    expect(outboxFiltersFromSearch(new URLSearchParams('channel=SMS')).channel).toBe('all');
  });
});

describe('outboxInput', () => {
  it('sends nothing for all channels and a blank recipient', () => {
    expect(outboxInput({ channel: 'all', recipient: '  ' }, 1)).toEqual({ pageNo: 1, pageSize: outboxPageSize });
  });

  it('sends the channel and the trimmed recipient with the page', () => {
    expect(outboxInput({ channel: 'email', recipient: ' ana@example.com ' }, 3)).toEqual({
      channel: 'email',
      recipient: 'ana@example.com',
      pageNo: 3,
      pageSize: outboxPageSize,
    });
  });
});

describe('outboxSearchParams', () => {
  it('leaves defaults out of the address', () => {
    expect(outboxSearchParams({ channel: 'all', recipient: '' })).toEqual({});
    expect(outboxSearchParams({ channel: 'all', recipient: '' }, 1)).toEqual({});
  });

  it('keeps the filters and a later page', () => {
    expect(outboxSearchParams({ channel: 'sms', recipient: '+5491100 ' }, 2)).toEqual({
      channel: 'sms',
      recipient: '+5491100',
      page: '2',
    });
  });

  it('reads back to the same filters', () => {
    const filters = { channel: 'email', recipient: 'x@y.z' } as const;
    expect(outboxFiltersFromSearch(new URLSearchParams(outboxSearchParams(filters, 4)))).toEqual(filters);
  });
});

describe('hasOutboxFilters', () => {
  it('is true when a channel or a recipient narrows the list', () => {
    expect(hasOutboxFilters({ channel: 'all', recipient: '' })).toBe(false);
    expect(hasOutboxFilters({ channel: 'sms', recipient: '' })).toBe(true);
    expect(hasOutboxFilters({ channel: 'all', recipient: 'a' })).toBe(true);
  });
});
