import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import { betLegs, cashOuts, events, limits, markets, rounds } from '../../db/schema/index.ts';
import type { Sport } from '../../feed/feed-adapter.ts';

type On = ProviderTx | SportsbookDb;

/** The markets a slip names, with their events (locked against the feed's writes when `lock`). */
export function marketsForSlip(on: On, marketIds: string[], options: { lock: boolean }) {
  const query = on
    .select({ market: markets, event: events })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(inArray(markets.id, marketIds));
  return options.lock ? query.for('share') : query;
}
export type SlipMarket = Awaited<ReturnType<typeof marketsForSlip>>[number];

export async function insertLegs(tx: ProviderTx, legs: Array<typeof betLegs.$inferInsert>) {
  await tx.insert(betLegs).values(legs);
}

/** The limits of a currency, else the default row. */
export async function limitsFor(db: SportsbookDb, currency: string) {
  const rows = await db
    .select()
    .from(limits)
    .where(or(eq(limits.currency, currency), eq(limits.currency, '*')));
  return rows.find((row) => row.currency === currency) ?? rows[0]!;
}

/** A player's bets, newest first: accepted ones only (a debit refused or never confirmed made no bet). */
export function betsOfPlayer(db: SportsbookDb, playerKey: string, gameCodes: string[], limit: number) {
  return db
    .select()
    .from(rounds)
    .where(and(eq(rounds.playerKey, playerKey), inArray(rounds.gameCode, gameCodes), isNotNull(rounds.debitedAt)))
    .orderBy(desc(rounds.createdAt))
    .limit(limit);
}

/** The legs of bets with what they are on. */
export function legsWithEvents(db: SportsbookDb, roundIds: string[]) {
  return db
    .select({ leg: betLegs, event: events, market: markets })
    .from(betLegs)
    .innerJoin(events, eq(events.id, betLegs.eventId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(inArray(betLegs.roundId, roundIds))
    .orderBy(asc(betLegs.roundId), asc(betLegs.leg));
}

/** Upcoming and live events of some sports that still take bets, soonest first, with their markets. */
export async function openEvents(db: SportsbookDb, sports: readonly Sport[], limit: number) {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(inArray(events.sport, [...sports]), isNull(events.settledAt), inArray(events.status, ['scheduled', 'live'])),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  const offered =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(markets)
          .where(
            and(
              inArray(
                markets.eventId,
                rows.map((row) => row.id),
              ),
              ne(markets.status, 'closed'),
            ),
          )
          .orderBy(asc(markets.id));
  return rows.map((event) => ({ event, markets: offered.filter((market) => market.eventId === event.id) }));
}

/** The cash-outs of some bets (decision 0075): a bet with one is `cashed_out`. */
export function cashOutsOf(db: SportsbookDb, roundIds: string[]) {
  return roundIds.length === 0
    ? Promise.resolve([])
    : db.select({ roundId: cashOuts.roundId }).from(cashOuts).where(inArray(cashOuts.roundId, roundIds));
}
