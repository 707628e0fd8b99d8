import { and, count, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** A page of a merchant's audit rows, newest first; with `actionPrefixes`, only actions starting with one of them. */
export async function listAuditRows(
  db: Db,
  merchantId: number,
  offset: number,
  limit: number,
  actionPrefixes: readonly string[] = [],
) {
  const where = and(
    eq(auditLog.merchantId, merchantId),
    actionPrefixes.length > 0 ? or(...actionPrefixes.map((p) => like(auditLog.action, `${p}%`))) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
