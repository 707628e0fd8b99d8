import { and, desc, eq } from 'drizzle-orm';
import type { LotteryDb } from '../../db/database.ts';
import { draws, rounds, tickets } from '../../db/schema/index.ts';

type On = Pick<LotteryDb, 'select'>;

/** A player's latest tickets of a game with their rounds (state, stake, win) and draws. */
export function playerTickets(db: On, playerKey: string, gameCode: string, limit: number) {
  return db
    .select({ ticket: tickets, round: rounds, drawCode: draws.drawCode })
    .from(rounds)
    .innerJoin(tickets, eq(tickets.roundId, rounds.id))
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(and(eq(rounds.playerKey, playerKey), eq(rounds.gameCode, gameCode)))
    .orderBy(desc(rounds.createdAt))
    .limit(limit);
}

/** One ticket with its round and draw code. */
export async function ticketOf(db: On, roundId: string) {
  const [row] = await db
    .select({ ticket: tickets, round: rounds, drawCode: draws.drawCode })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(eq(tickets.roundId, roundId));
  return row;
}
