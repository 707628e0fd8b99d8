import {
  createProvider,
  getProviderReconciliation,
  rotateProviderSecret,
  updateProvider,
  type EndpointInput,
  type ProviderRow,
} from '@ficha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { providersKey } from '../../lib/provider-list.ts';

export type { ProviderRow };
export type ProviderFields = Omit<EndpointInput<typeof updateProvider>, 'id'>;

export function reconciliationQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...providersKey, 'reconciliation', date],
    queryFn: () => apiClient.call(getProviderReconciliation, { date }),
  });
}

export function useReconciliation(date: string) {
  return useQuery(reconciliationQueryOptions(date));
}

function useRefreshProviders() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: providersKey });
}

export function useCreateProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createProvider>) => apiClient.call(createProvider, input),
    onSuccess: refresh,
  });
}

export function useUpdateProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateProvider>) => apiClient.call(updateProvider, input),
    onSuccess: refresh,
  });
}

export function useRotateProviderSecret() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: (input: { id: number }) => apiClient.call(rotateProviderSecret, input),
    onSuccess: refresh,
  });
}
