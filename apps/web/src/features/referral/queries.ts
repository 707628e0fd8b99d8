import { getInvitedFriends, getReferralDetails } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { referralKeys } from '../../lib/query-keys.ts';
import { useSessionToken } from '../../lib/session-store.ts';

/** The member's referral code (made on the first visit), friend count, domains and whether rewards are on. */
export function useReferralDetails(enabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: referralKeys.details(token),
    queryFn: () => apiClient.call(getReferralDetails, { autoGenerate: 'true' }),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The rules in force and the member's invited friends, a page at a time; refreshed while the page is open. */
export function useInvitedFriends(pageNo: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: referralKeys.friends(token, pageNo),
    queryFn: () => apiClient.call(getInvitedFriends, { pageNo }),
    enabled: token !== null,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}
