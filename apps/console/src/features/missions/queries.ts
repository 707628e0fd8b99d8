import {
  listConsoleLeaderboards,
  listConsoleMissions,
  listLeaderboardResults,
  saveLeaderboard,
  saveMission,
  type EndpointInput,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const missionsKey = ['missions'] as const;

export function useConsoleMissions() {
  return useQuery({ queryKey: [...missionsKey, 'list'], queryFn: () => apiClient.call(listConsoleMissions, {}) });
}

export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveMission>) => apiClient.call(saveMission, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...missionsKey, 'list'] }),
  });
}

export function useConsoleBoards() {
  return useQuery({ queryKey: [...missionsKey, 'boards'], queryFn: () => apiClient.call(listConsoleLeaderboards, {}) });
}

export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveLeaderboard>) => apiClient.call(saveLeaderboard, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...missionsKey, 'boards'] }),
  });
}

export function useBoardResults(leaderboardId: number | null) {
  return useQuery({
    queryKey: [...missionsKey, 'results', leaderboardId],
    queryFn: () => apiClient.call(listLeaderboardResults, { leaderboardId: String(leaderboardId) }),
    enabled: leaderboardId !== null,
  });
}
