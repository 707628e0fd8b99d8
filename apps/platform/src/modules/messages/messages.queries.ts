import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberMessages } from '../../db/schema/index.ts';

export async function insertMessage(tx: Db, row: typeof memberMessages.$inferInsert): Promise<void> {
  await tx.insert(memberMessages).values(row);
}

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

export async function listMessages(db: Db, memberId: number, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, memberId))
      .orderBy(desc(memberMessages.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(memberMessages).where(eq(memberMessages.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks a message of this member read; false when the member has no such message. */
export async function markRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(memberMessages)
    .set({ readAt: sql`coalesce(${memberMessages.readAt}, now())` })
    .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.id, id)))
    .returning({ id: memberMessages.id });
  return rows.length > 0;
}
