import type { OperatorReportFigure, OperatorReportGroup } from '@ficha/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A merchant's day of the dashboard: money as minor-unit text, counts as numbers. */
export interface DayRow {
  day: string;
  bets: string;
  wins: string;
  bonuses: string;
  deposits: string;
  withdrawals: string;
  deposit_count: number;
  rounds: number;
  active_players: number;
  first_depositors: number;
}

/** The merchant's day rows from `firstDay` to `lastDay` (days without money have no row). */
export async function merchantDays(db: Db, merchantId: number, firstDay: string, lastDay: string) {
  return rowsOf<DayRow>(
    await db.execute(sql`
      select d.day::text as day, d.bets_minor::text as bets, d.wins_minor::text as wins,
        d.bonuses_minor::text as bonuses, d.deposits_minor::text as deposits,
        d.withdrawals_minor::text as withdrawals, d.deposit_count, d.rounds, d.active_players, d.first_depositors
      from platform.operator_day_stats d
      where d.merchant_id = ${merchantId} and d.day between ${firstDay}::date and ${lastDay}::date`),
  );
}

/** Sign-ups per local day in [from, to) (members_merchant_created). */
export async function signUpsByDay(db: Db, merchantId: number, timeZone: string, from: Date, to: Date) {
  return rowsOf<{ day: string; sign_ups: number }>(
    await db.execute(sql`
      select (m.created_at at time zone ${timeZone})::date::text as day, count(*)::int as sign_ups
      from platform.members m
      where m.merchant_id = ${merchantId} and m.created_at >= ${from.toISOString()}::timestamptz
        and m.created_at < ${to.toISOString()}::timestamptz
      group by 1`),
  );
}

