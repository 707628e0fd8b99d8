import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginThrottles } from '../../db/schema/index.ts';

export type ThrottleScope = (typeof loginThrottles.$inferSelect)['scope'];

const subjectIs = (merchantId: number, scope: ThrottleScope, subject: string) =>
  and(eq(loginThrottles.merchantId, merchantId), eq(loginThrottles.scope, scope), eq(loginThrottles.subject, subject));

const interval = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** The live counters of some subjects: a row whose window ran out (and whose lock, if any, is over) reads as none. */
export async function readThrottles(
  db: Db,
  merchantId: number,
  subjects: { scope: ThrottleScope; subject: string }[],
  windowMs: number,
) {
  const live = sql`(${loginThrottles.windowStartedAt} + ${interval(windowMs)} > now() or ${loginThrottles.lockedUntil} > now())`;
  return db
    .select({
      scope: loginThrottles.scope,
      subject: loginThrottles.subject,
      failures: loginThrottles.failures,
      lastFailureAt: loginThrottles.lastFailureAt,
      lockedUntil: loginThrottles.lockedUntil,
      now: sql<Date>`now()`.mapWith(loginThrottles.lastFailureAt),
    })
    .from(loginThrottles)
    .where(
      and(
        eq(loginThrottles.merchantId, merchantId),
        or(...subjects.map((s) => and(eq(loginThrottles.scope, s.scope), eq(loginThrottles.subject, s.subject)))),
        live,
      ),
    );
}

/**
 * Counts one failure in one statement, so concurrent failures on several instances lose no count: a new subject or
 * one whose window (and lock) ran out starts again at 1; reaching `lockAfter` locks it until now + `lockMs`.
 */
export async function countFailure(
  db: Db,
  row: { merchantId: number; scope: ThrottleScope; subject: string },
  rule: { windowMs: number; lockAfter: number | null; lockMs: number },
) {
  const expired = sql`(${loginThrottles.windowStartedAt} + ${interval(rule.windowMs)} <= now() and coalesce(${loginThrottles.lockedUntil} <= now(), true))`;
  const next = sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`;
  const lockAfter = rule.lockAfter ?? 2_147_483_647;
  const rows = await db
    .insert(loginThrottles)
    .values({
      ...row,
      failures: 1,
      windowStartedAt: sql`now()`,
      lastFailureAt: sql`now()`,
      lockedUntil: lockAfter <= 1 ? sql`now() + ${interval(rule.lockMs)}` : null,
    })
    .onConflictDoUpdate({
      target: [loginThrottles.merchantId, loginThrottles.scope, loginThrottles.subject],
      set: {
        failures: next,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottles.windowStartedAt} end`,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${next} >= ${lockAfter} then now() + ${interval(rule.lockMs)} when ${expired} then null else ${loginThrottles.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
  const counted = rows[0];
  if (!counted) throw new Error(`login failure of ${row.scope} not counted`);
  return counted;
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearThrottle(db: Db, merchantId: number, scope: ThrottleScope, subject: string) {
  await db.delete(loginThrottles).where(subjectIs(merchantId, scope, subject));
}

export async function listLocked(db: Db, merchantId: number) {
  return db
    .select()
    .from(loginThrottles)
    .where(and(eq(loginThrottles.merchantId, merchantId), gt(loginThrottles.lockedUntil, sql`now()`)))
    .orderBy(loginThrottles.lockedUntil);
}

/** Lifts a live lock and forgets the failures behind it; the row as it was, or nothing when there was no lock. */
export async function liftLock(db: Db, merchantId: number, scope: ThrottleScope, subject: string) {
  const rows = await db
    .delete(loginThrottles)
    .where(and(subjectIs(merchantId, scope, subject), gt(loginThrottles.lockedUntil, sql`now()`)))
    .returning();
  return rows[0];
}

/** Deletes counters whose window and lock ended long ago; for the periodic prune job. */
export async function deleteStaleThrottles(db: Db, ageMs: number) {
  const rows = await db
    .delete(loginThrottles)
    .where(
      sql`${loginThrottles.lastFailureAt} < now() - ${interval(ageMs)} and coalesce(${loginThrottles.lockedUntil} < now(), true)`,
    )
    .returning({ subject: loginThrottles.subject });
  return rows.length;
}
