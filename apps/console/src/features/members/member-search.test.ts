import { describe, expect, it } from 'vitest';
import {
  isBalanceText,
  memberFiltersFromSearch,
  memberSearchInput,
  memberSearchParams,
  membersPageSize,
  noMemberFilters,
} from './member-search.ts';

describe('memberSearchInput', () => {
  it('sends the trimmed search text with the page', () => {
    expect(memberSearchInput({ ...noMemberFilters, q: '  ana ' }, 2)).toEqual({
      query: 'ana',
      pageNo: 2,
      pageSize: membersPageSize,
    });
  });

  it('leaves blank filters out', () => {
    expect(memberSearchInput({ ...noMemberFilters, q: '   ' }, 1)).toEqual({ pageNo: 1, pageSize: membersPageSize });
  });

  it('cuts the text to what the contract accepts', () => {
    expect(memberSearchInput({ ...noMemberFilters, q: 'x'.repeat(80) }, 1).query).toHaveLength(64);
  });

  it('sends status, type and a balance range as the contract takes them, dropping what is not money', () => {
    expect(
      memberSearchInput({ q: '', status: 'locked', type: '41', minBalance: '10.5', maxBalance: ' 200 ' }, 1),
    ).toEqual({ status: 'locked', type: 41, minBalance: 10.5, maxBalance: 200, pageNo: 1, pageSize: membersPageSize });
    expect(memberSearchInput({ ...noMemberFilters, minBalance: '1.234', maxBalance: '-3' }, 1)).toEqual({
      pageNo: 1,
      pageSize: membersPageSize,
    });
  });
});

describe('memberSearchParams and memberFiltersFromSearch', () => {
  it('keep the filters in the address and drop the page', () => {
    const filters = { q: ' 0991 ', status: 'active', type: '0', minBalance: '5', maxBalance: '' } as const;
    const params = memberSearchParams(filters);
    expect(params).toEqual({ q: '0991', status: 'active', type: '0', min: '5' });
    expect(memberFiltersFromSearch(new URLSearchParams({ ...params, page: '3' }))).toEqual({
      ...filters,
      q: '0991',
    });
  });

  it('read odd values as no filter', () => {
    expect(memberFiltersFromSearch(new URLSearchParams('status=gone&type=x&min=abc&max=1.999'))).toEqual(
      noMemberFilters,
    );
    expect(memberSearchParams(noMemberFilters)).toEqual({});
  });

  it('tell a balance bound the list can use', () => {
    expect(isBalanceText('')).toBe(true);
    expect(isBalanceText('12.30')).toBe(true);
    expect(isBalanceText('12,30')).toBe(false);
  });
});
