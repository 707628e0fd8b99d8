import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { statsRowsWhere, type StatsRows } from './stats-rows.ts';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * An agent's subtree: every member whose ancestor path starts with the agent's (`/1/5/` → `/1/5/%`), the agent
 * itself excluded; one prefix lookup on `members_ancestor_path`, never a walk. `depth` is the number of ids in the
 * agent's path, so a member's level below the agent is its own depth minus the agent's.
 */
export interface Subtree {
  merchantId: number;
  agentId: number;
  path: string;
  depth: number;
}

const depthOf = (path: SQL) => sql`(length(${path}) - length(replace(${path}, '/', '')) - 1)`;

/** The members of the subtree (alias `m`), optionally one member by username or one level. */
export function teamWhere(tree: Subtree, filter: { username?: string | undefined; level?: number | undefined } = {}) {
  return sql`m.merchant_id = ${tree.merchantId} and m.ancestor_path like ${`${tree.path}%`} and m.id <> ${tree.agentId}
    ${filter.username === undefined ? sql`` : sql`and lower(m.username) = lower(${filter.username})`}
    ${filter.level === undefined ? sql`` : sql`and ${levelOf(tree)} = ${filter.level}`}`;
}

const levelOf = (tree: Subtree) => sql`(${depthOf(sql`m.ancestor_path`)} - ${tree.depth})`;

export const iso = (at: Date) => at.toISOString();

