import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LotteryDb } from '../../db/database.ts';
import { draws, type DrawRow } from '../../db/schema/index.ts';

type On = Pick<LotteryDb, 'select'>;

/** A game's draws not drawn yet (taking tickets, or closed and waiting for their time), soonest first. */
export function upcomingDraws(db: On, gameCode: string, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.gameCode, gameCode), eq(draws.state, 'open')))
    .orderBy(asc(draws.drawAt))
    .limit(limit);
}

/** A game's drawn or cancelled draws, newest first. */
export function pastDraws(db: On, gameCode: string, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.gameCode, gameCode), inArray(draws.state, ['drawn', 'settled', 'cancelled'])))
    .orderBy(desc(draws.drawAt))
    .limit(limit);
}

/** A draw locked against its drawing for the length of a merchant's cancellation. */
export async function lockDraw(db: On, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(eq(draws.id, drawId)).for('update');
  return row;
}
