import { listOutbox, type EndpointOutput } from '@ficha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { outboxInput, type OutboxFilters } from './outbox-filters.ts';

export type OutboxMessage = EndpointOutput<typeof listOutbox>['list'][number];

export function outboxQueryOptions(filters: OutboxFilters, pageNo: number) {
  const input = outboxInput(filters, pageNo);
  return queryOptions({
    queryKey: ['outbox', input],
    queryFn: () => apiClient.call(listOutbox, input),
    // Operators come here for a code that was just sent: always check, and keep checking while the page is open.
    staleTime: 0,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(filters: OutboxFilters, pageNo: number) {
  return useQuery(outboxQueryOptions(filters, pageNo));
}
