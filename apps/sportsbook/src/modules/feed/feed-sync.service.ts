import type { FeedAdapter } from '../../feed/feed-adapter.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { CockfightFeed } from '../cockfight/cockfight-feed.service.ts';
import type { ResettlementService } from '../resettlement/resettlement.service.ts';
import type { SettlementService } from '../settlement/settlement.service.ts';
import { eventsToSettle, settledResultVersions, upsertFeed } from './feed.queries.ts';

/**
 * Reads the feed and brings the sportsbook up to it (decision 0057): events, markets, prices, suspensions, scores,
 * then settles every event whose result came in, then resettles every settled event whose result the feed
 * corrected (a higher `resultVersion`, decision 0083); then the cockfight arenas and fights (decision 0072). Run
 * periodically (SPORTSBOOK_FEED_POLL_MS) and at start.
 */
export function createFeedSync(
  db: SportsbookDb,
  deps: {
    feed: FeedAdapter;
    settlement: SettlementService;
    resettlement: ResettlementService;
    cockfight: CockfightFeed;
  },
) {
  return {
    async sync(): Promise<{ events: number; settled: number }> {
      const snapshot = await deps.feed.snapshot();
      await upsertFeed(db, snapshot.events);
      let settled = 0;
      for (const eventId of await eventsToSettle(db)) settled += (await deps.settlement.settleEvent(eventId)).bets;
      const corrected = snapshot.events.filter((event) => event.result !== null && event.resultVersion > 1);
      const versions = await settledResultVersions(
        db,
        corrected.map((event) => event.id),
      );
      await deps.resettlement.fromFeed(
        corrected.flatMap((event) => {
          const settledOn = versions.get(event.id);
          return settledOn !== undefined && event.resultVersion > settledOn && event.result
            ? [{ eventId: event.id, version: event.resultVersion, result: event.result, source: 'feed' as const }]
            : [];
        }),
      );
      settled += (await deps.cockfight.sync(snapshot.fights, snapshot.at)).settled;
      return { events: snapshot.events.length, settled };
    },
  };
}

export type FeedSync = ReturnType<typeof createFeedSync>;
