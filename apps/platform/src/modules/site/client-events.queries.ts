import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clientEvents } from '../../db/schema/index.ts';

export function insertClientEvents(db: Db, rows: Array<typeof clientEvents.$inferInsert>) {
  return db.insert(clientEvents).values(rows);
}

/** Deletes a merchant's events older than its newest `keep` (the index on merchant and id finds the cut). */
export async function trimClientEvents(db: Db, merchantId: number, keep: number): Promise<void> {
  const [cut] = await db
    .select({ id: clientEvents.id })
    .from(clientEvents)
    .where(eq(clientEvents.merchantId, merchantId))
    .orderBy(sql`${clientEvents.id} desc`)
    .offset(keep - 1)
    .limit(1);
  if (cut)
    await db.delete(clientEvents).where(and(eq(clientEvents.merchantId, merchantId), lt(clientEvents.id, cut.id)));
}
