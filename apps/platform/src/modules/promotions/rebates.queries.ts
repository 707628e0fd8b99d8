import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  members,
  operators,
  promotions,
  rebatePeriods,
  rebateRequests,
  rebateSettlements,
  type PromotionText,
  type RebateRequestRow,
} from '../../db/schema/index.ts';
import type { TypeFigures } from './rebate-rules.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The rebate promotions of a merchant (all merchants when null), oldest first. */
export async function rebatePromotions(db: Db, merchantId: number | null) {
  return db
    .select()
    .from(promotions)
    .where(
      merchantId === null
        ? eq(promotions.kind, 'rebate')
        : and(eq(promotions.kind, 'rebate'), eq(promotions.merchantId, merchantId)),
    )
    .orderBy(asc(promotions.id));
}

/**
 * Each member's stakes and wins per game type over local days [from, to) from the fold's per-type day rows
 * (never the bets): one member's when `memberId` is given.
 */
export async function typeFigures(
  db: Db,
  merchantId: number,
  memberId: number | null,
  from: string,
  to: string,
): Promise<Map<number, TypeFigures[]>> {
  const rows = rowsOf<{ member_id: string | number; game_type: string; bets: string; wins: string }>(
    await db.execute(sql`
      select member_id, game_type, sum(bets_minor)::text as bets, sum(wins_minor)::text as wins
      from platform.operator_member_type_day_stats
      where merchant_id = ${merchantId} and day >= ${from}::date and day < ${to}::date
        and (${memberId}::bigint is null or member_id = ${memberId}::bigint)
      group by member_id, game_type order by member_id, game_type`),
  );
  const byMember = new Map<number, TypeFigures[]>();
  for (const r of rows) {
    const id = Number(r.member_id);
    const list = byMember.get(id) ?? [];
    list.push({ gameType: r.game_type, betsMinor: BigInt(r.bets), winsMinor: BigInt(r.wins) });
    byMember.set(id, list);
  }
  return byMember;
}

/** Serialises everything that pays one member's rebate of one promotion (requests, approvals, settlement). */
export async function lockMemberRebate(db: Db, promotionId: number, memberId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rebate:${promotionId}:${memberId}`}))`);
}

/** Whether this transaction holds the settlement of a promotion (another instance may be settling it). */
export async function trySettlementLock(db: Db, promotionId: number): Promise<boolean> {
  const rows = rowsOf<{ locked: boolean }>(
    await db.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`rebate-settle:${promotionId}`})) as locked`),
  );
  return rows[0]?.locked === true;
}

/** What a member's requests of a period have paid and still ask for. */
export async function requestTotals(db: Db, promotionId: number, memberId: number, periodStart: string) {
  const rows = rowsOf<{ paid: string | null; pending: string | null }>(
    await db.execute(sql`
      select sum(amount_minor) filter (where status = 'paid')::text as paid,
        sum(amount_minor) filter (where status = 'pending')::text as pending
      from platform.rebate_requests
      where promotion_id = ${promotionId} and member_id = ${memberId} and period_start = ${periodStart}::date`),
  );
  return { paidMinor: BigInt(rows[0]?.paid ?? '0'), pendingMinor: BigInt(rows[0]?.pending ?? '0') };
}

export async function insertRequest(db: Db, row: Omit<typeof rebateRequests.$inferInsert, 'id' | 'createdAt'>) {
  const [inserted] = await db.insert(rebateRequests).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function lockRequest(db: Db, merchantId: number, id: number): Promise<RebateRequestRow | undefined> {
  const rows = await db
    .select()
    .from(rebateRequests)
    .where(and(eq(rebateRequests.merchantId, merchantId), eq(rebateRequests.id, id)))
    .for('update');
  return rows[0];
}

export async function updateRequest(
  db: Db,
  id: number,
  set: Partial<Pick<RebateRequestRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt' | 'entryId' | 'bonusId'>>,
) {
  const [row] = await db.update(rebateRequests).set(set).where(eq(rebateRequests.id, id)).returning();
  if (!row) throw new Error('rebate request vanished');
  return row;
}

/** Closes the requests of a settled period still pending: the settlement pays what they asked for. */
export async function closePendingRequests(db: Db, promotionId: number, periodStart: string) {
  await db
    .update(rebateRequests)
    .set({ status: 'closed', reason: 'settled', decidedAt: new Date() })
    .where(
      and(
        eq(rebateRequests.promotionId, promotionId),
        eq(rebateRequests.periodStart, periodStart),
        eq(rebateRequests.status, 'pending'),
      ),
    );
}

export async function isPeriodSettled(db: Db, promotionId: number, periodStart: string) {
  const rows = await db
    .select({ start: rebatePeriods.periodStart })
    .from(rebatePeriods)
    .where(and(eq(rebatePeriods.promotionId, promotionId), eq(rebatePeriods.periodStart, periodStart)));
  return rows.length > 0;
}

export async function insertSettledPeriod(db: Db, promotionId: number, periodStart: string, memberCount: number) {
  await db.insert(rebatePeriods).values({ promotionId, periodStart, members: memberCount }).onConflictDoNothing();
}

export async function insertSettlement(
  db: Db,
  row: Omit<typeof rebateSettlements.$inferInsert, 'id' | 'createdAt' | 'status'>,
) {
  await db
    .insert(rebateSettlements)
    .values({ ...row, status: 'due' })
    .onConflictDoNothing();
}

/** The settlements of a promotion still to pay, each locked (others skip it). */
export async function lockDueSettlements(db: Db, promotionId: number, limit: number) {
  return db
    .select()
    .from(rebateSettlements)
    .where(and(eq(rebateSettlements.promotionId, promotionId), eq(rebateSettlements.status, 'due')))
    .orderBy(asc(rebateSettlements.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function dueSettlementIds(db: Db, promotionId: number) {
  const rows = await db
    .select({ id: rebateSettlements.id })
    .from(rebateSettlements)
    .where(and(eq(rebateSettlements.promotionId, promotionId), eq(rebateSettlements.status, 'due')))
    .orderBy(asc(rebateSettlements.id));
  return rows.map((r) => r.id);
}

export async function lockSettlement(db: Db, id: number) {
  const rows = await db
    .select()
    .from(rebateSettlements)
    .where(and(eq(rebateSettlements.id, id), eq(rebateSettlements.status, 'due')))
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function markSettlementPaid(
  db: Db,
  id: number,
  moves: { entryId: number | null; bonusId: number | null },
) {
  await db
    .update(rebateSettlements)
    .set({ status: 'paid', paidAt: new Date(), ...moves })
    .where(eq(rebateSettlements.id, id));
}

/**
 * Whether the fold has taken in every stake, win and rollback posted before local day `day` began in `timeZone`:
 * a period's figures are final then. Reads only the postings the fold has not reached (by id, a short tail).
 */
export async function foldedThrough(db: Db, day: string, timeZone: string): Promise<boolean> {
  const rows = rowsOf<{ pending: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from platform.member_stats_progress s
        join platform.postings p on p.id > s.processed_through
        join platform.journal_entries e on e.id = p.entry_id and e.kind in ('bet', 'win', 'rollback')
        where p.created_at < (${day}::date::timestamp at time zone ${timeZone})
      ) as pending`),
  );
  return rows[0]?.pending === false;
}

