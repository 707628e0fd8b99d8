import {
  getReferralRules,
  listConsolePromotions,
  listReferrals,
  saveReferralRules,
  type EndpointInput,
  type EndpointOutput,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type ConsoleReferralRules = EndpointOutput<typeof getReferralRules>;
export type ReferralRow = EndpointOutput<typeof listReferrals>['list'][number];
export type ReferralState = ReferralRow['state'];

const referralsKey = ['referrals'] as const;

export function useReferralRules() {
  return useQuery({ queryKey: [...referralsKey, 'rules'], queryFn: () => apiClient.call(getReferralRules, {}) });
}

/** The merchant's promotions, for the rules' paying budget. */
export function usePayingPromotions() {
  return useQuery({
    queryKey: [...referralsKey, 'promotions'],
    queryFn: () => apiClient.call(listConsolePromotions, {}),
    select: (data) => data.list,
  });
}

export function useSaveReferralRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof saveReferralRules>) => apiClient.call(saveReferralRules, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralsKey }),
  });
}

export function useReferrals(state: ReferralState | '', pageNo: number) {
  return useQuery({
    queryKey: [...referralsKey, 'list', state, pageNo],
    queryFn: () => apiClient.call(listReferrals, { ...(state ? { state } : {}), pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}
