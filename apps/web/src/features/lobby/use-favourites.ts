import { businessConstants, type GameItem } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSessionToken } from '../../lib/session-store.ts';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { favouriteIdsQuery, lobbyKeys, setFavourite } from './queries.ts';
import { createThrottle } from './throttle.ts';

export interface Favourites {
  isFavourite: (nodeId: number) => boolean;
  /** Adds or removes a game; a visitor is asked to sign in (SPEC §4 "Favourites"). */
  toggle: (game: GameItem) => void;
  isSaving: boolean;
}

/**
 * The member's favourites (SPEC §4 "Favourites"): the local list changes at once, then the server is
 * called; its answer (the ids) replaces the local list, a failure puts the previous one back. The toggle
 * runs at most once per 1000 ms; a visitor is asked to sign in.
 */
export function useFavourites(): Favourites {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { openLogin } = useAuthModals();
  const ids = useQuery(favouriteIdsQuery(token));
  const throttle = useRef(createThrottle(businessConstants.throttle.favouriteToggleMs));
  const idsKey = lobbyKeys.favouriteIds(token);

  const mutation = useMutation({
    mutationFn: ({ game, add }: { game: GameItem; add: boolean }) =>
      setFavourite(game.nodeId, add, game.vassalage, game.gameType),
    onMutate: async ({ game, add }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<number[]>(idsKey);
      const current = previous ?? [];
      const next = add ? [...new Set([...current, game.nodeId])] : current.filter((id) => id !== game.nodeId);
      queryClient.setQueryData(idsKey, next);
      return { previous };
    },
    onSuccess: (serverIds) => queryClient.setQueryData(idsKey, serverIds),
    onError: (_error, _variables, context) => queryClient.setQueryData(idsKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favourites', token] }),
  });

  const favouriteSet = new Set(ids.data ?? []);
  return {
    isFavourite: (nodeId) => favouriteSet.has(nodeId),
    toggle: (game) => {
      if (!token) {
        openLogin();
        return;
      }
      if (!throttle.current()) return;
      mutation.mutate({ game, add: !favouriteSet.has(game.nodeId) });
    },
    isSaving: mutation.isPending,
  };
}
