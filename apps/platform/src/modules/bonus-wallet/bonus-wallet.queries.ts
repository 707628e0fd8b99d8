import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberBonuses, type BonusStatus, type MemberBonusRow } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type NewMemberBonus = Omit<
  typeof memberBonuses.$inferInsert,
  | 'id'
  | 'status'
  | 'wageredMinor'
  | 'grantedAt'
  | 'grantEntryId'
  | 'endedAt'
  | 'endEntryId'
  | 'convertedMinor'
  | 'forfeitedMinor'
>;

/**
 * Inserts an active bonus; undefined when the member already has an active one or the grant key was used (both
 * unique indexes answer "do nothing"; the caller tells them apart by reading the key).
 */
export async function insertActiveBonus(db: Db, row: NewMemberBonus): Promise<MemberBonusRow | undefined> {
  const inserted = await db
    .insert(memberBonuses)
    .values({ ...row, status: 'active', wageredMinor: 0n, convertedMinor: 0n, forfeitedMinor: 0n })
    .onConflictDoNothing()
    .returning();
  return inserted[0];
}

/** The one bonus matching all of `conditions`, if any. */
async function oneBonus(db: Db, ...conditions: SQL[]) {
  const rows = await db
    .select()
    .from(memberBonuses)
    .where(and(...conditions))
    .limit(1);
  return rows[0];
}

export const findBonusByGrantKey = (db: Db, merchantId: number, source: string, grantKey: string) =>
  oneBonus(
    db,
    eq(memberBonuses.merchantId, merchantId),
    eq(memberBonuses.source, source),
    eq(memberBonuses.grantKey, grantKey),
  );

export const findBonus = (db: Db, merchantId: number, bonusId: number) =>
  oneBonus(db, eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.id, bonusId));

export async function setGrantEntry(db: Db, bonusId: number, entryId: number) {
  await db.update(memberBonuses).set({ grantEntryId: entryId }).where(eq(memberBonuses.id, bonusId));
}

/** A grant from a promotion's budget counts in the promotion reports' day row (13_promotion_stats.sql). */
export async function notePromotionGrant(db: Db, merchantId: number, budgetRef: string, amountMinor: bigint) {
  await db.execute(
    sql`select platform.promotion_stats_add(${merchantId}::integer, ${budgetRef}::text, now(), 1, ${amountMinor.toString()}::bigint, 0, 0, 0, 0)`,
  );
}

/** A member's bonuses, newest first, with what each bonus wallet holds now (0 once ended). */
export async function listMemberBonuses(db: Db, merchantId: number, memberId: number, limit: number) {
  return db
    .select({
      bonus: memberBonuses,
      heldMinor: sql<string>`(select a.balance_minor from platform.ledger_accounts a where a.id = ${memberBonuses.bonusWalletId})`,
    })
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.memberId, memberId)))
    .orderBy(desc(memberBonuses.id))
    .limit(limit);
}

/** The cash plus bonus the member can stake: its main wallet and, while a bonus is active, its bonus wallet. */
export async function playableBalance(
  db: Db,
  merchantId: number,
  currency: string,
  walletKind: string,
  memberId: number,
) {
  const result = await db.execute(sql`
    select coalesce(sum(a.balance_minor), 0)::text as total from platform.ledger_accounts a
    where a.merchant_id = ${merchantId} and a.currency = ${currency}
      and a.kind in (${walletKind}, 'bonus_wallet') and coalesce(a.owner_member_id, 0) = ${memberId}
      and a.owner_ref = ''`);
  return BigInt(rowsOf<{ total: string }>(result)[0]?.total ?? '0');
}

/** Ends a bonus if still active, through platform.bonus_end (06_bonus_wallet.sql): one end whoever races. */
export async function endBonus(db: Db, bonusId: number, status: Exclude<BonusStatus, 'active'>, now: Date) {
  await db.execute(sql`select platform.bonus_end(${bonusId}, ${status}, ${now.toISOString()}::timestamptz)`);
}

/** Active bonuses past their expiry (the sweep forfeits them). */
export async function findExpiredBonusIds(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({ id: memberBonuses.id })
    .from(memberBonuses)
    .where(and(eq(memberBonuses.status, 'active'), lte(memberBonuses.expiresAt, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export const findActiveBonus = (db: Db, merchantId: number, memberId: number) =>
  oneBonus(
    db,
    eq(memberBonuses.merchantId, merchantId),
    eq(memberBonuses.memberId, memberId),
    eq(memberBonuses.status, 'active'),
  );

/** Moves an active bonus's expiry later; undefined when it is not an active bonus of that member. */
export async function extendActiveBonus(db: Db, merchantId: number, memberId: number, bonusId: number, hours: number) {
  const rows = await db
    .update(memberBonuses)
    .set({ expiresAt: sql`${memberBonuses.expiresAt} + make_interval(hours => ${hours})` })
    .where(
      and(
        eq(memberBonuses.merchantId, merchantId),
        eq(memberBonuses.memberId, memberId),
        eq(memberBonuses.id, bonusId),
        eq(memberBonuses.status, 'active'),
      ),
    )
    .returning();
  return rows[0];
}
