import { describe, expect, it } from 'vitest';
import { memberSearchInput, memberSearchParams, membersPageSize } from './member-search.ts';

describe('memberSearchInput', () => {
  it('sends the trimmed search text with the page', () => {
    expect(memberSearchInput('  ana ', 2)).toEqual({ query: 'ana', pageNo: 2, pageSize: membersPageSize });
  });

  it('leaves the query out when the text is blank', () => {
    expect(memberSearchInput('   ', 1)).toEqual({ pageNo: 1, pageSize: membersPageSize });
  });

  it('cuts the text to what the contract accepts', () => {
    expect(memberSearchInput('x'.repeat(80), 1).query).toHaveLength(64);
  });
});

describe('memberSearchParams', () => {
  it('keeps the search in ?q and drops the page', () => {
    expect(memberSearchParams(' 0991 ')).toEqual({ q: '0991' });
  });

  it('is empty for a blank search', () => {
    expect(memberSearchParams('')).toEqual({});
  });
});
