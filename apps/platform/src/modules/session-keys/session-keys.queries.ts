import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { encryptedRequestNonces, rsaKeys } from '../../db/schema/index.ts';

export async function newestKeys(db: Db, limit: number) {
  return db.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt)).limit(limit);
}

export async function findKey(db: Db, id: string) {
  const rows = await db.select().from(rsaKeys).where(eq(rsaKeys.id, id)).limit(1);
  return rows[0];
}

export async function insertKey(db: Db, row: typeof rsaKeys.$inferInsert) {
  await db.insert(rsaKeys).values(row).onConflictDoNothing();
}

/** Records a nonce once: true when it is new, false when some request (on any instance) already used it. */
export async function claimNonce(db: Db, nonce: string, forgetAt: Date): Promise<boolean> {
  const rows = await db
    .insert(encryptedRequestNonces)
    .values({ nonce, forgetAt })
    .onConflictDoNothing()
    .returning({ nonce: encryptedRequestNonces.nonce });
  return rows.length === 1;
}

/** Forgets the nonces whose timestamps went stale by `now`. */
export async function pruneNonces(db: Db, now: Date): Promise<void> {
  await db.delete(encryptedRequestNonces).where(lt(encryptedRequestNonces.forgetAt, now));
}
