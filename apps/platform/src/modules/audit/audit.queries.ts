import { and, count, desc, eq, gte, ilike, like, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Who, what and when to keep of the audit trail (decision 0068); every part optional. */
export interface AuditFilter {
  /** Part of the actor's name, any case. */
  actor?: string | undefined;
  /** Part of the target (`operator:ana`, `role:Cajero`), any case. */
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** `LIKE` reads `%`, `_` and `\` as patterns: a typed text is matched as it is. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of a merchant's audit rows, newest first; with `actionPrefixes`, only actions starting with one of them;
 * `filter` keeps who, what and when.
 */
export async function listAuditRows(
  db: Db,
  merchantId: number,
  offset: number,
  limit: number,
  actionPrefixes: readonly string[] = [],
  filter: AuditFilter = {},
) {
  const where = and(
    eq(auditLog.merchantId, merchantId),
    actionPrefixes.length > 0 ? or(...actionPrefixes.map((p) => like(auditLog.action, `${literal(p)}%`))) : undefined,
    filter.actor ? ilike(auditLog.actorName, `%${literal(filter.actor)}%`) : undefined,
    filter.target ? ilike(auditLog.target, `%${literal(filter.target)}%`) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
