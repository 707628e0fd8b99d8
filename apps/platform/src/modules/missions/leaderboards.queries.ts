import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface LeaderboardRow {
  id: number;
  merchantId: number;
  titles: Record<string, string>;
  metric: 'valid_bet' | 'win_multiple';
  period: 'daily' | 'weekly' | 'monthly';
  minBetMinor: bigint;
  prizeKind: 'cash' | 'points';
  prizes: bigint[];
  startsAt: Date;
  endsAt: Date;
  active: boolean;
}

interface RawBoard {
  id: number;
  merchant_id: number;
  titles: Record<string, string>;
  metric: LeaderboardRow['metric'];
  period: LeaderboardRow['period'];
  min_bet_minor: string;
  prize_kind: LeaderboardRow['prizeKind'];
  prizes: (string | number)[] | string;
  starts_at: string | Date;
  ends_at: string | Date;
  active: boolean;
}

/** A bigint[] as either driver answers it (an array, or PGlite's text form `{1,2}`). */
const bigintArray = (value: RawBoard['prizes']): bigint[] =>
  (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value).map((v) => BigInt(v));

const toBoard = (r: RawBoard): LeaderboardRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  titles: r.titles,
  metric: r.metric,
  period: r.period,
  minBetMinor: BigInt(r.min_bet_minor),
  prizeKind: r.prize_kind,
  prizes: bigintArray(r.prizes),
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  active: r.active,
});

/** The merchant's boards (all merchants' when null); `running` keeps the active ones inside their schedule. */
export async function listBoards(db: Db, merchantId: number | null, running: boolean): Promise<LeaderboardRow[]> {
  const rows = rowsOf<RawBoard>(
    await db.execute(sql`
      select * from platform.leaderboards
      where (${merchantId}::integer is null or merchant_id = ${merchantId}::integer)
        and (not ${running} or (active and starts_at <= now() and ends_at > now()))
      order by id`),
  );
  return rows.map(toBoard);
}

export async function findBoard(db: Db, merchantId: number, id: number): Promise<LeaderboardRow | null> {
  const rows = rowsOf<RawBoard>(
    await db.execute(sql`select * from platform.leaderboards where id = ${id} and merchant_id = ${merchantId}`),
  );
  return rows[0] ? toBoard(rows[0]) : null;
}

export type BoardValues = Omit<LeaderboardRow, 'id' | 'merchantId'>;

export async function saveBoardRow(db: Db, merchantId: number, id: number | undefined, v: BoardValues) {
  const prizes = `{${v.prizes.join(',')}}`;
  const values = sql`${JSON.stringify(v.titles)}::jsonb, ${v.metric}, ${v.period}, ${v.minBetMinor}, ${v.prizeKind},
    ${prizes}::bigint[], ${v.startsAt.toISOString()}::timestamptz, ${v.endsAt.toISOString()}::timestamptz, ${v.active}`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      id === undefined
        ? sql`insert into platform.leaderboards (merchant_id, titles, metric, period, min_bet_minor, prize_kind, prizes,
              starts_at, ends_at, active) values (${merchantId}, ${values}) returning id`
        : sql`update platform.leaderboards set (titles, metric, period, min_bet_minor, prize_kind, prizes, starts_at,
              ends_at, active) = (${values}) where id = ${id} and merchant_id = ${merchantId} returning id`,
    ),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export interface Standing {
  rank: number;
  memberId: number;
  username: string;
  type: number;
  /** Valid bet in minor units, or the win multiple × 100. */
  score: bigint;
}

/**
 * A board's standings over local days [start, end): each member's valid bets of the period from the fold's
 * per-type day rows (the merchant's rows of those days, by their index), ranked by valid bet or by wins ÷ valid
 * bets; only members with at least the board's minimum (and at least one unit) of valid bet. Ties go to the larger
 * valid bet, then the earlier member.
 */
