import {
  claimMissionReward,
  getMissionLeaderboard,
  getMissionSummaryDetails,
  getRankBoardList,
  recordCustomerHeartbeatDaily,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { loyaltyKeys, missionKeys } from '../../lib/query-keys.ts';
import { useSessionToken } from '../../lib/session-store.ts';

/** The header balance's query (features/wallet) shares this key prefix; a cash reward moves it. */
const walletBalancePrefix = ['wallet-balance'] as const;

/** The member's running missions and the claimable count (the badge); refreshed every minute while shown. */
export function useMissionSummary(enabled = true) {
  const language = useLanguage();
  const token = useSessionToken();
  return useQuery({
    queryKey: missionKeys.summary(language),
    queryFn: () => apiClient.call(getMissionSummaryDetails, {}),
    enabled: enabled && token !== null,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** Today's visit (recordCustomerHeartbeatDaily): once per page load of a signed-in member, for login streaks. */
export function useDailyHeartbeat(enabled: boolean) {
  const token = useSessionToken();
  useQuery({
    queryKey: missionKeys.heartbeat(),
    queryFn: () => apiClient.call(recordCustomerHeartbeatDaily, {}),
    enabled: enabled && token !== null,
    staleTime: Infinity,
  });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: number) => apiClient.call(claimMissionReward, { missionId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletBalancePrefix }),
      ]),
  });
}

export function useRankBoards() {
  const language = useLanguage();
  return useQuery({
    queryKey: missionKeys.boards(language),
    queryFn: () => apiClient.call(getRankBoardList, {}),
    select: (data) => data.list,
  });
}

export function useLeaderboard(boardId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: missionKeys.board(language, boardId),
    queryFn: () => apiClient.call(getMissionLeaderboard, boardId === null ? {} : { boardId }),
    staleTime: 0,
  });
}
