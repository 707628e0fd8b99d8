import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginChallenges } from '../../db/schema/index.ts';

export async function insertChallenge(db: Db, row: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(row);
}

export async function findLiveChallenge(db: Db, merchantId: number, id: string) {
  const rows = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.merchantId, merchantId),
        eq(loginChallenges.id, id),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function countChallengeAttempt(db: Db, id: string) {
  await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.id, id));
}

/** Consumes the challenge once; false when another request got there first. */
export async function consumeChallenge(db: Db, id: string) {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}
