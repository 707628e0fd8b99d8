import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rgEvents, rgExclusions, rgLimits, rgState, type RgLimitRow } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type RgLimitKind = RgLimitRow['kind'];
export type RgPeriod = RgLimitRow['period'];

export interface RgMerchantSettings {
  coolingOffHours: number;
  realityCheckMinutes: number[];
  timeZone: string;
}

export async function findRgSettings(db: Db, merchantId: number): Promise<RgMerchantSettings> {
  const [row] = rowsOf<{ cooling: number; options: number[]; tz: string }>(
    await db.execute(sql`select rg_cooling_off_hours as cooling, rg_reality_check_minutes as options, time_zone as tz
      from platform.merchants where id = ${merchantId}`),
  );
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return { coolingOffHours: row.cooling, realityCheckMinutes: row.options, timeZone: row.tz };
}

/** Serialises one member's RG changes (limits, reality check, exclusions) for the rest of the transaction. */
export async function lockMemberRg(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rg:${memberId}`}, 0))`);
}

export function listLimits(db: Db, memberId: number): Promise<RgLimitRow[]> {
  return db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
}

export async function findLimit(db: Db, memberId: number, kind: RgLimitKind, period: RgPeriod) {
  const rows = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
  return rows[0];
}

export async function saveLimit(
  db: Db,
  row: Pick<RgLimitRow, 'memberId' | 'merchantId' | 'kind' | 'period' | 'amountMinor'> &
    Pick<RgLimitRow, 'pendingAmountMinor' | 'pendingRemoval' | 'pendingEffectiveAt'>,
): Promise<void> {
  const { memberId: _m, merchantId: _c, kind: _k, period: _p, ...changes } = row;
  await db
    .insert(rgLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
      set: { ...changes, updatedAt: new Date() },
    });
}

export async function deleteLimit(db: Db, memberId: number, kind: RgLimitKind, period: RgPeriod): Promise<void> {
  await db
    .delete(rgLimits)
    .where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
}

export async function findState(db: Db, memberId: number) {
  const rows = await db.select().from(rgState).where(eq(rgState.memberId, memberId));
  return rows[0];
}

/**
 * Creates the member's enforcement row once, its running sums seeded from the member's rounds of the current day,
 * week and month in the merchant's time zone (a one-off read of one member's rounds; the debits keep them after).
 */
