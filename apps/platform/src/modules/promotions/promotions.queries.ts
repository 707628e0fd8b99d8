import { and, count, desc, eq, gt, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  deposits,
  memberBonuses,
  members,
  promotionClaims,
  promotions,
  type PromotionRow,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPromotion(db: Db, row: NewPromotion): Promise<PromotionRow> {
  const [inserted] = await db.insert(promotions).values(row).returning();
  if (!inserted) throw new Error('promotion insert answered nothing');
  return inserted;
}

export async function findPromotion(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .limit(1);
  return rows[0];
}

export async function setPromotionStatus(db: Db, merchantId: number, id: number, status: 'active' | 'paused') {
  const rows = await db
    .update(promotions)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .returning();
  return rows[0];
}

/** The promotion, its row locked until the transaction ends (an edit against a concurrent edit or claim). */
export async function lockPromotion(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function updatePromotionRow(
  db: Db,
  merchantId: number,
  id: number,
  row: Omit<NewPromotion, 'merchantId' | 'status'>,
) {
  const rows = await db
    .update(promotions)
    .set({ ...row, updatedAt: new Date() })
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .returning();
  return rows[0];
}

/** The merchant's promotions not ended at `now` (all of them when `now` is null), in display order. */
export async function listPromotions(db: Db, merchantId: number, now: Date | null) {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), now ? gt(promotions.endsAt, now) : undefined))
    .orderBy(promotions.sortOrder, desc(promotions.id));
}

/** What each promotion's budget account holds now, by promotion id (absent: never funded). */
export async function budgetsLeft(db: Db, merchantId: number, ids: number[]): Promise<Map<number, bigint>> {
  if (ids.length === 0) return new Map();
  const refs = ids.map((id) => `promotion:${id}`);
  const result = await db.execute(sql`
    select a.owner_ref, a.balance_minor::text as balance from platform.ledger_accounts a
    where a.merchant_id = ${merchantId} and a.kind = 'promotion_budget'
      and a.owner_ref in (${sql.join(
        refs.map((r) => sql`${r}`),
        sql`, `,
      )})`);
  return new Map(
    rowsOf<{ owner_ref: string; balance: string }>(result).map((r) => [
      Number(r.owner_ref.slice('promotion:'.length)),
      BigInt(r.balance),
    ]),
  );
}

/** Claims and granted amount per promotion of the merchant. */
export async function claimTotals(db: Db, merchantId: number) {
  const rows = await db
    .select({
      promotionId: promotionClaims.promotionId,
      claims: count(),
      granted: sql<string>`coalesce(sum(${promotionClaims.amountMinor}), 0)::text`,
    })
    .from(promotionClaims)
    .where(eq(promotionClaims.merchantId, merchantId))
    .groupBy(promotionClaims.promotionId);
  return new Map(rows.map((r) => [r.promotionId, { claims: r.claims, grantedMinor: BigInt(r.granted) }]));
}

/** The member's claim keys per promotion (the listing's `claimed` state). */
export async function memberClaimKeys(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select({ promotionId: promotionClaims.promotionId, claimKey: promotionClaims.claimKey })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.memberId, memberId)));
  const keys = new Map<number, Set<string>>();
  for (const r of rows) keys.set(r.promotionId, (keys.get(r.promotionId) ?? new Set()).add(r.claimKey));
  return keys;
}

export async function findClaim(db: Db, promotionId: number, memberId: number, claimKey: string) {
  const rows = await db
    .select()
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.promotionId, promotionId),
        eq(promotionClaims.memberId, memberId),
        eq(promotionClaims.claimKey, claimKey),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertClaim(db: Db, row: Omit<typeof promotionClaims.$inferInsert, 'id' | 'createdAt'>) {
  const rows = await db.insert(promotionClaims).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** Whether another member claimed the promotion from this IP or device since `since`. */
export async function claimedFrom(
  db: Db,
  promotionId: number,
  memberId: number,
  column: 'ip' | 'device',
  value: string,
  since: Date,
) {
  const rows = await db
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.promotionId, promotionId),
        ne(promotionClaims.memberId, memberId),
        eq(column === 'ip' ? promotionClaims.ip : promotionClaims.device, value),
        gte(promotionClaims.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the member claimed a promotion of the exclusive group other than `promotionId`. */
export async function claimedInGroup(db: Db, memberId: number, group: string, promotionId: number) {
  const rows = await db
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.memberId, memberId),
        eq(promotionClaims.exclusiveGroup, group),
        ne(promotionClaims.promotionId, promotionId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The member's credited deposits, leaving out `exceptId` (the one being credited). */
export async function creditedDeposits(db: Db, merchantId: number, memberId: number, exceptId: number | null) {
  const rows = await db
    .select({ total: count() })
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'approved'),
        exceptId === null ? undefined : ne(deposits.id, exceptId),
      ),
    );
  return rows[0]?.total ?? 0;
}

/** A member's claims, newest first, with the promotion's texts and the bonus's state. */
export async function listClaims(
  db: Db,
  merchantId: number,
  filter: { memberId?: number; promotionId?: number },
  page: { limit: number; offset: number; claimId?: number },
) {
  const where = and(
    eq(promotionClaims.merchantId, merchantId),
    page.claimId === undefined ? undefined : eq(promotionClaims.id, page.claimId),
    filter.memberId === undefined ? undefined : eq(promotionClaims.memberId, filter.memberId),
    filter.promotionId === undefined ? undefined : eq(promotionClaims.promotionId, filter.promotionId),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        claim: promotionClaims,
        kind: promotions.kind,
        texts: promotions.texts,
        bonusStatus: memberBonuses.status,
        wageredMinor: memberBonuses.wageredMinor,
        requirementMinor: memberBonuses.requirementMinor,
        username: members.username,
      })
      .from(promotionClaims)
      .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
      .innerJoin(memberBonuses, eq(memberBonuses.id, promotionClaims.bonusId))
      .innerJoin(members, eq(members.id, promotionClaims.memberId))
      .where(where)
      .orderBy(desc(promotionClaims.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(promotionClaims).where(where),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}

/** The agent's ancestor path (it ends with the agent's own id): the prefix of its whole subtree. */
export async function agentSubtreePath(db: Db, merchantId: number, username: string) {
  const rows = await db
    .select({ path: members.ancestorPath })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
    .limit(1);
  const agent = rows[0];
  return agent?.path;
}

/** A cash payment from a promotion's budget counts in the promotion reports' day row (13_promotion_stats.sql). */
export async function notePromotionCashPaid(db: Db, merchantId: number, budgetRef: string, amountMinor: bigint) {
  await db.execute(
    sql`select platform.promotion_stats_add(${merchantId}::integer, ${budgetRef}::text, now(), 1, 0, 0, 0, 0, ${amountMinor.toString()}::bigint)`,
  );
}
