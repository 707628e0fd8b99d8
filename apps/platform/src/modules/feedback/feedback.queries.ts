import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, type FeedbackRow } from '../../db/schema/index.ts';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert): Promise<number> {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return (created as { id: number }).id;
}

export async function listFeedbackRows(
  db: Db,
  merchantId: number,
  status: 'open' | 'answered' | undefined,
  offset: number,
  limit: number,
) {
  const where = and(eq(feedback.merchantId, merchantId), status ? eq(feedback.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(feedback).where(where).orderBy(desc(feedback.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lockFeedback(tx: Db, merchantId: number, id: number): Promise<FeedbackRow | undefined> {
  const rows = await tx
    .select()
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
    .for('update');
  return rows[0];
}

export async function saveAnswer(tx: Db, id: number, answer: string, answeredBy: string): Promise<FeedbackRow> {
  const [row] = await tx
    .update(feedback)
    .set({ status: 'answered', answer, answeredBy, answeredAt: sql`now()` })
    .where(eq(feedback.id, id))
    .returning();
  return row as FeedbackRow;
}
