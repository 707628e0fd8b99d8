import { getConsoleAttention } from '@ficha/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** The attention counts' key: the console home, the navigation's badges, and whatever makes them stale. */
export const attentionKey = ['attention'] as const;

/**
 * What waits for the operator (decision 0067): the open items of each queue the role may view, read again every
 * half minute, when the window regains focus, after any of the console's own changes (`query-client.ts`) and on
 * the support inbox's live events.
 */
export function attentionQueryOptions() {
  return queryOptions({
    queryKey: attentionKey,
    queryFn: () => apiClient.call(getConsoleAttention, {}),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}
