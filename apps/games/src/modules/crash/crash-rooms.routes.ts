import { rgsListRooms } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CrashService } from './crash.service.ts';

/**
 * `GET /rgs/v1/rooms` (signed by the platform): the open rooms of our multiplayer games — the crash room, where
 * its round stands (the leader's own state, the stored one on other instances) and how many bets it holds. A
 * crash game switched off has no open room.
 */
export function crashRoomListRoutes(
  binder: EndpointBinder,
  deps: { crash: CrashService; catalog: CatalogService; providerCode: string },
) {
  binder.bind(rgsListRooms, async () => {
    const none = { provider: deps.providerCode, rooms: [] };
    if (!(await deps.catalog.launchable('crash', 'real'))) return none;
    const snapshot = await deps.crash.snapshot();
    if (snapshot.type !== 'snapshot') return none;
    const { round, bets } = snapshot;
    return {
      provider: deps.providerCode,
      rooms: [
        {
          roomId: 'crash',
          gameCode: 'crash',
          phase: round.phase,
          roundNumber: round.number,
          bets: bets.length,
          bettingMsLeft: round.bettingMsLeft,
        },
      ],
    };
  });
}
