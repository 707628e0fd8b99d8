import { gameMaintenanceValueSchema, gameTrialLaunch, launchGame, type GameItem } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import type { PlayMode } from './game-popup-store.ts';

/**
 * One launch of a game: a call that issues a one-use token and records the play, so it is made once per
 * opening (never refetched, never retried, dropped when the popup closes). The key carries the opening's
 * id so that opening the game again launches it again. A demo opening asks for the trial launch (play money).
 */
export function launchQuery(nodeId: number, openingId: string, mode: PlayMode) {
  return queryOptions({
    queryKey: ['game-launch', nodeId, openingId, mode] as const,
    queryFn: () =>
      mode === 'demo'
        ? apiClient.call(gameTrialLaunch, { nodeId, platform: 'html5', launchMode: 'GLS', accountType: '0' })
        : apiClient.call(launchGame, { nodeId, platform: 'html5', launchMode: 'GLS', accountType: '1' }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** The popular games a launch refused for maintenance suggests, or null for any other failure (SPEC §8). */
export function maintenanceAlternatives(error: unknown): GameItem[] | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'game_under_maintenance') return null;
  const value = gameMaintenanceValueSchema.safeParse(error.value);
  return value.success ? value.data.alternatives : [];
}
