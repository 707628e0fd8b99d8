import {
  claimLoginPromotion,
  forfeitMyBonus,
  getBonusDetails,
  signUpRequestReward,
  type Promotion,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Claims a reward promotion through its kind's call (sign-up reward or daily check-in). */
export function useClaimPromotion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (promotion: Pick<Promotion, 'id' | 'kind'>) =>
      promotion.kind === 'daily_checkin'
        ? apiClient.call(claimLoginPromotion, { promotionId: promotion.id })
        : apiClient.call(signUpRequestReward, { promotionId: promotion.id }),
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
