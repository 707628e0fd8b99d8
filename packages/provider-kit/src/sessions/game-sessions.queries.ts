import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ProviderDb } from '../db/provider-db.ts';
import type { ProviderTables, SessionRow } from '../db/provider-tables.ts';

type Sessions = ProviderTables['sessions'];
type NewSession = Sessions['$inferInsert'];

/** Writes a pending session under its launch token's hash; false when that token was already registered. */
export async function insertPendingSession(db: ProviderDb, sessions: Sessions, values: NewSession): Promise<boolean> {
  const inserted = await db.insert(sessions).values(values).onConflictDoNothing().returning({ id: sessions.id });
  return inserted.length > 0;
}

/** Claims a pending, unexpired session by its launch token hash (once: a second claim finds nothing). */
export async function claimPendingSession(
  db: ProviderDb,
  sessions: Sessions,
  launchTokenHash: string,
  expiresAt: Date,
): Promise<SessionRow | undefined> {
  const [claimed] = await db
    .update(sessions)
    .set({ startedAt: sql`now()`, expiresAt })
    .where(
      and(
        eq(sessions.launchTokenHash, launchTokenHash),
        isNull(sessions.startedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return claimed;
}

export async function updateSession(
  db: ProviderDb,
  sessions: Sessions,
  id: number,
  changes: Partial<NewSession>,
): Promise<SessionRow> {
  const [session] = await db.update(sessions).set(changes).where(eq(sessions.id, id)).returning();
  if (!session) throw new Error(`session ${id} vanished`);
  return session;
}

export async function frameAncestorsOfLaunch(db: ProviderDb, sessions: Sessions, launchTokenHash: string) {
  const [session] = await db
    .select({ frameAncestors: sessions.frameAncestors })
    .from(sessions)
    .where(and(eq(sessions.launchTokenHash, launchTokenHash), gt(sessions.expiresAt, sql`now()`)));
  return session?.frameAncestors ?? [];
}

export async function liveSessionByTokenHash(
  db: ProviderDb,
  sessions: Sessions,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  return session;
}
