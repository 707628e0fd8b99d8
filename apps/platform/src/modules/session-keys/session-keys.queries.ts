import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rsaKeys } from '../../db/schema/index.ts';

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
