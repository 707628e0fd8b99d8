import {
  convertPoint,
  getPlayerRankProgress,
  getPointBalance,
  getPointConfig,
  getPointReward,
  getRedeemPointList,
  redeemPointReward,
  type EndpointInput,
} from '@ficha/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { loyaltyKeys } from '../../lib/query-keys.ts';

/** The header balance's query (features/wallet) shares this key prefix; cash and bonus rewards move it. */
const walletBalancePrefix = ['wallet-balance'] as const;

export function pointBalanceQuery() {
  return queryOptions({
    queryKey: loyaltyKeys.balance(),
    queryFn: () => apiClient.call(getPointBalance, {}),
    staleTime: 0,
  });
}

export function pointConfigQuery() {
  return queryOptions({ queryKey: loyaltyKeys.config(), queryFn: () => apiClient.call(getPointConfig, {}) });
}

export function pointRewardsQuery() {
  return queryOptions({
    queryKey: loyaltyKeys.rewards(),
    queryFn: () => apiClient.call(getPointReward, {}),
    staleTime: 0,
  });
}

export function redeemRecordsQuery(pageNo: number) {
  return queryOptions({
    queryKey: loyaltyKeys.records(pageNo),
    queryFn: () => apiClient.call(getRedeemPointList, { pageNo, pageSize: 10 }),
    staleTime: 0,
  });
}

export function rankProgressQuery() {
  return queryOptions({
    queryKey: loyaltyKeys.rank(),
    queryFn: () => apiClient.call(getPlayerRankProgress, {}),
    staleTime: 0,
  });
}

/** After a redeem or a conversion: points, stock, records and the wallet all moved. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
    await queryClient.invalidateQueries({ queryKey: walletBalancePrefix });
  };
}

export function useRedeemReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof redeemPointReward>) => apiClient.call(redeemPointReward, input),
    onSuccess: refresh,
  });
}

export function useConvertPoints() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof convertPoint>) => apiClient.call(convertPoint, input),
    onSuccess: refresh,
  });
}
