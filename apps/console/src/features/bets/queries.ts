import { searchConsoleBets, type EndpointInput } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** What the search form chooses (the page number apart). */
export type BetSearchQuery = Omit<EndpointInput<typeof searchConsoleBets>, 'pageNo' | 'pageSize'>;

export const betPageSize = 20;

export function useBetSearch(query: BetSearchQuery | null, pageNo: number) {
  return useQuery({
    queryKey: ['bets', query, pageNo],
    queryFn: () => apiClient.call(searchConsoleBets, { ...query!, pageNo, pageSize: betPageSize }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
