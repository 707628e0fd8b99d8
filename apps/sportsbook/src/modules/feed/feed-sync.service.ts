import type { FeedAdapter } from '../../feed/feed-adapter.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { SettlementService } from '../settlement/settlement.service.ts';
import { eventsToSettle, upsertFeed } from './feed.queries.ts';

/**
 * Reads the feed and brings the sportsbook up to it (decision 0057): events, markets, prices, suspensions, scores,
 * then settles every event whose result came in. Run periodically (SPORTSBOOK_FEED_POLL_MS) and at start.
 */
export function createFeedSync(db: SportsbookDb, deps: { feed: FeedAdapter; settlement: SettlementService }) {
  return {
    async sync(): Promise<{ events: number; settled: number }> {
      const snapshot = await deps.feed.snapshot();
      await upsertFeed(db, snapshot.events);
      let settled = 0;
      for (const eventId of await eventsToSettle(db)) settled += (await deps.settlement.settleEvent(eventId)).bets;
      return { events: snapshot.events.length, settled };
    },
  };
}

export type FeedSync = ReturnType<typeof createFeedSync>;
