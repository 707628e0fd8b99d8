import {
  createAdjustment,
  decideAdjustment,
  getAdjustmentSettings,
  getMemberWallet,
  listAdjustments,
  updateAdjustmentSettings,
  type EndpointInput,
} from '@ficha/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const walletsKey = ['wallets'] as const;

export type AdjustmentStatusFilter = 'pending' | 'posted' | 'rejected' | '';

export function memberWalletQueryOptions(memberId: number, pageNo: number) {
  return queryOptions({
    queryKey: [...walletsKey, 'member', memberId, pageNo],
    queryFn: () => apiClient.call(getMemberWallet, { memberId, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function adjustmentListQueryOptions(status: AdjustmentStatusFilter, pageNo: number) {
  return queryOptions({
    queryKey: [...walletsKey, 'adjustments', status, pageNo],
    queryFn: () => apiClient.call(listAdjustments, { ...(status ? { status } : {}), pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustmentSettings() {
  return useQuery({
    queryKey: [...walletsKey, 'settings'],
    queryFn: () => apiClient.call(getAdjustmentSettings, {}),
  });
}

/** Any adjustment or decision changes wallets, lists and the audit log: everything money-related reloads. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletsKey });
}

export function useCreateAdjustment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createAdjustment>) => apiClient.call(createAdjustment, input),
    onSuccess: () => refresh(),
  });
}

export function useDecideAdjustment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof decideAdjustment>) => apiClient.call(decideAdjustment, input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateAdjustmentSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateAdjustmentSettings>) =>
      apiClient.call(updateAdjustmentSettings, input),
    onSuccess: () => refresh(),
  });
}