/** The deposits and withdrawals waiting for an operator (the queues' index). */
export async function pendingQueues(db: Db, merchantId: number) {
  const [row] = rowsOf<{ deposits: number; withdrawals: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from platform.deposits d
          where d.merchant_id = ${merchantId} and d.status = 'pending') as deposits,
        (select count(*)::int from platform.withdrawals w
          where w.merchant_id = ${merchantId} and w.status in ('pending', 'awaiting_second_approval')) as withdrawals`),
  );
  return row ?? { deposits: 0, withdrawals: 0 };
}

/** A report's range and filters, as the service checked them. */
export interface ReportQuery {
  merchantId: number;
  firstDay: string;
  lastDay: string;
  vendor?: string | undefined;
  gameType?: string | undefined;
  username?: string | undefined;
}

/**
 * How a group reads its aggregates: the source rows (alias `s`) of the range, the grouping (an orderable key over
 * the source columns, the text shown as the row's key and label) and the sum behind each figure it carries.
 */
interface GroupSource {
  from: (q: ReportQuery) => SQL;
  /** The grouping columns (in `group by`), the orderable position of a row, its key and its label. */
  groupBy: string;
  position: string;
  key: string;
  label: string;
  figures: Partial<Record<OperatorReportFigure, string>>;
}

const money = (column: string) => `sum(s.${column})`;
const count = (column: string) => `sum(s.${column})::bigint`;
const playFigures = {
  rounds: count('rounds'),
  validBets: money('bets_minor'),
  payouts: money('wins_minor'),
  ggr: 'sum(s.bets_minor - s.wins_minor)',
};
const range = (q: ReportQuery) =>
  sql`s.merchant_id = ${q.merchantId} and s.day between ${q.firstDay}::date and ${q.lastDay}::date`;
const gameFilters = (q: ReportQuery) => sql`
  ${q.vendor === undefined ? sql`` : sql`and s.provider_code = ${q.vendor}`}
  ${q.gameType === undefined ? sql`` : sql`and s.category = ${q.gameType}`}`;
const gameRows = (q: ReportQuery) => sql`platform.operator_game_day_stats s where ${range(q)} ${gameFilters(q)}`;

const groupSources: Record<OperatorReportGroup, GroupSource> = {
  day: {
    from: (q) => sql`platform.operator_day_stats s where ${range(q)}`,
    groupBy: 's.day',
    position: 's.day::text',
    key: 's.day::text',
    label: 's.day::text',
    figures: {
      ...playFigures,
      bonuses: money('bonuses_minor'),
      ngr: 'sum(s.bets_minor - s.wins_minor - s.bonuses_minor)',
      deposits: money('deposits_minor'),
      depositCount: count('deposit_count'),
      withdrawals: money('withdrawals_minor'),
      adjustments: money('adjustments_minor'),
      activePlayers: count('active_players'),
      firstDepositors: count('first_depositors'),
    },
  },
  game: {
    from: gameRows,
    groupBy: 's.provider_code, s.game_code',
    position: `s.provider_code || ':' || s.game_code`,
    key: `s.provider_code || ':' || s.game_code`,
    label: 's.game_code',
    figures: playFigures,
  },
  vendor: {
    from: gameRows,
    groupBy: 's.provider_code',
    position: 's.provider_code',
    key: 's.provider_code',
    label: 's.provider_code',
    figures: playFigures,
  },
  gameType: {
    from: gameRows,
    groupBy: 's.category',
    position: 's.category',
    key: 's.category',
    label: 's.category',
    figures: playFigures,
  },
  player: {
    from: (q) => sql`platform.operator_member_day_stats s where ${range(q)}
      ${
        q.username === undefined
          ? sql``
          : sql`and s.member_id = (select m.id from platform.members m
        where m.merchant_id = ${q.merchantId} and lower(m.username) = lower(${q.username}))`
      }`,
    groupBy: 's.member_id',
    position: 's.member_id',
    key: '(select m.username from platform.members m where m.id = s.member_id)',
    label: '(select m.username from platform.members m where m.id = s.member_id)',
    figures: {
      ...playFigures,
      bonuses: money('bonuses_minor'),
      ngr: 'sum(s.bets_minor - s.wins_minor - s.bonuses_minor)',
      deposits: money('deposits_minor'),
      withdrawals: money('withdrawals_minor'),
      adjustments: money('adjustments_minor'),
    },
  },
  channel: {
    from: (q) => sql`platform.operator_channel_day_stats s where ${range(q)}`,
    groupBy: 's.channel_id',
    position: 's.channel_id',
    key: 's.channel_id::text',
    label: `coalesce((select c.name from platform.payment_channels c where c.id = s.channel_id), '')`,
    figures: { deposits: money('deposits_minor'), depositCount: count('deposit_count') },
  },
};

/** One grouped row: key, label and each figure of the group as text (money in minor units). */
export type GroupedRow = { key: string; label: string; position: string | number } & Partial<
  Record<OperatorReportFigure, string>
>;

function groupedSql(group: OperatorReportGroup, q: ReportQuery, after?: string) {
  const source = groupSources[group];
  const figures = Object.entries(source.figures).map(([name, sum]) => `(${sum})::text as "${name}"`);
  const byMember = source.position === 's.member_id';
  const afterSql =
    after === undefined
      ? sql``
      : byMember
        ? sql`and s.member_id > ${after}::bigint`
        : sql`and (${sql.raw(source.position)}) > ${after}`;
  return sql`select ${sql.raw(source.key)} as key, ${sql.raw(source.label)} as label,
      ${sql.raw(source.position)} as position, ${sql.raw(figures.join(', '))}
    from ${source.from(q)} ${afterSql}
    group by ${sql.raw(source.groupBy)}`;
}

/** The figures a group carries, in the contract's order. */
export const groupFigures = (group: OperatorReportGroup) =>
  Object.keys(groupSources[group].figures) as OperatorReportFigure[];

/** A page of a report sorted by a figure (or the key), ties broken by the row's position. */
export async function reportPage(
  db: Db,
  group: OperatorReportGroup,
  q: ReportQuery,
  page: { sort: 'key' | OperatorReportFigure; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const direction = sql.raw(page.order);
  const sortBy = page.sort === 'key' ? sql.raw('position') : sql.raw(`"${page.sort}"::numeric`);
  return rowsOf<GroupedRow>(
    await db.execute(sql`
      select * from (${groupedSql(group, q)}) g
      order by ${sortBy} ${direction}, position ${direction}
      limit ${page.limit} offset ${page.offset}`),
  );
}

/** How many rows a report has and the sum of each figure over them. */
export async function reportTotals(db: Db, group: OperatorReportGroup, q: ReportQuery) {
  const sums = groupFigures(group).map((name) => `coalesce(sum("${name}"::numeric), 0)::text as "${name}"`);
  const [row] = rowsOf<{ count: number } & Partial<Record<OperatorReportFigure, string>>>(
    await db.execute(sql`select count(*)::int as count, ${sql.raw(sums.join(', '))}
      from (${groupedSql(group, q)}) g`),
  );
  return row!;
}

/**
 * The report's rows in position order after `after` (none: from the first), `limit` at most: the CSV export reads
 * a report batch by batch this way, so a million rows never sit in memory (the player group walks the
 * `operator_member_day_stats_member` index in member order).
 */
export async function reportBatch(
  db: Db,
  group: OperatorReportGroup,
  q: ReportQuery,
  after: string | undefined,
  limit: number,
) {
  return rowsOf<GroupedRow>(
    await db.execute(
      sql`${groupedSql(group, q, after)} order by ${sql.raw(groupSources[group].position)} limit ${limit}`,
    ),
  );
}
