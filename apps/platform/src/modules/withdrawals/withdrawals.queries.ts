import { and, count, desc, eq, gte, inArray, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WithdrawalStatus } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import {
  memberBankAccounts,
  members,
  operators,
  withdrawalSettings,
  withdrawals,
  type WithdrawalRow,
} from '../../db/schema/index.ts';

export type WithdrawalSettingsInsert = typeof withdrawalSettings.$inferInsert;
export type WithdrawalInsert = typeof withdrawals.$inferInsert;
export type WithdrawalPatch = Partial<Omit<WithdrawalInsert, 'id' | 'merchantId' | 'memberId'>>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Statuses after the money left: the last of these closes the member's turnover window. */
export const paidStatuses = ['paid', 'received', 'all_received', 'not_received'] as const;

// ---------- settings ----------

export async function findWithdrawalSettings(db: Db, merchantId: number) {
  const rows = await db.select().from(withdrawalSettings).where(eq(withdrawalSettings.merchantId, merchantId));
  return rows[0];
}

export async function upsertWithdrawalSettings(db: Db, row: WithdrawalSettingsInsert) {
  const { merchantId, ...rest } = row;
  const [saved] = await db
    .insert(withdrawalSettings)
    .values(row)
    .onConflictDoUpdate({ target: withdrawalSettings.merchantId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  if (!saved) throw new Error(`withdrawal settings of merchant ${merchantId} not saved`);
  return saved;
}

// ---------- bank accounts ----------

export function listMemberBankAccounts(db: Db, memberId: number) {
  return db
    .select()
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(memberBankAccounts.id);
}

export async function findMemberBankAccount(db: Db, memberId: number, bankAccountId: number) {
  const rows = await db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.id, bankAccountId)));
  return rows[0];
}

export async function insertBankAccount(db: Db, row: typeof memberBankAccounts.$inferInsert) {
  const [saved] = await db.insert(memberBankAccounts).values(row).returning();
  if (!saved) throw new Error('bank account not saved');
  return saved;
}

export async function updateBankAccount(
  db: Db,
  memberId: number,
  bankAccountId: number,
  patch: Pick<typeof memberBankAccounts.$inferInsert, 'payeeName' | 'bankName' | 'accountNumber' | 'coolingUntil'>,
) {
  const [saved] = await db
    .update(memberBankAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.id, bankAccountId)))
    .returning();
  return saved;
}

/** Serialises one member's money actions (bank account changes, withdrawal requests) until the transaction ends. */
export async function lockMemberWithdrawals(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:member:${memberId}`}, 0))`);
}

// ---------- withdrawals ----------

export async function nextWithdrawalId(tx: Db): Promise<number> {
  const rows = rowsOf<{ id: string }>(await tx.execute(sql`select nextval('platform.withdrawals_id_seq')::text as id`));
  return Number(rows[0]?.id);
}

export async function insertWithdrawal(tx: Db, row: WithdrawalInsert): Promise<WithdrawalRow> {
  const [saved] = await tx.insert(withdrawals).values(row).returning();
  if (!saved) throw new Error('withdrawal not saved');
  return saved;
}

/** Requests made today (UTC day), rejected ones excepted. */
export async function countWithdrawalsToday(tx: Db, memberId: number): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** What the member asked to withdraw today (the same day and statuses as `countWithdrawalsToday`). */
export async function sumWithdrawalsToday(tx: Db, memberId: number): Promise<bigint> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
      ),
    );
  return BigInt(rows[0]?.total ?? 0);
}

/** The hold entry of the member's last paid withdrawal (0 when none): entries after it form the turnover window. */
export async function lastPaidHoldEntryId(tx: Db, memberId: number): Promise<number> {
  const rows = await tx
    .select({ id: max(withdrawals.holdEntryId) })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, [...paidStatuses])));
  return rows[0]?.id ?? 0;
}

export async function findWithdrawal(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
  return rows[0];
}

/** The row locked for this transaction, so two concurrent actions on it act one after the other. */
export async function lockWithdrawal(tx: Db, merchantId: number, id: number) {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)))
    .for('update');
  return rows[0];
}

