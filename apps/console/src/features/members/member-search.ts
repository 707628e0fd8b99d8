import type { EndpointInput, searchMembers } from '@ficha/contract';

export const membersPageSize = 20;

/** The longest search the contract accepts. */
export const memberSearchMaxLength = 64;

export type MemberSearchInput = EndpointInput<typeof searchMembers>;

/** The search call for a search text and page: a blank text lists everyone. */
export function memberSearchInput(search: string, pageNo: number): MemberSearchInput {
  const query = search.trim().slice(0, memberSearchMaxLength);
  return query ? { query, pageNo, pageSize: membersPageSize } : { pageNo, pageSize: membersPageSize };
}

/** `?q=…` of the members page; the page number starts over with every new search. */
export function memberSearchParams(search: string): Record<string, string> {
  const query = search.trim();
  return query ? { q: query } : {};
}
