import {
  approveWithdrawal,
  getWithdrawalProof,
  getWithdrawalSettingsForEdit,
  listWithdrawalQueue,
  payWithdrawal,
  rejectWithdrawal,
  updateWithdrawalSettings,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type QueueFilters = Omit<EndpointInput<typeof listWithdrawalQueue>, 'pageSize' | 't'>;

export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  queue: (filters: QueueFilters) => [...withdrawalKeys.all, 'queue', filters] as const,
  settings: () => [...withdrawalKeys.all, 'settings'] as const,
  proof: (id: number) => [...withdrawalKeys.all, 'proof', id] as const,
};

export function useWithdrawalQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: withdrawalKeys.queue(filters),
    queryFn: () => apiClient.call(listWithdrawalQueue, { ...filters, pageSize: 20 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWithdrawalProof(id: number | null) {
  return useQuery({
    queryKey: withdrawalKeys.proof(id ?? 0),
    queryFn: () => apiClient.call(getWithdrawalProof, { withdrawalId: id ?? 0 }),
    enabled: id !== null,
  });
}

export type WithdrawalAction =
  { kind: 'approve' | 'pay'; withdrawalId: number } | { kind: 'reject'; withdrawalId: number; reason: string };

/** Approve (first or second), pay and reject: each refreshes the queue. */
export function useWithdrawalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: WithdrawalAction) => {
      if (action.kind === 'reject') {
        return apiClient.call(rejectWithdrawal, { withdrawalId: action.withdrawalId, reason: action.reason });
      }
      const endpoint = action.kind === 'approve' ? approveWithdrawal : payWithdrawal;
      return apiClient.call(endpoint, { withdrawalId: action.withdrawalId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

export function withdrawalSettingsQueryOptions() {
  return queryOptions({
    queryKey: withdrawalKeys.settings(),
    queryFn: () => apiClient.call(getWithdrawalSettingsForEdit, {}),
  });
}

export function useWithdrawalSettings() {
  return useQuery(withdrawalSettingsQueryOptions());
}

export function useUpdateWithdrawalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EndpointInput<typeof updateWithdrawalSettings>) =>
      apiClient.call(updateWithdrawalSettings, patch),
    onSuccess: (settings) => {
      const { queryKey } = withdrawalSettingsQueryOptions();
      queryClient.setQueryData(queryKey, settings);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
