import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

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
    await db.execute(sql`select m.id from platform.members m where ${teamWhere(tree, { username })} limit 1`),
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

export const statSums = sql`
  coalesce(sum(s.bets_minor), 0)::text as bets, coalesce(sum(s.wins_minor), 0)::text as wins,
  coalesce(sum(s.deposits_minor), 0)::text as deposits, coalesce(sum(s.withdrawals_minor), 0)::text as withdrawals,
  coalesce(sum(s.transfers_in_minor), 0)::text as transfers_in,
  coalesce(sum(s.transfers_out_minor), 0)::text as transfers_out,
  coalesce(sum(s.adjustments_minor), 0)::text as adjustments, coalesce(sum(s.bonuses_minor), 0)::text as bonuses`;

export interface TeamFigureRow extends StatSums {
  team_size: number;
  direct_members: number;
  sign_ups: number;
  first_depositors: number;
  active_players: number;
}

/** The team's figures over [from, to): aggregates of the subtree's hours plus its members and first deposits. */
export async function teamFigures(db: Db, tree: Subtree, from: Date, to: Date): Promise<TeamFigureRow> {
  const rows = rowsOf<TeamFigureRow>(
    await db.execute(sql`
      with team as (
        select m.id, m.upline_id, m.created_at from platform.members m where ${teamWhere(tree)}
      ), sums as (
        select ${statSums}, count(distinct s.member_id) filter (where s.bets_minor > 0)::int as active_players
        from platform.member_hour_stats s join team t on t.id = s.member_id
        where s.merchant_id = ${tree.merchantId} and s.hour >= ${iso(from)} and s.hour < ${iso(to)}
      )
      select
        (select count(*) from team where created_at < ${iso(to)})::int as team_size,
        (select count(*) from team where created_at < ${iso(to)} and upline_id = ${tree.agentId})::int as direct_members,
        (select count(*) from team where created_at >= ${iso(from)} and created_at < ${iso(to)})::int as sign_ups,
        (select count(*) from platform.member_first_deposits f join team t on t.id = f.member_id
          where f.first_deposit_at >= ${iso(from)} and f.first_deposit_at < ${iso(to)})::int as first_depositors,
        sums.*
      from sums`),
  );
  const row = rows[0];
  if (!row) throw new Error('team figures answered no row');
  return row;
}

export interface TeamDayRow extends StatSums {
  day: string;
  active_players: number;
  sign_ups: number;
  first_depositors: number;
}

/** A money sum of `teamDays`: '0' on a day with sign-ups or first deposits but no money moved. */
const dayMoney = (column: keyof StatSums) => sql.raw(`coalesce(money.${column}, '0') as ${column}`);

/** The team's figures per local day of [from, to) in a time zone (days with nothing are absent). */
export async function teamDays(db: Db, tree: Subtree, from: Date, to: Date, timeZone: string) {
  const localDay = (column: SQL) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return rowsOf<TeamDayRow>(
    await db.execute(sql`
      with team as (
        select m.id, m.created_at from platform.members m where ${teamWhere(tree)}
      ), money as (
        select ${localDay(sql`s.hour`)} as day, ${statSums},
          count(distinct s.member_id) filter (where s.bets_minor > 0)::int as active_players
        from platform.member_hour_stats s join team t on t.id = s.member_id
        where s.merchant_id = ${tree.merchantId} and s.hour >= ${iso(from)} and s.hour < ${iso(to)}
        group by 1
      ), signups as (
        select ${localDay(sql`t.created_at`)} as day, count(*)::int as sign_ups from team t
        where t.created_at >= ${iso(from)} and t.created_at < ${iso(to)} group by 1
      ), firsts as (
        select ${localDay(sql`f.first_deposit_at`)} as day, count(*)::int as first_depositors
        from platform.member_first_deposits f join team t on t.id = f.member_id
        where f.first_deposit_at >= ${iso(from)} and f.first_deposit_at < ${iso(to)} group by 1
      )
      select d.day, ${dayMoney('bets')}, ${dayMoney('wins')}, ${dayMoney('deposits')}, ${dayMoney('withdrawals')},
        ${dayMoney('transfers_in')}, ${dayMoney('transfers_out')}, ${dayMoney('adjustments')}, ${dayMoney('bonuses')},
        coalesce(money.active_players, 0) as active_players,
        coalesce(signups.sign_ups, 0) as sign_ups, coalesce(firsts.first_depositors, 0) as first_depositors
      from (select day from money union select day from signups union select day from firsts) d
      left join money on money.day = d.day
      left join signups on signups.day = d.day
      left join firsts on firsts.day = d.day
      order by d.day`),
  );
}

/** What the team's wallets hold now. */
export async function teamBalances(db: Db, tree: Subtree): Promise<string> {
  const rows = rowsOf<{ total: string }>(
    await db.execute(sql`
      select coalesce(sum(a.balance_minor), 0)::text as total
      from platform.members m
      join platform.ledger_accounts a on a.owner_member_id = m.id and a.kind in ('player_wallet', 'agent_wallet')
      where ${teamWhere(tree)}`),
  );
  return rows[0]?.total ?? '0';
}

