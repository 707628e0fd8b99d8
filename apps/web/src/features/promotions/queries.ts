import {
  applyPromotion,
  claimIssuedPromotion,
  claimLoginPromotion,
  claimRafflePromotion,
  forfeitMyBonus,
  getBonusDetails,
  getClaimableRebates,
  getMyPromotionApplications,
  getUnappliedExtraRewardClaimList,
  getRafflePromotionStatus,
  getRebateRecords,
  requestManualRebate,
  signUpRequestReward,
  type EndpointInput,
  type Promotion,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { promotionKeys, walletKeys } from '../../lib/query-keys.ts';
import { useSessionToken } from '../../lib/session-store.ts';

/** After a claim or a forfeit: the states, the bonuses and the balance are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
      queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) }),
    ]);
}

/** Claims a reward promotion through its kind's call (sign-up reward, daily check-in, an issued reward). */
export function useClaimPromotion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (promotion: Pick<Promotion, 'id' | 'kind'>) =>
      promotion.kind === 'daily_checkin'
        ? apiClient.call(claimLoginPromotion, { promotionId: promotion.id })
        : promotion.kind === 'issued'
          ? apiClient.call(claimIssuedPromotion, { promotionId: promotion.id })
          : apiClient.call(signUpRequestReward, { promotionId: promotion.id }),
    onSuccess: refresh,
  });
}

/** The reward center: rewards the operator issued to the member, waiting to be claimed (decision 0077). */
export function useIssuedRewards() {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionKeys.issued(i18n.language, token),
    queryFn: () => apiClient.call(getUnappliedExtraRewardClaimList, {}),
    select: (data) => data.list,
  });
}

/** The member's applications for "apply" promotions, newest first. */
export function useMyApplications() {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionKeys.applications(i18n.language, token),
    queryFn: () => apiClient.call(getMyPromotionApplications, {}),
    select: (data) => data.list,
  });
}

/** Applies for an "apply" promotion with a comment and images; the states and the applications are read again. */
export function useApplyPromotion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof applyPromotion>) => apiClient.call(applyPromotion, input),
    onSuccess: refresh,
  });
}

/** The member's bonuses, newest first, with wagering progress. */
export function useBonusDetails() {
  const token = useSessionToken();
  return useQuery({
    queryKey: promotionKeys.bonuses(token),
    queryFn: () => apiClient.call(getBonusDetails, {}),
    select: (data) => data.list,
  });
}

export function useForfeitBonus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (bonusId: number) => apiClient.call(forfeitMyBonus, { bonusId }),
    onSuccess: refresh,
  });
}

/** What the member may claim now of each open manual-rebate promotion (the running period so far). */
export function useClaimableRebates() {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionKeys.rebates(i18n.language, token),
    queryFn: () => apiClient.call(getClaimableRebates, {}),
    select: (data) => data.list,
  });
}

/** The member's rebates, requested and settled, newest first. */
export function useRebateRecords() {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionKeys.rebateRecords(i18n.language, token),
    queryFn: () => apiClient.call(getRebateRecords, { pageSize: 20 }),
    select: (data) => data.list,
  });
}

/** Requests a promotion's claimable rebate; the lists and the balance are read again. */
export function useRequestRebate() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (promotionId: number) => apiClient.call(requestManualRebate, { promotionId }),
    onSuccess: refresh,
  });
}

/** The merchant's running and recently drawn raffles with the member's tickets (a member's call). */
export function useRaffles(enabled: boolean) {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionKeys.raffles(i18n.language, token),
    queryFn: () => apiClient.call(getRafflePromotionStatus, {}),
    select: (data) => data.list,
    enabled,
  });
}

/** Claims the member's prize of a drawn raffle; the raffles and the balance are read again. */
export function useClaimRaffle() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (promotionId: number) => apiClient.call(claimRafflePromotion, { promotionId }),
    onSuccess: refresh,
  });
}