/** A request with what the reviewer reads: the member and the operator who decided. */
export interface RequestView {
  request: RebateRequestRow;
  username: string;
  decidedBy: string | null;
  texts: Record<string, PromotionText>;
  payAs: 'cash' | 'bonus';
}

export async function listRequests(
  db: Db,
  merchantId: number,
  filter: { status?: RebateRequestRow['status']; memberId?: number; id?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: RequestView[]; total: number }> {
  const where = and(
    eq(rebateRequests.merchantId, merchantId),
    filter.status ? eq(rebateRequests.status, filter.status) : undefined,
    filter.memberId !== undefined ? eq(rebateRequests.memberId, filter.memberId) : undefined,
    filter.id !== undefined ? eq(rebateRequests.id, filter.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: rebateRequests,
        username: members.username,
        decidedBy: operators.username,
        texts: promotions.texts,
        reward: promotions.reward,
      })
      .from(rebateRequests)
      .innerJoin(members, eq(members.id, rebateRequests.memberId))
      .innerJoin(promotions, eq(promotions.id, rebateRequests.promotionId))
      .leftJoin(operators, eq(operators.id, rebateRequests.decidedBy))
      .where(where)
      .orderBy(filter.status === 'pending' ? asc(rebateRequests.id) : desc(rebateRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(rebateRequests).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      request: r.request,
      username: r.username,
      decidedBy: r.decidedBy,
      texts: r.texts,
      payAs: r.reward.rebate?.payAs ?? 'cash',
    })),
    total: total?.n ?? 0,
  };
}

/** A member's rebates, requests and settlements together, newest first. */
export interface RecordRow {
  source: 'request' | 'settlement';
  id: number;
  promotion_id: number;
  period_start: string;
  period_end: string;
  amount_minor: string;
  status: 'pending' | 'paid' | 'rejected' | 'closed' | 'due';
  reason: string;
  created_at: string | Date;
  texts: Record<string, PromotionText>;
  pay_as: 'cash' | 'bonus' | null;
}

export async function memberRecords(
  db: Db,
  merchantId: number,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RecordRow[]; total: number }> {
  const rows = rowsOf<RecordRow>(
    await db.execute(sql`
      select r.*, p.texts, p.reward -> 'rebate' ->> 'payAs' as pay_as
      from (
        select 'request' as source, id, promotion_id, period_start::text, (period_end - 1)::text as period_end,
          amount_minor::text, status, reason, created_at
        from platform.rebate_requests where merchant_id = ${merchantId} and member_id = ${memberId}
        union all
        select 'settlement', id, promotion_id, period_start::text, (period_end - 1)::text, amount_minor::text,
          status, '', created_at
        from platform.rebate_settlements where merchant_id = ${merchantId} and member_id = ${memberId}
      ) r join platform.promotions p on p.id = r.promotion_id
      order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`),
  );
  const totals = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select (select count(*) from platform.rebate_requests where merchant_id = ${merchantId} and member_id = ${memberId})
        + (select count(*) from platform.rebate_settlements where merchant_id = ${merchantId} and member_id = ${memberId})
        as n`),
  );
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
