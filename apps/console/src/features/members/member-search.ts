import type { EndpointInput, searchMembers } from '@ficha/contract';

export const membersPageSize = 20;

/** The longest search the contract accepts. */
export const memberSearchMaxLength = 64;

export type MemberSearchInput = EndpointInput<typeof searchMembers>;

/** The member list's search and filters as the page's address keeps them (`?q=&status=&type=&min=&max=`). */
export interface MemberListFilters {
  q: string;
  status: '' | 'active' | 'locked';
  /** A member type number, or '' for every type. */
  type: string;
  /** Balance bounds as typed (wire money, at most 2 decimals), or ''. */
  minBalance: string;
  maxBalance: string;
}

export const noMemberFilters: MemberListFilters = { q: '', status: '', type: '', minBalance: '', maxBalance: '' };

const moneyText = /^\d{1,13}(\.\d{1,2})?$/;
const typeText = /^\d{1,3}$/;

/** Whether a balance bound as typed is one the list can filter by (blank is: no bound). */
export const isBalanceText = (text: string) => text.trim() === '' || moneyText.test(text.trim());

/** The filters from the address; odd values are dropped. */
export function memberFiltersFromSearch(search: URLSearchParams): MemberListFilters {
  const status = search.get('status');
  const type = search.get('type') ?? '';
  const bound = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return moneyText.test(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').trim().slice(0, memberSearchMaxLength),
    status: status === 'active' || status === 'locked' ? status : '',
    type: typeText.test(type) ? type : '',
    minBalance: bound('min'),
    maxBalance: bound('max'),
  };
}

/** The search call for these filters and page: blank filters are left out; a bound that isn't money too. */
export function memberSearchInput(filters: MemberListFilters, pageNo: number): MemberSearchInput {
  const query = filters.q.trim().slice(0, memberSearchMaxLength);
  const min = filters.minBalance.trim();
  const max = filters.maxBalance.trim();
  return {
    ...(query ? { query } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(typeText.test(filters.type) ? { type: Number(filters.type) } : {}),
    ...(moneyText.test(min) ? { minBalance: Number(min) } : {}),
    ...(moneyText.test(max) ? { maxBalance: Number(max) } : {}),
    pageNo,
    pageSize: membersPageSize,
  };
}

/** The address of these filters; the page number starts over with every change. */
export function memberSearchParams(filters: MemberListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.status) params.status = filters.status;
  if (typeText.test(filters.type)) params.type = filters.type;
  if (moneyText.test(filters.minBalance.trim())) params.min = filters.minBalance.trim();
  if (moneyText.test(filters.maxBalance.trim())) params.max = filters.maxBalance.trim();
  return params;
}