/** The member a username names inside the subtree, if any. */
export async function findTeamMember(db: Db, tree: Subtree, username: string) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select m.id from platform.members m
      where m.merchant_id = ${tree.merchantId} and m.ancestor_path like ${`${tree.path}%`} and m.id <> ${tree.agentId}
        and lower(m.username) = lower(${username})
      limit 1`),
  );
  return rows[0];
}

export interface StatSums {
  bets: string;
  wins: string;
  deposits: string;
  withdrawals: string;
  transfers_in: string;
  transfers_out: string;
  adjustments: string;
  bonuses: string;
}

/** The money sums of aggregate rows (hourly, member or level rows: the same columns) under an alias. */
function sumsOf(alias: 's' | 'l') {
  const column = (name: string) => sql.raw(`coalesce(sum(${alias}.${name}_minor), 0)::text as ${name}`);
  return sql.join(
    ['bets', 'wins', 'deposits', 'withdrawals', 'transfers_in', 'transfers_out', 'adjustments', 'bonuses'].map(column),
    sql`, `,
  );
}

const statSums = sumsOf('s');
export const levelSums = sumsOf('l');

export interface TeamFigureRow extends StatSums {
  team_size: number;
  direct_members: number;
  sign_ups: number;
  first_depositors: number;
  active_players: number;
  rounds: number;
}

/**
 * The team's figures over a range from the per-agent aggregates (decision 0039): money, first depositors and
 * active players of the level rows (active players of several days: members whose valid bets over them are
 * positive), sign-ups of the sign-up rows, team size and direct members of the current tree less the sign-ups
 * since the range's end.
 */
function figuresOf(tree: Subtree, range: StatsRows, index: number) {
  const active =
    range.rows === 'days'
      ? sql`(select count(*) from (select 1 from platform.agent_member_stats s
          where s.agent_id = ${tree.agentId} and ${statsRowsWhere('s', range)}
          group by s.member_id having sum(s.bets_minor) > 0) a)::int`
      : sql`coalesce(sum(l.active_players), 0)::int`;
  return sql`(
      with since as (
        select coalesce(sum(u.sign_ups), 0) as team, coalesce(sum(u.sign_ups) filter (where u.level = 1), 0) as direct
        from platform.agent_signup_stats u
        where u.agent_id = ${tree.agentId} and u.period = 'day' and u.period_start > ${range.lastDay}::date
      ), counts as (
        select coalesce((select c.team_size from platform.agent_team_counts c where c.agent_id = ${tree.agentId}), 0)
            - since.team as team_size,
          coalesce((select c.direct_members from platform.agent_team_counts c where c.agent_id = ${tree.agentId}), 0)
            - since.direct as direct_members
        from since
      ), money as (
        select ${levelSums}, coalesce(sum(l.first_depositors), 0)::int as first_depositors,
          coalesce(sum(l.rounds), 0)::int as rounds, ${active} as active_players
        from platform.agent_level_stats l where l.agent_id = ${tree.agentId} and ${statsRowsWhere('l', range)}
      )
      select counts.team_size::int, counts.direct_members::int,
        (select coalesce(sum(u.sign_ups), 0) from platform.agent_signup_stats u
          where u.agent_id = ${tree.agentId} and ${statsRowsWhere('u', range)})::int as sign_ups,
        money.*, ${index}::int as i
      from counts, money)`;
}

/** The team's figures over a period and the one it is compared with, in one statement. */
export async function teamFigures(
  db: Db,
  tree: Subtree,
  ranges: readonly [StatsRows, StatsRows],
): Promise<[TeamFigureRow, TeamFigureRow]> {
  const rows = rowsOf<TeamFigureRow & { i: number }>(
    await db.execute(sql`${figuresOf(tree, ranges[0], 0)} union all ${figuresOf(tree, ranges[1], 1)} order by i`),
  );
  const [period, previous] = rows;
  if (!period || !previous) throw new Error('team figures answered no row');
  return [period, previous];
}

export interface TeamDayRow extends StatSums {
  day: string;
  active_players: number;
  sign_ups: number;
  first_depositors: number;
}

/** A money sum of `teamDays`: '0' on a day with sign-ups but no money moved. */
const dayMoney = (column: keyof StatSums) => sql.raw(`coalesce(money.${column}, '0') as ${column}`);

/** The team's figures per local day of a range (days with nothing are absent). */
export async function teamDays(db: Db, tree: Subtree, range: StatsRows) {
  const days = { rows: 'days', firstDay: range.firstDay, lastDay: range.lastDay } as const;
  return rowsOf<TeamDayRow>(
    await db.execute(sql`
      with money as (
        select l.period_start as day, ${levelSums}, sum(l.active_players)::int as active_players,
          sum(l.first_depositors)::int as first_depositors
        from platform.agent_level_stats l where l.agent_id = ${tree.agentId} and ${statsRowsWhere('l', days)}
        group by l.period_start
      ), signups as (
        select u.period_start as day, sum(u.sign_ups)::int as sign_ups
        from platform.agent_signup_stats u where u.agent_id = ${tree.agentId} and ${statsRowsWhere('u', days)}
        group by u.period_start
      )
      select to_char(coalesce(money.day, signups.day), 'YYYY-MM-DD') as day, ${dayMoney('bets')}, ${dayMoney('wins')},
        ${dayMoney('deposits')}, ${dayMoney('withdrawals')}, ${dayMoney('transfers_in')}, ${dayMoney('transfers_out')},
        ${dayMoney('adjustments')}, ${dayMoney('bonuses')},
        coalesce(money.active_players, 0) as active_players, coalesce(signups.sign_ups, 0) as sign_ups,
        coalesce(money.first_depositors, 0) as first_depositors
      from money full join signups on signups.day = money.day
      order by 1`),
  );
}

/**
 * What the team's wallets hold as far as the fold has read the ledger (the current tree), and when the fold last
 * took in money moved (the report's "as of").
 */
export async function teamHoldings(db: Db, tree: Subtree): Promise<{ balance: string; foldedAt: Date }> {
  const rows = rowsOf<{ balance: string; folded_at: Date | string }>(
    await db.execute(sql`
      select coalesce((select c.balance_minor from platform.agent_team_counts c where c.agent_id = ${tree.agentId}), 0)::text
        as balance, p.folded_at
      from platform.member_stats_progress p`),
  );
  return { balance: rows[0]?.balance ?? '0', foldedAt: new Date(rows[0]?.folded_at ?? 0) };
}

export interface MemberLossRow extends StatSums {
  member_id: number;
  username: string;
  type: number;
  level: number;
}

const memberSums = sql`
  s.bets_minor::text as bets, s.wins_minor::text as wins, s.deposits_minor::text as deposits,
  s.withdrawals_minor::text as withdrawals, s.transfers_in_minor::text as transfers_in,
  s.transfers_out_minor::text as transfers_out, s.adjustments_minor::text as adjustments,
  s.bonuses_minor::text as bonuses`;

/**
 * Each member with money moved for the agent in a range, biggest loss (wins − bets) first, one page; and the same
 * sums per level (with how many members). One period row: an index range of the agent's member rows in P&L order
 * and the level rows. Several days (custom ranges): the member day rows summed per member.
 */
export async function memberLosses(
  db: Db,
  tree: Subtree,
  filter: { range: StatsRows; memberId?: number | undefined; level?: number | undefined },
  page: { offset: number; limit: number },
) {
  const where = sql`s.agent_id = ${tree.agentId} and ${statsRowsWhere('s', filter.range)}
    ${filter.memberId === undefined ? sql`` : sql`and s.member_id = ${filter.memberId}`}
    ${filter.level === undefined ? sql`` : sql`and s.level = ${filter.level}`}`;
  const perMember =
    filter.range.rows === 'days'
      ? sql`select s.member_id, min(s.level) as level, ${statSums}, sum(s.wins_minor - s.bets_minor) as profit
          from platform.agent_member_stats s where ${where} group by s.member_id`
      : sql`select s.member_id, s.level, ${memberSums}, s.profit_minor as profit
          from platform.agent_member_stats s where ${where}`;
  const levels =
    filter.range.rows === 'days' || filter.memberId !== undefined
      ? sql`with r as (${perMember})
          select r.level, count(*)::int as members,
            sum(r.bets::numeric)::text as bets, sum(r.wins::numeric)::text as wins,
            sum(r.deposits::numeric)::text as deposits, sum(r.withdrawals::numeric)::text as withdrawals,
            sum(r.transfers_in::numeric)::text as transfers_in, sum(r.transfers_out::numeric)::text as transfers_out,
            sum(r.adjustments::numeric)::text as adjustments, sum(r.bonuses::numeric)::text as bonuses
          from r group by r.level order by r.level`
      : sql`select l.level, sum(l.members)::int as members, ${levelSums}
          from platform.agent_level_stats l where l.agent_id = ${tree.agentId} and ${statsRowsWhere('l', filter.range)}
            ${filter.level === undefined ? sql`` : sql`and l.level = ${filter.level}`}
          group by l.level having sum(l.members) > 0 order by l.level`;
  const [rows, levelRows] = await Promise.all([
    db.execute(sql`
      select r.member_id, m.username, m.type, r.level, r.bets, r.wins, r.deposits, r.withdrawals, r.transfers_in,
        r.transfers_out, r.adjustments, r.bonuses
      from (select * from (${perMember}) p order by p.profit, p.member_id offset ${page.offset} limit ${page.limit}) r
      join platform.members m on m.id = r.member_id
      order by r.profit, r.member_id`),
    db.execute(levels),
  ]);
  return {
    rows: rowsOf<MemberLossRow>(rows),
    levels: rowsOf<StatSums & { level: number; members: number }>(levelRows),
  };
}

/** The agent's team totals of a range from the aggregates: rounds opened, valid bets, payouts. */
export async function teamBetAggregates(
  db: Db,
  tree: Subtree,
  filter: { range: StatsRows; memberId?: number | undefined; level?: number | undefined },
) {
  const table = filter.memberId === undefined ? sql`platform.agent_level_stats` : sql`platform.agent_member_stats`;
  const rows = rowsOf<{ rounds: number; bets: string; wins: string }>(
    await db.execute(sql`
      select coalesce(sum(l.rounds), 0)::int as rounds, coalesce(sum(l.bets_minor), 0)::text as bets,
        coalesce(sum(l.wins_minor), 0)::text as wins
      from ${table} l where l.agent_id = ${tree.agentId} and ${statsRowsWhere('l', filter.range)}
        ${filter.memberId === undefined ? sql`` : sql`and l.member_id = ${filter.memberId}`}
        ${filter.level === undefined ? sql`` : sql`and l.level = ${filter.level}`}`),
  );
  return rows[0] ?? { rounds: 0, bets: '0', wins: '0' };
}

/** How many members the agent's team has now (the tree counts). */
export async function teamSize(db: Db, tree: Subtree): Promise<number> {
  const rows = rowsOf<{ team_size: number }>(
    await db.execute(sql`select team_size from platform.agent_team_counts where agent_id = ${tree.agentId}`),
  );
  return rows[0]?.team_size ?? 0;
}

/**
 * The members that are or were in the subtree (alias `t`: id, ancestor_path): the current ones by the path prefix,
 * and those a move took out, by the paths they had before it.
 */
function everTeam(tree: Subtree) {
  const prefix = `${tree.path}%`;
  return sql`(
    select m.id, m.ancestor_path, m.username from platform.members m
    where m.merchant_id = ${tree.merchantId} and m.ancestor_path like ${prefix} and m.id <> ${tree.agentId}
    union
    select m.id, m.ancestor_path, m.username from platform.member_path_history h
    join platform.members m on m.id = h.member_id
    where h.ancestor_path like ${prefix} and m.merchant_id = ${tree.merchantId} and m.id <> ${tree.agentId}
  )`;
}

/** The path a member (alias `m`) had at an instant, and its level below the agent then. */
const pathAt = (at: SQL) => sql`platform.member_path_at(m.id, ${at}, m.ancestor_path)`;
const levelAt = (tree: Subtree, at: SQL) => sql`(${depthOf(pathAt(at))} - ${tree.depth})`;

export interface TeamBetFilter {
  from: Date;
  to: Date;
  username?: string | undefined;
  level?: number | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
  gameCode?: string | undefined;
  status: 'open' | 'settled' | 'cancelled' | null;
}

/** Bets (alias `b`) of members (alias `m`) that were in the subtree when the round opened, with the filters. */
function betWhere(tree: Subtree, filter: TeamBetFilter) {
  return sql`b.merchant_id = ${tree.merchantId} and m.id <> ${tree.agentId}
    and b.opened_at >= ${iso(filter.from)} and b.opened_at < ${iso(filter.to)}
    and ${pathAt(sql`b.opened_at`)} like ${`${tree.path}%`}
    ${filter.username === undefined ? sql`` : sql`and lower(m.username) = lower(${filter.username})`}
    ${filter.level === undefined ? sql`` : sql`and ${levelAt(tree, sql`b.opened_at`)} = ${filter.level}`}
    ${filter.gameType === undefined ? sql`` : sql`and b.category = ${filter.gameType}`}
    ${filter.vendor === undefined ? sql`` : sql`and b.provider_code = ${filter.vendor}`}
    ${filter.gameCode === undefined ? sql`` : sql`and b.game_code = ${filter.gameCode}`}
    ${filter.status === null ? sql`` : sql`and b.status = ${filter.status}`}`;
}

export interface TeamBetRow {
  round_id: string;
  game_code: string;
  provider_code: string;
  vendor_name: string;
  category: string;
  stake_minor: string;
  valid_bet_minor: string;
  win_minor: string;
  status: 'open' | 'settled' | 'cancelled';
  opened_at: Date | string;
  settled_at: Date | string | null;
  detail_url: string;
  username: string;
  level: number;
}

/** A team at most this big has its bet page read member by member (their own bet index), not merchant-wide. */
export const smallTeamSize = 500;

/**
 * One page of the subtree's rounds opened in the period, newest first. A large team walks the merchant's bets
 * newest first (bet_records_merchant_opened) and keeps its members'; a small one reads each member's newest
 * bets (bet_records_member) and merges them.
 */
export async function teamBets(
  db: Db,
  tree: Subtree,
  filter: TeamBetFilter,
  page: { offset: number; limit: number; small: boolean },
) {
  const columns = sql`b.round_id, b.game_code, b.provider_code, sp.name as vendor_name, b.category,
    b.stake_minor::text, b.valid_bet_minor::text, b.win_minor::text, b.status, b.opened_at, b.settled_at,
    b.detail_url, m.username, ${levelAt(tree, sql`b.opened_at`)} as level`;
  const query = page.small
    ? sql`
      select r.* from ${everTeam(tree)} t
      cross join lateral (
        select ${columns}, b.id from platform.bet_records b
        join platform.members m on m.id = b.member_id
        join platform.seamless_providers sp on sp.id = b.provider_id
        where b.member_id = t.id and ${betWhere(tree, filter)}
        order by b.opened_at desc, b.id desc limit ${page.offset + page.limit}
      ) r
      order by r.opened_at desc, r.id desc offset ${page.offset} limit ${page.limit}`
    : sql`
      select ${columns}
      from platform.bet_records b
      join platform.members m on m.id = b.member_id
      join platform.seamless_providers sp on sp.id = b.provider_id
      where ${betWhere(tree, filter)}
      order by b.opened_at desc, b.id desc
      offset ${page.offset} limit ${page.limit}`;
  return rowsOf<TeamBetRow>(await db.execute(query));
}

/** Count and sums of the rounds the filters select (profit over settled rounds only), from the bet records. */
export async function teamBetTotals(db: Db, tree: Subtree, filter: TeamBetFilter) {
  const rows = rowsOf<{ rounds: number; stake: string; valid_bet: string; win: string; settled_profit: string }>(
    await db.execute(sql`
      select count(*)::int as rounds, coalesce(sum(b.stake_minor), 0)::text as stake,
        coalesce(sum(b.valid_bet_minor), 0)::text as valid_bet, coalesce(sum(b.win_minor), 0)::text as win,
        coalesce(sum(b.win_minor - b.stake_minor) filter (where b.status = 'settled'), 0)::text as settled_profit
      from ${everTeam(tree)} t
      join platform.members m on m.id = t.id
      join platform.bet_records b on b.member_id = t.id
      where ${betWhere(tree, filter)}`),
  );
  const row = rows[0];
  if (!row) throw new Error('bet totals answered no row');
  return row;
}

/** One member's aggregates per local day of [from, to). */
export async function memberDays(db: Db, memberId: number, from: Date, to: Date, timeZone: string) {
  return rowsOf<StatSums & { day: string }>(
    await db.execute(sql`
      select to_char(s.hour at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${statSums}
      from platform.member_hour_stats s
      where s.member_id = ${memberId} and s.hour >= ${iso(from)} and s.hour < ${iso(to)}
      group by 1 order by 1`),
  );
}

export interface TeamMovementRow {
  entry_id: number;
  created_at: Date | string;
  username: string;
  level: number;
  kind: string;
  amount: string;
  memo: string;
}

/** One page of the postings on the subtree's wallets in the period, newest first, and how many there are. */
export async function teamMovements(
  db: Db,
  tree: Subtree,
  filter: { from: Date; to: Date; kinds: readonly string[]; username?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = sql`p.created_at >= ${iso(filter.from)} and p.created_at < ${iso(filter.to)}
    and ${pathAt(sql`p.created_at`)} like ${`${tree.path}%`}
    ${filter.username === undefined ? sql`` : sql`and lower(m.username) = lower(${filter.username})`}
    ${filter.kinds.length === 0 ? sql`` : sql`and e.kind = any(${`{${filter.kinds.join(',')}}`}::text[])`}`;
  const from = sql`
    from ${everTeam(tree)} t
    join platform.members m on m.id = t.id
    join platform.ledger_accounts a on a.owner_member_id = m.id and a.kind in ('player_wallet', 'agent_wallet')
    join platform.postings p on p.account_id = a.id
    join platform.journal_entries e on e.id = p.entry_id`;
  const [rows, counts] = await Promise.all([
    db.execute(sql`
      select e.id as entry_id, p.created_at, m.username, ${levelAt(tree, sql`p.created_at`)} as level, e.kind,
        p.amount_minor::text as amount, e.memo
      ${from} where ${where}
      order by p.id desc offset ${page.offset} limit ${page.limit}`),
    db.execute(sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  return { rows: rowsOf<TeamMovementRow>(rows), total: rowsOf<{ total: number }>(counts)[0]?.total ?? 0 };
}

/** Folds the postings that are final into the aggregates (04_agent_reports.sql); null when another run holds it. */
export async function foldMemberStats(db: Db): Promise<number | null> {
  const rows = rowsOf<{ folded: string | null }>(await db.execute(sql`select platform.fold_member_stats() as folded`));
  const folded = rows[0]?.folded;
  return folded === null || folded === undefined ? null : Number(folded);
}

/** The largest posting id now, and through which id the aggregates hold every posting. */
export async function foldProgress(db: Db): Promise<{ latest: bigint; processedThrough: bigint }> {
  const rows = rowsOf<{ latest: string; processed_through: string }>(
    await db.execute(sql`
      select (select coalesce(max(id), 0) from platform.postings)::text as latest, processed_through::text
      from platform.member_stats_progress`),
  );
  return { latest: BigInt(rows[0]?.latest ?? 0), processedThrough: BigInt(rows[0]?.processed_through ?? 0) };
}