export async function standings(
  db: Db,
  board: Pick<LeaderboardRow, 'merchantId' | 'metric' | 'minBetMinor'>,
  start: string,
  end: string,
): Promise<Standing[]> {
  const rows = rowsOf<{ rank: string; member_id: string; username: string; type: number; score: string }>(
    await db.execute(sql`
      with totals as (
        select t.member_id, sum(t.bets_minor) as bets, sum(t.wins_minor) as wins
        from platform.operator_member_type_day_stats t
        where t.merchant_id = ${board.merchantId} and t.day >= ${start}::date and t.day < ${end}::date
        group by t.member_id
        having sum(t.bets_minor) >= greatest(${board.minBetMinor}::bigint, 1)
      ), scored as (
        select member_id, bets,
          case when ${board.metric} = 'valid_bet' then bets else div(wins * 100, bets)::bigint end as score
        from totals
      )
      select row_number() over (order by s.score desc, s.bets desc, s.member_id) as rank, s.member_id, m.username,
        m.type, s.score
      from scored s join platform.members m on m.id = s.member_id
      order by rank`),
  );
  return rows.map((r) => ({
    rank: Number(r.rank),
    memberId: Number(r.member_id),
    username: r.username,
    type: Number(r.type),
    score: BigInt(r.score),
  }));
}

/** Takes a board's settlement lock for this transaction (false: another instance holds it). */
export async function trySettleLock(db: Db, boardId: number): Promise<boolean> {
  const rows = rowsOf<{ locked: boolean }>(
    await db.execute(sql`select pg_try_advisory_xact_lock(hashtext('leaderboard'), ${boardId}) as locked`),
  );
  return rows[0]?.locked === true;
}

export async function isPeriodSettled(db: Db, boardId: number, periodStart: string): Promise<boolean> {
  const rows = rowsOf<{ settled: boolean }>(
    await db.execute(sql`
      select exists (select 1 from platform.leaderboard_periods
        where leaderboard_id = ${boardId} and period_start = ${periodStart}::date) as settled`),
  );
  return rows[0]?.settled === true;
}

export async function insertSettledPeriod(db: Db, boardId: number, periodStart: string) {
  await db.execute(sql`
    insert into platform.leaderboard_periods (leaderboard_id, period_start) values (${boardId}, ${periodStart}::date)`);
}

export async function insertPrize(
  db: Db,
  prize: {
    boardId: number;
    periodStart: string;
    rank: number;
    merchantId: number;
    memberId: number;
    score: bigint;
    amount: bigint;
    entryId: number;
  },
) {
  await db.execute(sql`
    insert into platform.leaderboard_prizes (leaderboard_id, period_start, rank, merchant_id, member_id, score, amount,
        entry_id)
      values (${prize.boardId}, ${prize.periodStart}::date, ${prize.rank}, ${prize.merchantId}, ${prize.memberId},
        ${prize.score}, ${prize.amount}, ${prize.entryId})`);
}

/** A board's settled periods, newest first (at most 30), with the ranks paid. */
export async function listResults(db: Db, boardId: number) {
  const rows = rowsOf<{
    period_start: string;
    settled_at: string | Date;
    rank: number | null;
    username: string | null;
    score: string | null;
    amount: string | null;
  }>(
    await db.execute(sql`
      with periods as (
        select * from platform.leaderboard_periods where leaderboard_id = ${boardId} order by period_start desc limit 30
      )
      select p.period_start::text as period_start, p.settled_at, z.rank, m.username, z.score, z.amount
      from periods p
      left join platform.leaderboard_prizes z on z.leaderboard_id = p.leaderboard_id and z.period_start = p.period_start
      left join platform.members m on m.id = z.member_id
      order by p.period_start desc, z.rank`),
  );
  return rows;
}

/** Whether the fold has taken in every bet or win posted before local day `day` began (as rebates ask). */
export async function foldedBefore(db: Db, day: string, timeZone: string): Promise<boolean> {
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
