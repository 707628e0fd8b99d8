import { and, asc, count, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  members,
  pointsRedeems,
  pointsRewards,
  pointsSettings,
  type PointsRedeemRow,
  type PointsRewardRow,
  type PointsSettingsRow,
} from '../../db/schema/index.ts';

export async function findPointsSettings(db: Db, merchantId: number): Promise<PointsSettingsRow | undefined> {
  const rows = await db.select().from(pointsSettings).where(eq(pointsSettings.merchantId, merchantId)).limit(1);
  return rows[0];
}

export type PointsSettingsValues = Omit<PointsSettingsRow, 'merchantId' | 'updatedAt'>;

export async function upsertPointsSettings(db: Db, merchantId: number, values: PointsSettingsValues) {
  const rows = await db
    .insert(pointsSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: pointsSettings.merchantId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return rows[0]!;
}

export async function listRewards(db: Db, merchantId: number, activeOnly: boolean): Promise<PointsRewardRow[]> {
  const where = [eq(pointsRewards.merchantId, merchantId)];
  if (activeOnly) where.push(eq(pointsRewards.active, true));
  return db
    .select()
    .from(pointsRewards)
    .where(and(...where))
    .orderBy(asc(pointsRewards.sort), asc(pointsRewards.id));
}

export async function findReward(db: Db, merchantId: number, rewardId: number) {
  const rows = await db
    .select()
    .from(pointsRewards)
    .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.id, rewardId)))
    .limit(1);
  return rows[0];
}

export type RewardValues = Omit<PointsRewardRow, 'id' | 'merchantId' | 'createdAt'>;

export async function insertReward(db: Db, merchantId: number, values: RewardValues) {
  const rows = await db
    .insert(pointsRewards)
    .values({ merchantId, ...values })
    .returning();
  return rows[0]!;
}

export async function updateReward(db: Db, merchantId: number, rewardId: number, values: RewardValues) {
  const rows = await db
    .update(pointsRewards)
    .set(values)
    .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.id, rewardId)))
    .returning();
  return rows[0];
}

/**
 * Takes `quantity` of an active reward out of stock by one conditional UPDATE: concurrent takers of the last ones
 * queue on the row and the later one finds too few (undefined). Unlimited stock (null) is left as it is.
 */
export async function takeStock(db: Db, merchantId: number, rewardId: number, quantity: number) {
  const rows = await db
    .update(pointsRewards)
    .set({ stock: sql`${pointsRewards.stock} - ${quantity}` })
    .where(
      and(
        eq(pointsRewards.merchantId, merchantId),
        eq(pointsRewards.id, rewardId),
        eq(pointsRewards.active, true),
        or(isNull(pointsRewards.stock), gte(pointsRewards.stock, quantity)),
      ),
    )
    .returning();
  return rows[0];
}

export async function returnStock(db: Db, rewardId: number, quantity: number) {
  await db
    .update(pointsRewards)
    .set({ stock: sql`${pointsRewards.stock} + ${quantity}` })
    .where(eq(pointsRewards.id, rewardId));
}

export type NewRedeem = Pick<
  typeof pointsRedeems.$inferInsert,
  | 'merchantId'
  | 'memberId'
  | 'reference'
  | 'kind'
  | 'rewardId'
  | 'name'
  | 'quantity'
  | 'points'
  | 'valueMinor'
  | 'status'
>;

export async function insertRedeem(db: Db, row: NewRedeem): Promise<PointsRedeemRow> {
  const rows = await db
    .insert(pointsRedeems)
    .values({ ...row, rejectReason: '' })
    .returning();
  return rows[0]!;
}

export async function setRedeemMoves(
  db: Db,
  redeemId: number,
  moves: Partial<Pick<PointsRedeemRow, 'entryId' | 'moneyEntryId' | 'bonusId'>>,
): Promise<PointsRedeemRow> {
  const rows = await db.update(pointsRedeems).set(moves).where(eq(pointsRedeems.id, redeemId)).returning();
  return rows[0]!;
}

/** Decides an item redeem still In Process (one UPDATE: of two deciders, one wins); undefined otherwise. */
export async function decideRedeem(
  db: Db,
  merchantId: number,
  redeemId: number,
  decision: Pick<PointsRedeemRow, 'status' | 'decidedBy' | 'rejectReason' | 'refundEntryId'>,
) {
  const rows = await db
    .update(pointsRedeems)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(
      and(
        eq(pointsRedeems.merchantId, merchantId),
        eq(pointsRedeems.id, redeemId),
        eq(pointsRedeems.status, 'in_process'),
      ),
    )
    .returning();
  return rows[0];
}

/** A redeem record of the merchant with its member's username. */
export async function findRedeem(db: Db, merchantId: number, redeemId: number) {
  const rows = await db
    .select({ redeem: pointsRedeems, username: members.username })
    .from(pointsRedeems)
    .innerJoin(members, eq(members.id, pointsRedeems.memberId))
    .where(and(eq(pointsRedeems.merchantId, merchantId), eq(pointsRedeems.id, redeemId)))
    .limit(1);
  return rows[0];
}

/** A page of redeem records matching `where`, newest first, with each member's username. */
async function redeemPage(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({ redeem: pointsRedeems, username: members.username })
      .from(pointsRedeems)
      .innerJoin(members, eq(members.id, pointsRedeems.memberId))
      .where(where)
      .orderBy(desc(pointsRedeems.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(pointsRedeems).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export const listMemberRedeems = (db: Db, merchantId: number, memberId: number, offset: number, limit: number) =>
  redeemPage(db, and(eq(pointsRedeems.merchantId, merchantId), eq(pointsRedeems.memberId, memberId)), offset, limit);

export const listMerchantRedeems = (
  db: Db,
  merchantId: number,
  status: PointsRedeemRow['status'] | undefined,
  offset: number,
  limit: number,
) =>
  redeemPage(
    db,
    and(eq(pointsRedeems.merchantId, merchantId), status ? eq(pointsRedeems.status, status) : undefined),
    offset,
    limit,
  );
