import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxInsert = typeof outbox.$inferInsert;

export async function insertOutboxRow(db: Db, row: OutboxInsert): Promise<number> {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  if (!inserted) throw new Error('outbox row not inserted');
  return inserted.id;
}

export async function listOutboxRows(
  db: Db,
  merchantId: number,
  filter: { channel?: 'sms' | 'email' | undefined; recipientContains?: string | undefined },
  offset: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(outbox.merchantId, merchantId)];
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  // position() rather than LIKE, so % and _ in the search are plain characters.
  if (filter.recipientContains)
    conditions.push(sql`position(lower(${filter.recipientContains}) in lower(${outbox.recipient})) > 0`);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
