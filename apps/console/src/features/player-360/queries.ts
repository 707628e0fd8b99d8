import { addPlayerNote, getPlayer360, listPlayerMessages, setPlayerTags } from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const player360Key = (memberId: number) => ['player-360', memberId] as const;

/** The player 360 page's own figures, notes, tags and audit trail (decision 0051). */
export function usePlayer360(memberId: number) {
  return useQuery({
    queryKey: player360Key(memberId),
    queryFn: () => apiClient.call(getPlayer360, { memberId, days: 90 }),
  });
}

export function useAddPlayerNote(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiClient.call(addPlayerNote, { memberId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: player360Key(memberId) }),
  });
}

export function useSetPlayerTags(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) => apiClient.call(setPlayerTags, { memberId, tags }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: player360Key(memberId) }),
  });
}

/** What the player was sent (operator messages and feedback answers), one page, with when each was read. */
export function usePlayerMessages(memberId: number, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: ['player-360', memberId, 'messages', pageNo],
    queryFn: () => apiClient.call(listPlayerMessages, { memberId, pageNo, pageSize: 10 }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
