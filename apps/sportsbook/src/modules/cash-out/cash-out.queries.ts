import { eq, inArray } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import { betLegs, cashOuts, events, markets, rounds } from '../../db/schema/index.ts';

type On = ProviderTx | SportsbookDb;

/** A bet's legs with their markets and events as they are now. */
export function legsForCashOut(on: On, roundId: string) {
  return on
    .select({ leg: betLegs, market: markets, event: events })
    .from(betLegs)
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .innerJoin(events, eq(events.id, betLegs.eventId))
    .where(eq(betLegs.roundId, roundId))
    .orderBy(betLegs.leg);
}

export type CashOutLegRow = Awaited<ReturnType<typeof legsForCashOut>>[number];

/**
 * Holds a bet's events and markets `for share`: the feed's price or suspension and a settlement's claim of an event
 * wait for the cash-out, or the cash-out waits for them. Events first, then markets, each by id, then (the caller)
 * the round — the order the feed and settlement take them in, so none of them deadlocks another.
 */
export async function lockEventsAndMarkets(tx: ProviderTx, eventIds: string[], marketIds: string[]) {
  if (eventIds.length === 0) return;
  await tx.select({ id: events.id }).from(events).where(inArray(events.id, eventIds)).orderBy(events.id).for('share');
  await tx
    .select({ id: markets.id })
    .from(markets)
    .where(inArray(markets.id, marketIds))
    .orderBy(markets.id)
    .for('share');
}

/** The round of a bet, locked against a concurrent settlement or a second cash-out. */
export async function lockBetRound(tx: ProviderTx, roundId: string) {
  const [round] = await tx.select().from(rounds).where(eq(rounds.id, roundId)).for('update');
  return round;
}

export async function roundById(db: SportsbookDb, roundId: string) {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, roundId));
  return round;
}

export async function insertCashOut(tx: ProviderTx, row: typeof cashOuts.$inferInsert) {
  await tx.insert(cashOuts).values(row);
}
