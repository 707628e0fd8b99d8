import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LotteryDb } from '../../db/database.ts';
import { chases, draws, rounds, tickets, type ChaseRow } from '../../db/schema/index.ts';

type On = Pick<LotteryDb, 'select' | 'insert' | 'update'>;

export type NewChase = Omit<ChaseRow, 'createdAt' | 'endedAt'>;

/** Writes a chase unless the session sent its request before: answers it when written, nothing otherwise. */
export async function insertChase(db: On, chase: NewChase): Promise<ChaseRow | undefined> {
  const [row] = await db.insert(chases).values(chase).onConflictDoNothing().returning();
  return row;
}

export async function chaseByRequest(db: On, sessionId: number, requestId: string): Promise<ChaseRow | undefined> {
  const [row] = await db
    .select()
    .from(chases)
    .where(and(eq(chases.sessionId, sessionId), eq(chases.requestId, requestId)));
  return row;
}

/** A player's own chase of a game, locked against a second cancellation; none when it is not theirs. */
export async function lockPlayerChase(db: On, chaseId: string, playerKey: string, gameCode: string) {
  const [row] = await db
    .select()
    .from(chases)
    .where(and(eq(chases.id, chaseId), eq(chases.playerKey, playerKey), eq(chases.gameCode, gameCode)))
    .for('update');
  return row;
}

export async function endChase(db: On, chaseId: string, state: 'stopped' | 'cancelled'): Promise<void> {
  await db
    .update(chases)
    .set({ state, endedAt: new Date() })
    .where(and(eq(chases.id, chaseId), eq(chases.state, 'running')));
}

export function playerChases(db: On, playerKey: string, gameCode: string, limit: number): Promise<ChaseRow[]> {
  return db
    .select()
    .from(chases)
    .where(and(eq(chases.playerKey, playerKey), eq(chases.gameCode, gameCode)))
    .orderBy(desc(chases.createdAt))
    .limit(limit);
}

/** The tickets of chases with their rounds' state and win and their draws, in draw order. */
export function ticketsOfChases(db: On, chaseIds: string[]) {
  if (chaseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      chaseId: tickets.chaseId,
      roundId: tickets.roundId,
      roundState: rounds.state,
      winMinor: rounds.winMinor,
      drawCode: draws.drawCode,
      drawState: draws.state,
    })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(inArray(tickets.chaseId, chaseIds))
    .orderBy(asc(draws.drawAt));
}

/**
 * The chase tickets' rounds that can still be refunded: open, on a draw not drawn yet — for the player's
 * cancellation only on draws that still take tickets (`takingTickets`), the draws locked against their drawing.
 */
export async function undrawnChaseRounds(db: On, chaseIds: string[], takingTickets: boolean): Promise<string[]> {
  if (chaseIds.length === 0) return [];
  const rows = await db
    .select({ roundId: tickets.roundId, drawId: tickets.drawId })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .where(and(inArray(tickets.chaseId, chaseIds), eq(rounds.state, 'open')));
  if (rows.length === 0) return [];
  const undrawn = await db
    .select({ id: draws.id })
    .from(draws)
    .where(
      and(
        inArray(draws.id, [...new Set(rows.map((row) => row.drawId))]),
        eq(draws.state, 'open'),
        takingTickets ? sql`${draws.closesAt} > now()` : undefined,
      ),
    )
    .for('share');
  const open = new Set(undrawn.map((draw) => draw.id));
  return rows.filter((row) => open.has(row.drawId)).map((row) => row.roundId);
}

/**
 * Stops, inside a draw's transaction (its tickets just decided), the running stop-on-win chases that won on it:
 * answers their ids.
 */
export async function stopWinningChases(db: On, drawId: number): Promise<string[]> {
  const won = db
    .select({ chaseId: tickets.chaseId })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .where(and(eq(tickets.drawId, drawId), isNotNull(tickets.chaseId), sql`${rounds.winMinor} > 0`));
  const rows = await db
    .update(chases)
    .set({ state: 'stopped', endedAt: new Date() })
    .where(and(eq(chases.state, 'running'), eq(chases.stopOnWin, true), inArray(chases.id, won)))
    .returning({ id: chases.id });
  return rows.map((row) => row.id);
}
