import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { memberKeys } from './query-keys.ts';

/** The signed-in member (account, type, agent and trial flags), per session token. */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: token ? async () => (await import('./member-calls.ts')).fetchMemberInfo() : skipToken,
    staleTime: 5 * 60_000,
  });
}

/**
 * Roots of the query keys whose data is the same for every visitor (site status, content, the account
 * forms' lookups). Everything else may belong to the member and is dropped when the session changes.
 */
const publicQueryRoots: ReadonlySet<unknown> = new Set([
  'system',
  'announcements',
  'help',
  'countries',
  'captcha',
  'affiliate-check',
]);

/** Forgets every cached answer that may belong to a member, so no other session ever sees it. */
export function removeMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !publicQueryRoots.has(query.queryKey[0]) });
}
