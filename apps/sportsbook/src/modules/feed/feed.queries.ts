import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { FeedEvent } from '../../feed/feed-adapter.ts';
import type { SportsbookDb } from '../../db/database.ts';
import { events, markets } from '../../db/schema/index.ts';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Writes the feed's events and markets as they stand (one statement each). A settled event is left as it was
 * settled; a market the feed no longer offers for a listed event is closed.
 */
export async function upsertFeed(db: SportsbookDb, feedEvents: FeedEvent[]) {
  if (feedEvents.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(events)
      .values(
        feedEvents.map((event) => ({
          id: event.id,
          sport: event.sport,
          league: event.league,
          home: event.home,
          away: event.away,
          startsAt: new Date(event.startsAt),
          status: event.status,
          minute: event.minute,
          scoreHome: event.score.home,
          scoreAway: event.score.away,
          result: event.result,
          resultVersion: event.resultVersion,
        })),
      )
      .onConflictDoUpdate({
        target: events.id,
        set: {
          league: excluded('league'),
          home: excluded('home'),
          away: excluded('away'),
          startsAt: excluded('starts_at'),
          status: excluded('status'),
          minute: excluded('minute'),
          scoreHome: excluded('score_home'),
          scoreAway: excluded('score_away'),
          result: excluded('result'),
          resultVersion: excluded('result_version'),
          updatedAt: sql`now()`,
        },
        setWhere: isNull(events.settledAt),
      });
    const offered = feedEvents.flatMap((event) =>
      event.markets.map((market) => ({
        id: market.id,
        eventId: event.id,
        kind: market.kind,
        line: market.line,
        map: market.map,
        status: market.suspended ? ('suspended' as const) : ('open' as const),
        odds: market.odds,
      })),
    );
    if (offered.length > 0) {
      await tx
        .insert(markets)
        .values(offered)
        .onConflictDoUpdate({
          target: markets.id,
          set: { status: excluded('status'), odds: excluded('odds'), updatedAt: sql`now()` },
        });
    }
    await tx
      .update(markets)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            markets.eventId,
            feedEvents.map((event) => event.id),
          ),
          offered.length > 0
            ? notInArray(
                markets.id,
                offered.map((market) => market.id),
              )
            : undefined,
          sql`${markets.status} <> 'closed'`,
        ),
      );
  });
}

/** Events whose result is in (finished or cancelled) and whose legs are not yet decided. */
export async function eventsToSettle(db: SportsbookDb): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.settledAt), inArray(events.status, ['finished', 'cancelled'])))
    .orderBy(events.startsAt);
  return rows.map((row) => row.id);
}

/** An event by id (tests and the settlement's view). */
export async function eventById(db: SportsbookDb, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** The result versions the sportsbook settled some events on (decision 0083): event id → version. */
export async function settledResultVersions(db: SportsbookDb, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, version: events.resultVersion })
    .from(events)
    .where(and(inArray(events.id, eventIds), isNotNull(events.settledAt), eq(events.status, 'finished')));
  return new Map(rows.map((row) => [row.id, row.version]));
}
