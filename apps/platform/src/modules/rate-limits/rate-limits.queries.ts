import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimits } from '../../db/schema/index.ts';

const windowInterval = (windowMs: number) => sql`(${windowMs}::double precision * interval '1 millisecond')`;

/**
 * Counts one hit in one statement: a new key starts at 1, a key whose window has run out restarts at 1 with a
 * new window, any other key adds 1. The database clock decides, so every instance shares one count.
 */
export async function countHit(db: Db, key: string, windowMs: number) {
  const expired = sql`${rateLimits.windowStartedAt} + ${windowInterval(windowMs)} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      resetInMs: sql<number>`(extract(epoch from ${rateLimits.windowStartedAt} + ${windowInterval(windowMs)} - now()) * 1000)::float8`,
    });
  const row = rows[0];
  if (!row) throw new Error(`rate limit ${key} not counted`);
  return row;
}

/** The current window of a key, or nothing when it has none or it has run out. */
export async function readWindow(db: Db, key: string, windowMs: number) {
  const rows = await db
    .select({
      hits: rateLimits.hits,
      resetAt: sql<Date>`${rateLimits.windowStartedAt} + ${windowInterval(windowMs)}`.mapWith(
        rateLimits.windowStartedAt,
      ),
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStartedAt} + ${windowInterval(windowMs)} > now()`);
  return rows[0];
}

export async function deleteWindowsStartedBefore(db: Db, ageMs: number): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - ${windowInterval(ageMs)}`))
    .returning({ key: rateLimits.key });
  return rows.length;
}
