import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import { betLegs, events, markets, rounds } from '../../db/schema/index.ts';
import type { LegOutcome } from '../../betting/markets.ts';

type Tx = ProviderTx | SportsbookDb;

/** Takes an event with its result in for settlement, once: null when it is not due or another run took it. */
export async function claimEvent(tx: Tx, eventId: string) {
  const [event] = await tx
    .update(events)
    .set({ settledAt: sql`now()` })
    .where(and(eq(events.id, eventId), isNull(events.settledAt), inArray(events.status, ['finished', 'cancelled'])))
    .returning();
  return event;
}

/**
 * The undecided legs on an event, with their markets. No lock needed: once the event is claimed, placement (which
 * reads the event under a share lock) refuses new legs on it.
 */
export function undecidedLegsOf(tx: Tx, eventId: string) {
  return tx
    .select({
      roundId: betLegs.roundId,
      leg: betLegs.leg,
      selection: betLegs.selection,
      kind: markets.kind,
      line: markets.line,
      map: markets.map,
    })
    .from(betLegs)
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(and(eq(betLegs.eventId, eventId), isNull(betLegs.outcome)));
}

export async function setLegOutcome(tx: Tx, roundId: string, leg: number, outcome: LegOutcome) {
  await tx
    .update(betLegs)
    .set({ outcome })
    .where(and(eq(betLegs.roundId, roundId), eq(betLegs.leg, leg)));
}

/** Every leg of the bets. */
export function legsOfRounds(tx: Tx, roundIds: string[]) {
  return tx
    .select({ roundId: betLegs.roundId, oddsMilli: betLegs.oddsMilli, outcome: betLegs.outcome })
    .from(betLegs)
    .where(inArray(betLegs.roundId, roundIds))
    .orderBy(betLegs.roundId, betLegs.leg);
}

export function roundsByIds(db: SportsbookDb, roundIds: string[]) {
  return db.select().from(rounds).where(inArray(rounds.id, roundIds));
}
