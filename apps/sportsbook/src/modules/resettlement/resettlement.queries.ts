import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import {
  betLegs,
  betResettlements,
  cashOuts,
  events,
  markets,
  resultCorrections,
  rounds,
  type BetResettlementRow,
} from '../../db/schema/index.ts';
import type { EventResult, LegOutcome } from '../../betting/markets.ts';
import { legMerchantVoided } from '../back-office/merchant-scope.ts';

type On = ProviderTx | SportsbookDb;

/** An event locked for its correction: the feed's writes, settlement and cash-outs of its bets wait. */
export async function lockEvent(tx: ProviderTx, eventId: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

export async function recordCorrection(
  tx: ProviderTx,
  row: {
    eventId: string;
    version: number;
    previousResult: EventResult;
    result: EventResult;
    source: 'feed' | 'operator';
  },
) {
  await tx.insert(resultCorrections).values(row);
  await tx
    .update(events)
    .set({
      result: row.result,
      resultVersion: row.version,
      scoreHome: row.result.home,
      scoreAway: row.result.away,
      updatedAt: sql`now()`,
    })
    .where(eq(events.id, row.eventId));
}

/** Every leg on an event, decided or not, with its market; a leg its merchant voided (decision 0089) is left out. */
export function legsOnEvent(tx: ProviderTx, eventId: string) {
  return tx
    .select({
      roundId: betLegs.roundId,
      leg: betLegs.leg,
      selection: betLegs.selection,
      outcome: betLegs.outcome,
      kind: markets.kind,
      line: markets.line,
      map: markets.map,
    })
    .from(betLegs)
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(and(eq(betLegs.eventId, eventId), sql`not ${legMerchantVoided}`))
    .orderBy(asc(betLegs.roundId), asc(betLegs.leg));
}

/**
 * Bets already decided (settled, or decided with their credit on its way), not cashed out, locked: the ones a
 * correction may change the payout of. In id order, so two runs lock them alike.
 */
export function lockDecidedBets(tx: ProviderTx, roundIds: string[]) {
  return tx
    .select()
    .from(rounds)
    .where(
      and(
        inArray(rounds.id, roundIds),
        inArray(rounds.state, ['settled', 'decided']),
        sql`not exists (select 1 from ${cashOuts} where ${cashOuts.roundId} = ${rounds.id})`,
      ),
    )
    .orderBy(asc(rounds.id))
    .for('update');
}

/** The legs of bets, for their returns. */
export function legsOf(tx: On, roundIds: string[]) {
  return tx
    .select({ roundId: betLegs.roundId, oddsMilli: betLegs.oddsMilli, outcome: betLegs.outcome })
    .from(betLegs)
    .where(inArray(betLegs.roundId, roundIds))
    .orderBy(asc(betLegs.roundId), asc(betLegs.leg));
}

/** The latest resettlement of each bet (its settlement version and return now). */
export async function latestResettlements(on: On, roundIds: string[]): Promise<Map<string, BetResettlementRow>> {
  if (roundIds.length === 0) return new Map();
  const rows = await on
    .select()
    .from(betResettlements)
    .where(inArray(betResettlements.roundId, roundIds))
    .orderBy(asc(betResettlements.roundId), desc(betResettlements.version));
  const latest = new Map<string, BetResettlementRow>();
  for (const row of rows) if (!latest.has(row.roundId)) latest.set(row.roundId, row);
  return latest;
}

export async function insertResettlement(tx: ProviderTx, row: typeof betResettlements.$inferInsert) {
  await tx.insert(betResettlements).values(row);
}

export async function setLegOutcome(tx: ProviderTx, roundId: string, leg: number, outcome: LegOutcome) {
  await tx
    .update(betLegs)
    .set({ outcome })
    .where(and(eq(betLegs.roundId, roundId), eq(betLegs.leg, leg)));
}

/** Resettlements waiting for the wallet whose bet's own credit is confirmed, oldest bet and version first. */
export function pendingResettlements(db: SportsbookDb, limit: number) {
  return db
    .select({ resettlement: betResettlements, round: rounds })
    .from(betResettlements)
    .innerJoin(rounds, eq(rounds.id, betResettlements.roundId))
    .where(and(eq(betResettlements.state, 'pending'), eq(rounds.state, 'settled')))
    .orderBy(asc(betResettlements.roundId), asc(betResettlements.version))
    .limit(limit);
}

export async function finishResettlement(
  db: SportsbookDb,
  key: { roundId: string; version: number },
  changes: { state: 'pending' | 'done' | 'refused'; debtMinor?: bigint; lastError?: string | null },
) {
  await db
    .update(betResettlements)
    .set({ ...changes, ...(changes.state === 'pending' ? {} : { doneAt: sql`now()` }) })
    .where(
      and(
        eq(betResettlements.roundId, key.roundId),
        eq(betResettlements.version, key.version),
        eq(betResettlements.state, 'pending'),
      ),
    );
}

/** The corrections of some events with the resettlements of some bets (my bets' history). */
export async function historyOf(db: SportsbookDb, eventIds: string[], roundIds: string[]) {
  if (eventIds.length === 0) return { corrections: [], resettlements: [] };
  const corrections = await db
    .select()
    .from(resultCorrections)
    .where(inArray(resultCorrections.eventId, eventIds))
    .orderBy(asc(resultCorrections.createdAt), asc(resultCorrections.version));
  const resettlements =
    corrections.length === 0 || roundIds.length === 0
      ? []
      : await db
          .select()
          .from(betResettlements)
          .where(inArray(betResettlements.roundId, roundIds))
          .orderBy(asc(betResettlements.version));
  return { corrections, resettlements };
}
