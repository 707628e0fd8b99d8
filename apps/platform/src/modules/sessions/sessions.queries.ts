import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberSessions, members } from '../../db/schema/index.ts';

export async function insertSession(db: Db, row: typeof memberSessions.$inferInsert) {
  await db.insert(memberSessions).values(row);
}

/** A live session slid forward, with its member, in one round trip for the update. */
export async function touchSession(db: Db, tokenHash: string, ttlMs: number) {
  const rows = await db
    .update(memberSessions)
    .set({
      lastSeenAt: sql`now()`,
      expiresAt: sql`now() + ${`${Math.round(ttlMs / 1000)} seconds`}::interval`,
    })
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: memberSessions.id,
      memberId: memberSessions.memberId,
      merchantId: memberSessions.merchantId,
      firstLogin: memberSessions.firstLogin,
    });
  return rows[0];
}

export async function revokeByHash(db: Db, tokenHash: string) {
  await db
    .update(memberSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
}

export async function revokeById(db: Db, memberId: number, sessionId: string) {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(memberSessions.memberId, memberId), eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)),
    )
    .returning({ id: memberSessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a member, except one (the caller's) when given. */
export async function revokeAllOf(db: Db, memberId: number, exceptTokenHash?: string) {
  await db
    .update(memberSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        exceptTokenHash ? ne(memberSessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

export function listLiveSessions(db: Db, memberId: number) {
  return db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(memberSessions.lastSeenAt));
}

export async function findMemberForSession(db: Db, memberId: number) {
  const rows = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0];
}

/** Which of these sessions are still live (neither revoked nor expired); does not slide them. */
export async function findLiveSessionIds(db: Db, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(
      and(
        inArray(memberSessions.id, sessionIds),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.id);
}
