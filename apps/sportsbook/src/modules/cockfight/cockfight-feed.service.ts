import type { FeedFight } from '../../feed/feed-adapter.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { CockfightSettlement } from './cockfight-settlement.service.ts';
import {
  cancelDroppedFeedFights,
  closeExpiredOperatorWindows,
  feedArenas,
  upsertFeedFights,
} from './cockfight.queries.ts';

/**
 * Brings the fights up to the feed (decision 0072), run by the feed sync after the events: the feed's arenas and
 * fights as they stand — their times moved onto our clock (`at` is the feed's now), so a window closes here when
 * it closes at the feed —, fights the feed dropped before its listed ones cancelled, operators' windows past their
 * time closed; then every fight whose result is in is settled.
 */
export function createCockfightFeed(db: SportsbookDb, deps: { settlement: CockfightSettlement }) {
  return {
    async sync(fights: FeedFight[], feedAt: string): Promise<{ settled: number }> {
      const now = Date.now();
      const local = (iso: string) => new Date(now + (Date.parse(iso) - Date.parse(feedAt)));
      await db.transaction(async (tx) => {
        const arenas = [...new Map(fights.map((fight) => [fight.arenaId, fight.arenaName])).entries()];
        const feeds = await feedArenas(
          tx,
          arenas.map(([id, name]) => ({ id, name })),
        );
        const listed = fights.filter((fight) => feeds.has(fight.arenaId));
        await upsertFeedFights(
          tx,
          listed.map((fight) => ({
            id: fight.id,
            arenaId: fight.arenaId,
            number: fight.number,
            meron: fight.meron,
            wala: fight.wala,
            state: fight.state,
            meronOdds: fight.odds.meron,
            walaOdds: fight.odds.wala,
            drawOdds: fight.odds.draw,
            startsAt: local(fight.opensAt),
            closesAt: local(fight.closesAt),
            result: fight.state === 'settled' ? fight.result : null,
          })),
        );
        if (listed.length > 0) {
          const earliest = Math.min(...listed.map((fight) => Date.parse(fight.opensAt)));
          await cancelDroppedFeedFights(
            tx,
            [...feeds],
            listed.map((fight) => fight.id),
            local(new Date(earliest).toISOString()),
          );
        }
        await closeExpiredOperatorWindows(tx, new Date(now));
      });
      return { settled: await deps.settlement.settlePending() };
    },
  };
}

export type CockfightFeed = ReturnType<typeof createCockfightFeed>;