export interface MemberLossRow extends StatSums {
  member_id: number;
  username: string;
  type: number;
  level: number;
}

/**
 * Each subtree member with money moved in [from, to), biggest loss (wins − bets) first, one page; the count of
 * such members; and the same sums per level and in total.
 */
export async function memberLosses(
  db: Db,
  tree: Subtree,
  filter: { from: Date; to: Date; username?: string | undefined; level?: number | undefined },
  page: { offset: number; limit: number },
) {
  const perMember = sql`
    select m.id as member_id, m.username, m.type, ${levelOf(tree)} as level, ${statSums}
    from platform.member_hour_stats s join platform.members m on m.id = s.member_id
    where ${teamWhere(tree, filter)} and s.merchant_id = ${tree.merchantId}
      and s.hour >= ${iso(filter.from)} and s.hour < ${iso(filter.to)}
    group by m.id, m.username, m.type, m.ancestor_path`;
  const [rows, levels] = await Promise.all([
    db.execute(sql`
      select * from (${perMember}) r
      order by r.wins::numeric - r.bets::numeric, r.member_id
      offset ${page.offset} limit ${page.limit}`),
    db.execute(sql`
      with r as (${perMember})
      select r.level, count(*)::int as members,
        sum(r.bets::numeric)::text as bets, sum(r.wins::numeric)::text as wins,
        sum(r.deposits::numeric)::text as deposits, sum(r.withdrawals::numeric)::text as withdrawals,
        sum(r.transfers_in::numeric)::text as transfers_in, sum(r.transfers_out::numeric)::text as transfers_out,
        sum(r.adjustments::numeric)::text as adjustments, sum(r.bonuses::numeric)::text as bonuses
      from r group by r.level order by r.level`),
  ]);
  return {
    rows: rowsOf<MemberLossRow>(rows),
    levels: rowsOf<StatSums & { level: number; members: number }>(levels),
  };
}

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

function betWhere(tree: Subtree, filter: TeamBetFilter) {
  return sql`${teamWhere(tree, filter)} and b.merchant_id = ${tree.merchantId}
    and b.opened_at >= ${iso(filter.from)} and b.opened_at < ${iso(filter.to)}
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

/** One page of the subtree's rounds opened in the period, newest first. */
export async function teamBets(db: Db, tree: Subtree, filter: TeamBetFilter, page: { offset: number; limit: number }) {
  return rowsOf<TeamBetRow>(
    await db.execute(sql`
      select b.round_id, b.game_code, b.provider_code, sp.name as vendor_name, b.category,
        b.stake_minor::text, b.valid_bet_minor::text, b.win_minor::text, b.status, b.opened_at, b.settled_at,
        b.detail_url, m.username, ${levelOf(tree)} as level
      from platform.bet_records b
      join platform.members m on m.id = b.member_id
      join platform.seamless_providers sp on sp.id = b.provider_id
      where ${betWhere(tree, filter)}
      order by b.opened_at desc, b.id desc
      offset ${page.offset} limit ${page.limit}`),
  );
}

/** Count and sums of the rounds the filters select (profit over settled rounds only). */
export async function teamBetTotals(db: Db, tree: Subtree, filter: TeamBetFilter) {
  const rows = rowsOf<{ rounds: number; stake: string; valid_bet: string; win: string; settled_profit: string }>(
    await db.execute(sql`
      select count(*)::int as rounds, coalesce(sum(b.stake_minor), 0)::text as stake,
        coalesce(sum(b.valid_bet_minor), 0)::text as valid_bet, coalesce(sum(b.win_minor), 0)::text as win,
        coalesce(sum(b.win_minor - b.stake_minor) filter (where b.status = 'settled'), 0)::text as settled_profit
      from platform.bet_records b join platform.members m on m.id = b.member_id
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
  const where = sql`${teamWhere(tree, filter)} and p.created_at >= ${iso(filter.from)} and p.created_at < ${iso(filter.to)}
    ${filter.kinds.length === 0 ? sql`` : sql`and e.kind = any(${`{${filter.kinds.join(',')}}`}::text[])`}`;
  const from = sql`
    from platform.members m
    join platform.ledger_accounts a on a.owner_member_id = m.id and a.kind in ('player_wallet', 'agent_wallet')
    join platform.postings p on p.account_id = a.id
    join platform.journal_entries e on e.id = p.entry_id`;
  const [rows, counts] = await Promise.all([
    db.execute(sql`
      select e.id as entry_id, p.created_at, m.username, ${levelOf(tree)} as level, e.kind,
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

/** When the aggregates last took in money moved (the report's "as of"). */
export async function statsFoldedAt(db: Db): Promise<Date> {
  const rows = rowsOf<{ folded_at: Date | string }>(
    await db.execute(sql`select folded_at from platform.member_stats_progress`),
  );
  return new Date(rows[0]?.folded_at ?? 0);
}
