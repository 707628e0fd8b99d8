import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RoundRow } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';
import { draws, rounds, tickets, type DrawRow, type TicketRow } from '../../db/schema/index.ts';

type On = Pick<LotteryDb, 'select' | 'insert' | 'update'>;

export type NewDraw = Pick<
  DrawRow,
  'gameCode' | 'drawCode' | 'opensAt' | 'closesAt' | 'drawAt' | 'serverSeed' | 'serverSeedHash'
>;

/** Creates a draw unless one of its game at its time exists (another instance, an earlier tick). */
export async function insertDraw(db: On, draw: NewDraw): Promise<void> {
  await db
    .insert(draws)
    .values({ ...draw, state: 'open' })
    .onConflictDoNothing();
}

/** The draw of a game at a time. */
export async function drawOfGameAt(db: On, gameCode: string, drawAt: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.gameCode, gameCode), eq(draws.drawAt, drawAt)));
  return row;
}

export async function drawByCode(db: On, drawCode: string): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(eq(draws.drawCode, drawCode));
  return row;
}

/** The draw of a game taking tickets at `now`. */
export async function openDrawOf(db: On, gameCode: string, now: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.gameCode, gameCode), eq(draws.state, 'open'), sql`${draws.closesAt} > ${now}`))
    .orderBy(asc(draws.drawAt))
    .limit(1);
  return row;
}

/** The latest drawn or cancelled draws of a game, newest first. */
export function recentDraws(db: On, gameCode: string, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.gameCode, gameCode), inArray(draws.state, ['drawn', 'settled', 'cancelled'])))
    .orderBy(desc(draws.drawAt))
    .limit(limit);
}

/** Open draws whose time has come. */
export function dueDraws(db: On, now: Date): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.state, 'open'), lte(draws.drawAt, now)))
    .orderBy(asc(draws.drawAt));
}

/** Drawn or cancelled draws with tickets not yet final. */
export function unfinishedDraws(db: On): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.state, ['drawn', 'cancelled']), isNull(draws.finishedAt)))
    .orderBy(asc(draws.drawAt));
}

/**
 * Moves an open draw to `drawn` (with its numbers) or `cancelled`: answers the draw, or nothing when another
 * caller moved it first — the row lock makes the first one win, so a draw is drawn or cancelled once.
 */
export async function closeDraw(
  db: On,
  drawId: number,
  changes: { state: 'drawn'; numbers: number[] } | { state: 'cancelled' },
): Promise<DrawRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(draws)
    .set(changes.state === 'drawn' ? { ...changes, drawnAt: now } : { state: 'cancelled', cancelledAt: now })
    .where(and(eq(draws.id, drawId), eq(draws.state, 'open')))
    .returning();
  return row;
}

export async function finishDraw(db: On, draw: DrawRow): Promise<void> {
  await db
    .update(draws)
    .set({ finishedAt: new Date(), ...(draw.state === 'drawn' ? { state: 'settled' as const } : {}) })
    .where(and(eq(draws.id, draw.id), isNull(draws.finishedAt)));
}

/** The draw, locked against drawing while a ticket is written on it, if it still takes tickets. */
export async function lockDrawTakingTickets(db: On, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.state, 'open'), sql`${draws.closesAt} > now()`))
    .for('share');
  return row;
}

export async function insertTicket(db: On, ticket: TicketRow): Promise<void> {
  await db.insert(tickets).values(ticket);
}

/** The tickets of a draw, in pages of `limit` after `afterRoundId`. */
export function ticketsOfDraw(db: On, drawId: number, afterRoundId: string, limit: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.drawId, drawId), sql`${tickets.roundId} > ${afterRoundId}`))
    .orderBy(asc(tickets.roundId))
    .limit(limit);
}

/** Rounds of a draw's tickets that are not final yet (open, decided or rolling back). */
export function unfinishedTicketRounds(db: On, drawId: number, limit: number): Promise<RoundRow[]> {
  return db
    .select({ round: rounds })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .where(and(eq(tickets.drawId, drawId), inArray(rounds.state, ['open', 'decided', 'rolling_back'])))
    .orderBy(asc(rounds.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.round));
}

/** Rounds by their ids (tickets to drive after their cancellation). */
export function roundsById(db: On, roundIds: readonly string[]): Promise<RoundRow[]> {
  if (roundIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rounds)
    .where(inArray(rounds.id, [...roundIds]));
}
