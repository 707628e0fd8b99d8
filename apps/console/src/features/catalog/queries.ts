import {
  createCatalogContainer,
  getLaneRules,
  listCatalogGames,
  listCatalogVendors,
  syncCatalog,
  updateCatalogGame,
  updateCatalogVendor,
  updateLaneRules,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const catalogKey = ['catalog'] as const;

export function vendorsQueryOptions() {
  return queryOptions({
    queryKey: [...catalogKey, 'vendors'],
    queryFn: () => apiClient.call(listCatalogVendors, {}),
  });
}

export function useCatalogVendors() {
  return useQuery(vendorsQueryOptions());
}

export interface GameSearch {
  vendorId: number | undefined;
  query: string;
  pageNo: number;
}

export function gamesQueryOptions({ vendorId, query, pageNo }: GameSearch) {
  const input = { ...(vendorId ? { vendorId } : {}), ...(query ? { query } : {}), pageNo, pageSize: 20 };
  return queryOptions({
    queryKey: [...catalogKey, 'games', input],
    queryFn: () => apiClient.call(listCatalogGames, input),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogGames(search: GameSearch) {
  return useQuery(gamesQueryOptions(search));
}

/** After any catalog change, vendors (their counts) and every games page refetch. */
function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: catalogKey });
}

export function useUpdateVendor() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateCatalogVendor>) => apiClient.call(updateCatalogVendor, input),
    onSuccess: refresh,
  });
}

export function useUpdateGame() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateCatalogGame>) => apiClient.call(updateCatalogGame, input),
    onSuccess: refresh,
  });
}

export function useSyncCatalog() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (providerCode: string) => apiClient.call(syncCatalog, { providerCode }),
    onSuccess: refresh,
  });
}

export function laneRulesQueryOptions() {
  return queryOptions({ queryKey: [...catalogKey, 'lane-rules'], queryFn: () => apiClient.call(getLaneRules, {}) });
}

export function useLaneRules() {
  return useQuery(laneRulesQueryOptions());
}

/** New lane rules move vendors between lanes, so the vendors (their lanes) refetch too. */
export function useUpdateLaneRules() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateLaneRules>) => apiClient.call(updateLaneRules, input),
    onSuccess: refresh,
  });
}

export function useCreateContainer() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createCatalogContainer>) => apiClient.call(createCatalogContainer, input),
    onSuccess: refresh,
  });
}
