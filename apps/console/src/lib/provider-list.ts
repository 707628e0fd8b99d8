import { listProviders } from '@ficha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** The prefix of every provider query: the providers feature refreshes them all after a change. */
export const providersKey = ['providers'] as const;

/** The game providers, for the providers page and the catalog's sync card. */
export function providerListQueryOptions() {
  return queryOptions({ queryKey: [...providersKey, 'list'], queryFn: () => apiClient.call(listProviders, {}) });
}

export function useProviderList() {
  return useQuery(providerListQueryOptions());
}
