import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { memberKnownIps, memberLogins, members, type MemberRow } from '../../db/schema/index.ts';

export type MemberInsert = typeof members.$inferInsert;
export type MemberPatch = Partial<Omit<MemberInsert, 'id' | 'merchantId'>>;

export async function findMemberById(db: Db, merchantId: number, id: number): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
    .limit(1);
  return rows[0];
}

export async function findMemberByUsername(db: Db, merchantId: number, username: string) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return rows[0];
}

/** By mobile number, with or without the dialing code (numbers are unique per merchant and code). */
export async function findMembersByMobile(db: Db, merchantId: number, mobile: string, dialingCode?: string) {
  return db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.mobileNum, mobile),
        dialingCode ? eq(members.countryDialingCode, dialingCode) : undefined,
      ),
    )
    .limit(2);
}

export async function findMemberByInvitationCode(db: Db, merchantId: number, code: string) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`upper(${members.invitationCode}) = upper(${code})`))
    .limit(1);
  return rows[0];
}

export async function findMemberByReferralCode(db: Db, merchantId: number, code: string) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`upper(${members.referralCode}) = upper(${code})`))
    .limit(1);
  return rows[0];
}

export async function insertMember(db: Db, row: MemberInsert): Promise<MemberRow> {
  const [inserted] = await db.insert(members).values(row).returning();
  if (!inserted) throw new Error('member not inserted');
  return inserted;
}

export async function updateMember(db: Db, merchantId: number, id: number, patch: MemberPatch): Promise<MemberRow> {
  const [updated] = await db
    .update(members)
    .set(patch)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
    .returning();
  if (!updated) throw new Error(`member ${id} not updated`);
  return updated;
}

/** What the console's member list filters by; balances in minor units, both ends included. */
export interface MemberListFilter {
  query?: string | undefined;
  status?: 'active' | 'locked' | undefined;
  type?: number | undefined;
  minBalanceMinor?: bigint | undefined;
  maxBalanceMinor?: bigint | undefined;
}

/** A member's wallet balance: the running balances of its player or agent wallet accounts (no postings read). */
const walletBalance = sql<string>`(select coalesce(sum(a.balance_minor), 0) from platform.ledger_accounts a
  where a.owner_member_id = ${members.id} and a.kind in ('player_wallet', 'agent_wallet'))`;

export async function searchMemberRows(
  db: Db,
  merchantId: number,
  filter: MemberListFilter,
  offset: number,
  limit: number,
) {
  const upline = alias(members, 'upline');
  const { query } = filter;
  const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(members.merchantId, merchantId),
    pattern
      ? or(
          ilike(members.username, pattern),
          ilike(members.nickname, pattern),
          ilike(members.mobileNum, pattern),
          ilike(members.email, pattern),
        )
      : undefined,
    filter.status ? eq(members.status, filter.status) : undefined,
    filter.type !== undefined ? eq(members.type, filter.type) : undefined,
    filter.minBalanceMinor !== undefined
      ? sql`${walletBalance} >= ${filter.minBalanceMinor.toString()}::bigint`
      : undefined,
    filter.maxBalanceMinor !== undefined
      ? sql`${walletBalance} <= ${filter.maxBalanceMinor.toString()}::bigint`
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ member: members, uplineName: upline.username, balanceMinor: sql<string>`${walletBalance}::text` })
      .from(members)
      .leftJoin(upline, eq(upline.id, members.uplineId))
      .where(where)
      .orderBy(desc(members.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findUsernames(db: Db, merchantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
}

export async function insertLoginRecord(db: Db, row: typeof memberLogins.$inferInsert) {
  await db.insert(memberLogins).values(row);
}

export function listLoginRecords(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.memberId, memberId))
    .orderBy(desc(memberLogins.id))
    .limit(limit);
}

export async function knownIpState(db: Db, memberId: number, ip: string) {
  const rows = await db
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(eq(memberKnownIps.memberId, memberId))
    .limit(500);
  return { hasAny: rows.length > 0, known: rows.some((r) => r.ip === ip) };
}

export async function rememberIp(db: Db, memberId: number, ip: string) {
  await db.insert(memberKnownIps).values({ memberId, ip }).onConflictDoNothing();
}

/**
 * The merchant's tree lock, held to the end of the transaction: a move or a type change takes it exclusively, so
 * they run one at a time against the tree as committed; whoever adds a member under an upline takes it shared and
 * reads the upline's path inside its transaction, so a move never misses a new member nor a new member a move.
 */
export async function lockMerchantTree(tx: Db, merchantId: number, mode: 'exclusive' | 'shared') {
  const key = `member-tree:${merchantId}`;
  await tx.execute(
    mode === 'exclusive'
      ? sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`
      : sql`select pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`,
  );
}

/** Whether any member hangs directly below this one. */
export async function hasDownline(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, memberId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Gives a member just inserted its place under `uplineId` (or at the top): its ancestor path from the upline's
 * path as committed now, read under the tree lock (shared), so a concurrent move can't leave it on an old path.
 */
export async function placeUnderUpline(tx: Db, merchantId: number, memberId: number, uplineId: number | null) {
  await lockMerchantTree(tx, merchantId, 'shared');
  const uplinePath =
    uplineId === null
      ? sql`'/'`
      : sql`(select u.ancestor_path from ${members} u where u.merchant_id = ${merchantId} and u.id = ${uplineId})`;
  const [placed] = await tx
    .update(members)
    .set({ uplineId, ancestorPath: sql`${uplinePath} || ${members.id} || '/'` })
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .returning();
  if (!placed) throw new Error(`member ${memberId} not placed`);
  return placed;
}
