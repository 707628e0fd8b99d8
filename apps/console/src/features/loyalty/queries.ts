import {
  decidePointRedeem,
  getLoyaltyReport,
  getPointSettings,
  listPointRedeems,
  listPointRewards,
  listVipRanks,
  savePointReward,
  saveVipRanks,
  updatePointSettings,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const loyaltyKey = ['loyalty'] as const;

export type ConsoleReward = EndpointOutput<typeof listPointRewards>[number];
export type ConsoleRedeem = EndpointOutput<typeof listPointRedeems>['list'][number];
export type RedeemStatusFilter = 'in_process' | 'approved' | 'rejected' | '';

export function usePointRewards() {
  return useQuery({ queryKey: [...loyaltyKey, 'rewards'], queryFn: () => apiClient.call(listPointRewards, {}) });
}

export function useSavePointReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof savePointReward>) => apiClient.call(savePointReward, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...loyaltyKey, 'rewards'] }),
  });
}

export function usePointRedeems(status: RedeemStatusFilter, pageNo: number) {
  const input = { pageNo, pageSize: 20, ...(status ? { status } : {}) };
  return useQuery({
    queryKey: [...loyaltyKey, 'redeems', input],
    queryFn: () => apiClient.call(listPointRedeems, input),
    placeholderData: keepPreviousData,
    // Players redeem while the queue is open.
    refetchInterval: 30_000,
  });
}

export function useDecidePointRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof decidePointRedeem>) => apiClient.call(decidePointRedeem, input),
    // A rejection puts the item back in stock: the catalog changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyKey }),
  });
}

export function useVipRanks() {
  return useQuery({ queryKey: [...loyaltyKey, 'ranks'], queryFn: () => apiClient.call(listVipRanks, {}) });
}

export function useSaveVipRanks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveVipRanks>) => apiClient.call(saveVipRanks, input),
    onSuccess: (ranks) => queryClient.setQueryData([...loyaltyKey, 'ranks'], ranks),
  });
}

export function usePointSettings() {
  return useQuery({ queryKey: [...loyaltyKey, 'settings'], queryFn: () => apiClient.call(getPointSettings, {}) });
}

export function useUpdatePointSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updatePointSettings>) => apiClient.call(updatePointSettings, input),
    onSuccess: (config) => queryClient.setQueryData([...loyaltyKey, 'settings'], config),
  });
}

export function useLoyaltyReport(days: number) {
  return useQuery({
    queryKey: [...loyaltyKey, 'report', days],
    queryFn: () => apiClient.call(getLoyaltyReport, { days }),
    placeholderData: keepPreviousData,
  });
}