export async function ensureState(db: Db, merchantId: number, memberId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into platform.rg_state (member_id, merchant_id, session_started_at, day_start, week_start, month_start,
        day_stake, day_win, week_stake, week_win, month_stake, month_win)
    select ${memberId}, ${merchantId}, ${now}, p.d, p.w, p.m,
        coalesce(sum(b.stake_minor) filter (where (b.opened_at at time zone p.tz)::date >= p.d), 0),
        coalesce(sum(b.win_minor) filter (where (b.opened_at at time zone p.tz)::date >= p.d), 0),
        coalesce(sum(b.stake_minor) filter (where (b.opened_at at time zone p.tz)::date >= p.w), 0),
        coalesce(sum(b.win_minor) filter (where (b.opened_at at time zone p.tz)::date >= p.w), 0),
        coalesce(sum(b.stake_minor) filter (where (b.opened_at at time zone p.tz)::date >= p.m), 0),
        coalesce(sum(b.win_minor) filter (where (b.opened_at at time zone p.tz)::date >= p.m), 0)
    from (select m.time_zone as tz, (${now}::timestamptz at time zone m.time_zone)::date as d,
            date_trunc('week', ${now}::timestamptz at time zone m.time_zone)::date as w,
            date_trunc('month', ${now}::timestamptz at time zone m.time_zone)::date as m
          from platform.merchants m where m.id = ${merchantId}) p
    left join platform.bet_records b on b.merchant_id = ${merchantId} and b.member_id = ${memberId}
      and b.opened_at >= (least(p.w, p.m)::timestamp at time zone p.tz)
    group by p.tz, p.d, p.w, p.m
    on conflict (member_id) do nothing`);
}

/** Copies the loss, wager and session limits in force from rg_limits onto the enforcement row. */
export async function syncStateLimits(db: Db, memberId: number): Promise<void> {
  const limit = (kind: string, period: string) =>
    sql`(select l.amount_minor from platform.rg_limits l
          where l.member_id = ${memberId} and l.kind = ${kind} and l.period = ${period})`;
  await db.execute(sql`update platform.rg_state set
      loss_day = ${limit('loss', 'day')}, loss_week = ${limit('loss', 'week')},
      loss_month = ${limit('loss', 'month')}, wager_day = ${limit('wager', 'day')},
      wager_week = ${limit('wager', 'week')}, wager_month = ${limit('wager', 'month')},
      session_minutes = ${limit('session', 'session')}::integer
    where member_id = ${memberId}`);
}

export async function setRealityCheckMinutes(db: Db, memberId: number, minutes: number | null, now: Date) {
  await db
    .update(rgState)
    .set({
      realityCheckMinutes: minutes,
      realityCheckDueAt: minutes === null ? null : new Date(now.getTime() + minutes * 60_000),
    })
    .where(eq(rgState.memberId, memberId));
}

/** The next reality check of a running session: `minutes` from now. */
export async function postponeRealityCheck(db: Db, memberId: number, dueAt: Date | null) {
  await db.update(rgState).set({ realityCheckDueAt: dueAt }).where(eq(rgState.memberId, memberId));
}

/** A sign-in starts a new session: session figures from 0, the first reality check one interval away. */
export async function startRgSession(db: Db, memberId: number, now: Date): Promise<void> {
  await db.execute(sql`update platform.rg_state set session_started_at = ${now}, session_stake = 0, session_win = 0,
      reality_check_due_at = ${now}::timestamptz + make_interval(mins => reality_check_minutes)
    where member_id = ${memberId}`);
}

export async function blockUntil(db: Db, memberId: number, until: Date | null): Promise<void> {
  const end = until ?? sql`'infinity'::timestamptz`;
  await db.execute(sql`update platform.rg_state set blocked_until = greatest(coalesce(blocked_until, '-infinity'), ${end})
    where member_id = ${memberId}`);
}

/** Digits only: how mobiles of members and of register files are compared. */
export const normalMobile = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '') || null;
export const normalEmail = (text: string | null | undefined) => text?.trim().toLowerCase() || null;

const memberMobileSql = sql`nullif(regexp_replace(coalesce(mm.country_dialing_code, '') || coalesce(mm.mobile_num, ''), '[^0-9]', '', 'g'), '')`;

/** The members of every merchant that share this verified identity, plus the member itself. */
export async function membersSharingIdentity(
  db: Db,
  identity: { memberId: number | null; email: string | null; mobile: string | null },
): Promise<{ id: number; merchantId: number }[]> {
  return rowsOf<{ id: string | number; merchant_id: number }>(
    await db.execute(sql`select mm.id, mm.merchant_id from platform.members mm
      where mm.id = ${identity.memberId ?? -1}
         or (${identity.email}::text is not null and mm.email_verified and lower(mm.email) = ${identity.email})
         or (${identity.mobile}::text is not null and mm.mobile_verified and ${memberMobileSql} = ${identity.mobile})`),
  ).map((r) => ({ id: Number(r.id), merchantId: r.merchant_id }));
}

/** The member's verified identity, normalised (null parts when unverified). */
export async function verifiedIdentityOf(db: Db, memberId: number) {
  const [row] = rowsOf<{ email: string | null; mobile: string | null }>(
    await db.execute(sql`select case when mm.email_verified then lower(mm.email) end as email,
        case when mm.mobile_verified then ${memberMobileSql} end as mobile
      from platform.members mm where mm.id = ${memberId}`),
  );
  return { email: row?.email ?? null, mobile: row?.mobile ?? null };
}

/**
 * An SQL condition on a member aliased `mm` (platform.members): true when no exclusion is in force for it at
 * `now`, by the member itself or by its verified email or mobile on any merchant (as `activeExclusionOf` reads
 * one member), so a whole audience is filtered in one statement.
 */
export function notExcludedSql(now: Date) {
  return sql`not exists (select 1 from platform.rg_exclusions e
    where e.starts_at <= ${now} and (e.ends_at is null or e.ends_at > ${now})
      and (e.member_id = mm.id
        or (mm.email_verified and e.email is not null and lower(e.email) = lower(mm.email))
        or (mm.mobile_verified and e.mobile is not null and e.mobile = ${memberMobileSql})))`;
}

export function insertExclusion(db: Db, row: typeof rgExclusions.$inferInsert) {
  return db.insert(rgExclusions).values(row).returning();
}

/**
 * The exclusion in force for a member at `now`, by the member itself or by its verified email or mobile on any
 * merchant; the one ending last (a permanent one first).
 */
export async function activeExclusionOf(db: Db, memberId: number, now: Date) {
  const identity = await verifiedIdentityOf(db, memberId);
  const rows = await db
    .select()
    .from(rgExclusions)
    .where(
      sql`(${rgExclusions.memberId} = ${memberId}
          or (${identity.email}::text is not null and lower(${rgExclusions.email}) = ${identity.email})
          or (${identity.mobile}::text is not null and ${rgExclusions.mobile} = ${identity.mobile}))
        and ${rgExclusions.startsAt} <= ${now} and (${rgExclusions.endsAt} is null or ${rgExclusions.endsAt} > ${now})`,
    )
    .orderBy(sql`${rgExclusions.endsAt} desc nulls first`)
    .limit(1);
  return rows[0];
}

export function listExclusions(db: Db, memberId: number) {
  return db.select().from(rgExclusions).where(eq(rgExclusions.memberId, memberId)).orderBy(desc(rgExclusions.id));
}

export async function insertEvent(db: Db, row: typeof rgEvents.$inferInsert): Promise<void> {
  await db.insert(rgEvents).values(row);
}

export interface RgEventView {
  id: number;
  memberId: number | null;
  username: string | null;
  kind: string;
  detail: Record<string, unknown>;
  operator: string | null;
  createdAt: Date;
}

const eventViewSql = sql`select e.id, e.member_id, mm.username, e.kind, e.detail, o.username as operator, e.created_at
  from platform.rg_events e
  left join platform.members mm on mm.id = e.member_id
  left join platform.operators o on o.id = e.operator_id`;

type EventRow = {
  id: string | number;
  member_id: string | number | null;
  username: string | null;
  kind: string;
  detail: Record<string, unknown>;
  operator: string | null;
  created_at: string | Date;
};

const toEventView = (r: EventRow): RgEventView => ({
  id: Number(r.id),
  memberId: r.member_id === null ? null : Number(r.member_id),
  username: r.username,
  kind: r.kind,
  detail: r.detail,
  operator: r.operator,
  createdAt: new Date(r.created_at),
});

export async function listMemberEvents(db: Db, merchantId: number, memberId: number, limit: number) {
  return rowsOf<EventRow>(
    await db.execute(
      sql`${eventViewSql} where e.merchant_id = ${merchantId} and e.member_id = ${memberId} order by e.id desc limit ${limit}`,
    ),
  ).map(toEventView);
}

export async function reportEvents(
  db: Db,
  input: { merchantId: number; from: Date; to: Date; kind: string | undefined; limit: number },
) {
  const kindFilter = input.kind ? sql` and e.kind = ${input.kind}` : sql``;
  const where = sql`e.merchant_id = ${input.merchantId} and e.created_at >= ${input.from} and e.created_at < ${input.to}${kindFilter}`;
  const counts = rowsOf<{ kind: string; count: string | number }>(
    await db.execute(
      sql`select e.kind, count(*) as count from platform.rg_events e where ${where} group by e.kind order by e.kind`,
    ),
  ).map((r) => ({ kind: r.kind, count: Number(r.count) }));
  const events = rowsOf<EventRow>(
    await db.execute(sql`${eventViewSql} where ${where} order by e.id desc limit ${input.limit}`),
  ).map(toEventView);
  return { counts, events };
}

/** Deposits of the member asked or credited since `from` (pending ones count: they may still be paid). */
export async function depositedSince(db: Db, memberId: number, from: Date): Promise<bigint> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(sql`select sum(d.amount_minor) as total from platform.deposits d
      where d.member_id = ${memberId} and d.status in ('pending', 'approved') and d.created_at >= ${from}`),
  );
  return BigInt(row?.total ?? 0);
}

/**
 * The day, ISO week and month of `now` in a time zone: their starts as instants, and as the local dates the
 * enforcement row keys its running sums by.
 */
export async function periodStarts(db: Db, timeZone: string, now: Date) {
  const [row] = rowsOf<{ day: string | Date; week: string | Date; month: string | Date; dates: string }>(
    await db.execute(sql`select l.d at time zone ${timeZone} as day, l.w at time zone ${timeZone} as week,
        l.m at time zone ${timeZone} as month, l.d::date || ' ' || l.w::date || ' ' || l.m::date as dates
      from (select date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) as d,
          date_trunc('week', ${now}::timestamptz at time zone ${timeZone}) as w,
          date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) as m) l`),
  );
  if (!row) throw new Error('no period starts');
  const [dayDate = '', weekDate = '', monthDate = ''] = row.dates.split(' ');
  return {
    day: new Date(row.day),
    week: new Date(row.week),
    month: new Date(row.month),
    dates: { day: dayDate, week: weekDate, month: monthDate },
  };
}

export interface StatementRow {
  month: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
}

/** Per month of the merchant's time zone since `from`: approved deposits, paid withdrawals, stakes and wins. */
export async function monthlyStatement(
  db: Db,
  input: { merchantId: number; memberId: number; timeZone: string; from: Date },
): Promise<StatementRow[]> {
  const month = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone ${input.timeZone}, 'YYYY-MM')`;
  const rows = rowsOf<{ month: string; deposits: string; withdrawals: string; stakes: string; wins: string }>(
    await db.execute(sql`
      select month, sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(stakes) as stakes, sum(wins) as wins
      from (
        select ${month(sql`d.created_at`)} as month, d.amount_minor as deposits, 0 as withdrawals, 0 as stakes, 0 as wins
          from platform.deposits d
          where d.member_id = ${input.memberId} and d.status = 'approved' and d.created_at >= ${input.from}
        union all
        select ${month(sql`w.created_at`)}, 0, w.amount_minor, 0, 0 from platform.withdrawals w
          where w.member_id = ${input.memberId} and w.status in ('paid', 'received', 'all_received')
            and w.created_at >= ${input.from}
        union all
        select ${month(sql`b.opened_at`)}, 0, 0, b.stake_minor, b.win_minor from platform.bet_records b
          where b.merchant_id = ${input.merchantId} and b.member_id = ${input.memberId} and b.opened_at >= ${input.from}
      ) moves
      group by month order by month desc`),
  );
  return rows.map((r) => ({
    month: r.month,
    deposits: BigInt(r.deposits),
    withdrawals: BigInt(r.withdrawals),
    stakes: BigInt(r.stakes),
    wins: BigInt(r.wins),
  }));
}
