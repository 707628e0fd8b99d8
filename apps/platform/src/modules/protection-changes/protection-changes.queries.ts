import { and, count, desc, eq, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { ProtectedSettingsKind } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { operators, protectionChanges } from '../../db/schema/index.ts';

export type ProtectionChangeInsert = typeof protectionChanges.$inferInsert;
export type ProtectionChangeStatus = 'pending' | 'applied' | 'cancelled';

/** Inserts a pending change; answers undefined when one of that kind is pending already (unique index). */
export async function insertPendingChange(db: Db, row: ProtectionChangeInsert) {
  const rows = await db.insert(protectionChanges).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function findPendingChange(db: Db, merchantId: number, kind: ProtectedSettingsKind) {
  const rows = await db
    .select()
    .from(protectionChanges)
    .where(
      and(
        eq(protectionChanges.merchantId, merchantId),
        eq(protectionChanges.kind, kind),
        eq(protectionChanges.status, 'pending'),
      ),
    );
  return rows[0];
}

/** The change, locked for the deciding transaction (PGlite ignores the lock: one connection). */
export async function lockChange(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(protectionChanges)
    .where(and(eq(protectionChanges.merchantId, merchantId), eq(protectionChanges.id, id)))
    .for('update');
  return rows[0];
}

export async function closeChange(
  db: Db,
  id: number,
  decision: { status: 'applied' | 'cancelled'; decidedBy: number | null; decidedByName: string; decidedAt: Date },
) {
  const rows = await db
    .update(protectionChanges)
    .set(decision)
    .where(and(eq(protectionChanges.id, id), eq(protectionChanges.status, 'pending')))
    .returning();
  const row = rows[0];
  if (!row) throw new Error('protection change no longer pending');
  return row;
}

/** Pending changes whose delay is over, of every merchant. */
export async function findDueChanges(db: Db, now: Date) {
  return db
    .select({ id: protectionChanges.id, merchantId: protectionChanges.merchantId })
    .from(protectionChanges)
    .where(
      and(
        eq(protectionChanges.status, 'pending'),
        isNotNull(protectionChanges.effectiveAt),
        lte(protectionChanges.effectiveAt, now),
      ),
    )
    .orderBy(protectionChanges.id);
}

export async function countOtherActiveOwners(db: Db, merchantId: number, operatorId: number) {
  const rows = await db
    .select({ total: count() })
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.role, 'owner'),
        eq(operators.status, 'active'),
        ne(operators.id, operatorId),
      ),
    );
  return rows[0]?.total ?? 0;
}

export async function listChangeRows(
  db: Db,
  merchantId: number,
  status: ProtectionChangeStatus | undefined,
  offset: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(protectionChanges.merchantId, merchantId)];
  if (status) conditions.push(eq(protectionChanges.status, status));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(protectionChanges).where(where).orderBy(desc(protectionChanges.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(protectionChanges).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
