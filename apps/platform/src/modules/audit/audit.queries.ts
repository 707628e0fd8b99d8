import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function listAuditRows(db: Db, merchantId: number, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.merchantId, merchantId))
      .orderBy(desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(auditLog).where(eq(auditLog.merchantId, merchantId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