export async function updateWithdrawal(tx: Db, id: number, patch: WithdrawalPatch): Promise<WithdrawalRow> {
  const [saved] = await tx.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  if (!saved) throw new Error(`withdrawal ${id} not updated`);
  return saved;
}

export async function listMemberWithdrawalRows(
  db: Db,
  memberId: number,
  filter: { statuses?: readonly WithdrawalStatus[]; offset: number; limit: number },
) {
  const where = and(
    eq(withdrawals.memberId, memberId),
    filter.statuses ? inArray(withdrawals.status, [...filter.statuses]) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const firstApprover = alias(operators, 'first_approver');
const secondApprover = alias(operators, 'second_approver');
const payer = alias(operators, 'payer');

export interface QueueFilter {
  status?: WithdrawalStatus | undefined;
  member?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function queueWhere(merchantId: number, filter: QueueFilter): SQL | undefined {
  return and(
    eq(withdrawals.merchantId, merchantId),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.member ? sql`lower(${members.username}) = lower(${filter.member})` : undefined,
    filter.from ? gte(withdrawals.createdAt, sql`(${filter.from}::date)::timestamp at time zone 'UTC'`) : undefined,
    filter.to ? lt(withdrawals.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone 'UTC'`) : undefined,
  );
}

/** Queue rows with the member and operator names; one row when `id` is given. */
export async function listQueueRows(
  db: Db,
  merchantId: number,
  filter: QueueFilter & { id?: number },
  offset: number,
  limit: number,
) {
  const where = and(queueWhere(merchantId, filter), filter.id ? eq(withdrawals.id, filter.id) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select({
        withdrawal: withdrawals,
        username: members.username,
        firstApprover: firstApprover.username,
        secondApprover: secondApprover.username,
        paidBy: payer.username,
      })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApproverId))
      .leftJoin(secondApprover, eq(secondApprover.id, withdrawals.secondApproverId))
      .leftJoin(payer, eq(payer.id, withdrawals.paidBy))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A queue page's player, as read from aggregates: money as minor-unit text. */
export interface PlayerContextRow {
  member_id: number;
  balance: string;
  deposits: string;
  withdrawals: string;
  bets: string;
  created_at: Date | string;
  open_alerts: number;
  locked: boolean;
}

/**
 * The context of the queue page's players: wallet balances (the ledger accounts' running balance), lifetime sums
 * from the fold's per-member day rows (`operator_member_day_stats_member`), open risk alerts (`risk_alerts_member`).
 * Never a scan of ledger postings or bets.
 */
export async function playerContextRows(db: Db, merchantId: number, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<PlayerContextRow>(
    await db.execute(sql`
      select m.id::int as member_id, m.created_at, m.status = 'locked' as locked,
        (select coalesce(sum(a.balance_minor), 0)::text from platform.ledger_accounts a
          where a.owner_member_id = m.id and a.kind in ('player_wallet', 'agent_wallet')) as balance,
        s.deposits, s.withdrawals, s.bets,
        (select count(*)::int from platform.risk_alerts r where r.member_id = m.id and r.status = 'open') as open_alerts
      from platform.members m
      cross join lateral (
        select coalesce(sum(d.deposits_minor), 0)::text as deposits,
               coalesce(sum(d.withdrawals_minor), 0)::text as withdrawals,
               coalesce(sum(d.bets_minor), 0)::text as bets
        from platform.operator_member_day_stats d
        where d.merchant_id = ${merchantId} and d.member_id = m.id) s
      where m.merchant_id = ${merchantId} and m.id in (${ids})`),
  );
}

/**
 * SPEC §4: a paid withdrawal the member has not confirmed within the merchant's N minutes counts as received.
 * One idempotent statement: a second run, or another instance running it at once, changes nothing more.
 */
export async function autoConfirmDueWithdrawals(db: Db, defaultMinutes: number): Promise<number> {
  const result = await db.execute(sql`
    update platform.withdrawals w set status = 'received', auto_confirmed = true, confirmed_at = now()
    where w.status = 'paid'
      and w.paid_at + make_interval(mins => coalesce(
        (select s.auto_confirm_minutes from platform.withdrawal_settings s where s.merchant_id = w.merchant_id),
        ${defaultMinutes})) <= now()
    returning w.id`);
  return rowsOf(result).length;
}
