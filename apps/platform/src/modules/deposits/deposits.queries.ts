import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  depositProofs,
  deposits,
  gatewayCallbacks,
  members,
  operators,
  paymentChannels,
  type DepositRow,
  type PaymentChannelRow,
} from '../../db/schema/index.ts';

export type PaymentChannelInsert = typeof paymentChannels.$inferInsert;
export type PaymentChannelPatch = Partial<Omit<PaymentChannelInsert, 'id' | 'merchantId' | 'code' | 'createdAt'>>;

export async function listChannelRows(db: Db, merchantId: number, onlyEnabled: boolean): Promise<PaymentChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), onlyEnabled ? eq(paymentChannels.enabled, true) : undefined))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function findChannelByCode(db: Db, merchantId: number, code: string) {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, code)))
    .limit(1);
  return rows[0];
}

export async function findChannelById(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
    .limit(1);
  return rows[0];
}

/** Inserts a channel; undefined when the code is taken in the merchant. */
export async function insertChannel(db: Db, values: PaymentChannelInsert) {
  const rows = await db.insert(paymentChannels).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateChannel(db: Db, merchantId: number, id: number, patch: PaymentChannelPatch) {
  const rows = await db
    .update(paymentChannels)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
    .returning();
  return rows[0];
}

export type DepositInsert = typeof deposits.$inferInsert;

export async function insertDeposit(db: Db, values: DepositInsert): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(values).returning();
  if (!row) throw new Error('deposit not stored');
  return row;
}

export async function insertProof(db: Db, depositId: number, contentType: 'image/png' | 'image/jpeg', bytes: Buffer) {
  await db.insert(depositProofs).values({ depositId, contentType, bytes, sizeBytes: bytes.length });
}

/** A deposit with its channel, the member's username and the reviewer's name. */
const depositView = {
  deposit: deposits,
  channelCode: paymentChannels.code,
  channelKind: paymentChannels.kind,
  username: members.username,
  reviewedBy: operators.username,
  hasProof: sql<boolean>`exists (select 1 from platform.deposit_proofs p where p.deposit_id = ${deposits.id})`,
};

export type DepositView = {
  deposit: DepositRow;
  channelCode: string;
  channelKind: PaymentChannelRow['kind'];
  username: string;
  reviewedBy: string | null;
  hasProof: boolean;
};

function selectDepositViews(db: Db) {
  return db
    .select(depositView)
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .leftJoin(operators, eq(operators.id, deposits.reviewedByOperatorId));
}

export async function findDepositView(db: Db, merchantId: number, id: number): Promise<DepositView | undefined> {
  const rows = await selectDepositViews(db)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)))
    .limit(1);
  return rows[0];
}

export interface DepositFilter {
  memberId?: number;
  status?: DepositRow['status'];
  channelCode?: string;
  username?: string;
  from?: Date;
  to?: Date;
}

function filterOf(merchantId: number, filter: DepositFilter) {
  return and(
    eq(deposits.merchantId, merchantId),
    filter.memberId !== undefined ? eq(deposits.memberId, filter.memberId) : undefined,
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.channelCode ? eq(paymentChannels.code, filter.channelCode) : undefined,
    filter.username ? sql`lower(${members.username}) = lower(${filter.username})` : undefined,
    filter.from ? gte(deposits.createdAt, filter.from) : undefined,
    filter.to ? lt(deposits.createdAt, filter.to) : undefined,
  );
}

export async function searchDepositViews(
  db: Db,
  merchantId: number,
  filter: DepositFilter,
  offset: number,
  limit: number,
): Promise<{ rows: DepositView[]; total: number }> {
  const where = filterOf(merchantId, filter);
  const [rows, totals] = await Promise.all([
    selectDepositViews(db).where(where).orderBy(desc(deposits.id)).offset(offset).limit(limit),
    db
      .select({ total: count() })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countApprovedDeposits(db: Db, merchantId: number, memberId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId), eq(deposits.status, 'approved')));
  return rows[0]?.total ?? 0;
}

/**
 * Moves a pending deposit to its final state. The `status = 'pending'` guard makes concurrent reviews safe:
 * the second one waits for the first's row lock, then matches nothing. Undefined when it was not pending.
 */
export async function closePendingDeposit(
  db: Db,
  merchantId: number,
  id: number,
  change: Pick<DepositInsert, 'status' | 'rejectReason' | 'entryId' | 'reviewedByOperatorId'>,
) {
  const rows = await db
    .update(deposits)
    .set({ ...change, reviewedAt: new Date() })
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning();
  return rows[0];
}

/** Locks a deposit row for the rest of the transaction. */
export async function lockDeposit(db: Db, merchantId: number, id: number): Promise<DepositRow | undefined> {
  const rows = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function findDepositByOrderId(db: Db, orderId: string): Promise<DepositRow | undefined> {
  const rows = await db.select().from(deposits).where(eq(deposits.gatewayOrderId, orderId)).for('update').limit(1);
  return rows[0];
}

export async function findProof(db: Db, depositId: number) {
  const rows = await db.select().from(depositProofs).where(eq(depositProofs.depositId, depositId)).limit(1);
  return rows[0];
}

export async function insertGatewayCallback(db: Db, values: typeof gatewayCallbacks.$inferInsert) {
  await db.insert(gatewayCallbacks).values(values);
}

/** Gateway orders nobody paid in time become `expired` (a later callback is then refused). */
export async function expireGatewayOrders(db: Db, now: Date) {
  const rows = await db
    .update(deposits)
    .set({ status: 'expired', reviewedAt: now })
    .where(and(eq(deposits.status, 'pending'), lt(deposits.expiresAt, now)))
    .returning({ id: deposits.id });
  return rows.length;
}

export async function findDepositIdByOrderId(db: Db, orderId: string) {
  const rows = await db
    .select({ id: deposits.id, merchantId: deposits.merchantId })
    .from(deposits)
    .where(eq(deposits.gatewayOrderId, orderId))
    .limit(1);
  return rows[0];
}
