import { addPlayerNote, getPlayer360, setPlayerTags } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
