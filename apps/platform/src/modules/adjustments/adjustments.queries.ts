import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { adjustmentSettings, members, walletAdjustments } from '../../db/schema/index.ts';

export type AdjustmentInsert = typeof walletAdjustments.$inferInsert;

export async function findThreshold(db: Db, merchantId: number): Promise<bigint | undefined> {
  const rows = await db
    .select({ threshold: adjustmentSettings.dualApprovalThresholdMinor })
    .from(adjustmentSettings)
    .where(eq(adjustmentSettings.merchantId, merchantId));
  return rows[0]?.threshold;
}

export async function saveThreshold(db: Db, merchantId: number, thresholdMinor: bigint): Promise<void> {
  await db
    .insert(adjustmentSettings)
    .values({ merchantId, dualApprovalThresholdMinor: thresholdMinor })
    .onConflictDoUpdate({
      target: adjustmentSettings.merchantId,
      set: { dualApprovalThresholdMinor: thresholdMinor, updatedAt: new Date() },
    });
}

/** Inserts a request; a second insert of the same (merchant, request id) inserts nothing and answers undefined. */
export async function insertAdjustment(db: Db, row: AdjustmentInsert) {
  const rows = await db.insert(walletAdjustments).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function findAdjustmentByRequestId(db: Db, merchantId: number, requestId: string) {
  const rows = await db
    .select()
    .from(walletAdjustments)
    .where(and(eq(walletAdjustments.merchantId, merchantId), eq(walletAdjustments.requestId, requestId)));
  return rows[0];
}

export async function findAdjustment(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(walletAdjustments)
    .where(and(eq(walletAdjustments.merchantId, merchantId), eq(walletAdjustments.id, id)));
  return rows[0];
}

/** The adjustment, locked for the deciding transaction (PGlite ignores the lock: one connection). */
export async function lockAdjustment(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(walletAdjustments)
    .where(and(eq(walletAdjustments.merchantId, merchantId), eq(walletAdjustments.id, id)))
    .for('update');
  return rows[0];
}

export async function updateAdjustment(
  db: Db,
  id: number,
  patch: Partial<Pick<AdjustmentInsert, 'status' | 'decidedBy' | 'decidedByName' | 'decidedAt' | 'entryId'>>,
) {
  const rows = await db.update(walletAdjustments).set(patch).where(eq(walletAdjustments.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error('adjustment vanished');
  return row;
}

export async function listAdjustmentRows(
  db: Db,
  merchantId: number,
  filter: { status?: 'pending' | 'posted' | 'rejected'; memberId?: number },
  offset: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(walletAdjustments.merchantId, merchantId)];
  if (filter.status) conditions.push(eq(walletAdjustments.status, filter.status));
  if (filter.memberId) conditions.push(eq(walletAdjustments.memberId, filter.memberId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ adjustment: walletAdjustments, username: members.username })
      .from(walletAdjustments)
      .innerJoin(members, eq(members.id, walletAdjustments.memberId))
      .where(where)
      .orderBy(desc(walletAdjustments.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(walletAdjustments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
