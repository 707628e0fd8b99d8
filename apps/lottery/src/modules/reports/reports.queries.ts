import { sql } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';

type On = Pick<LotteryDb, 'execute'> | ProviderTx;
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** What one money move of a ticket adds to its merchant's report row of the day (minor units). */
export interface ReportMoney {
  tickets: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  refundMinor: bigint;
}

/**
 * Adds a ticket's money move to its merchant's row of the UTC day, game and bet type — and, for a ticket bought,
 * its player to the day's players — in the caller's transaction. A round that is no ticket, or whose launch named
 * no merchant, matches no row and adds nothing.
 */
export async function addReportMoney(db: On, roundId: string, money: ReportMoney): Promise<void> {
  const ticket = sql`
    from lottery.tickets t
    join lottery.rounds r on r.id = t.round_id
    join lottery.sessions s on s.id = r.session_id
    join lottery.session_merchants m on m.launch_token_hash = s.launch_token_hash
   where t.round_id = ${roundId}`;
  await db.execute(sql`
    insert into lottery.report_days as d
      (merchant_code, day, game_code, bet_type, tickets, stake_minor, payout_minor, refund_minor)
    select m.merchant_code, (now() at time zone 'UTC')::date, r.game_code, t.bet_type, ${money.tickets},
           ${money.stakeMinor}::bigint, ${money.payoutMinor}::bigint, ${money.refundMinor}::bigint
    ${ticket}
    on conflict (merchant_code, day, game_code, bet_type) do update set
      tickets = d.tickets + excluded.tickets,
      stake_minor = d.stake_minor + excluded.stake_minor,
      payout_minor = d.payout_minor + excluded.payout_minor,
      refund_minor = d.refund_minor + excluded.refund_minor`);
  if (money.tickets > 0) {
    await db.execute(sql`
      insert into lottery.report_player_days (merchant_code, day, game_code, player_key)
      select m.merchant_code, (now() at time zone 'UTC')::date, r.game_code, r.player_key
      ${ticket}
      on conflict do nothing`);
  }
}

export interface ReportMoneyRow {
  key: string;
  betType: string;
  tickets: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  refundMinor: bigint;
}

const rowOf = (row: Row): ReportMoneyRow => ({
  key: String(row.key),
  betType: String(row.bet_type ?? ''),
  tickets: Number(row.tickets),
  stakeMinor: BigInt(String(row.stake_minor)),
  payoutMinor: BigInt(String(row.payout_minor)),
  refundMinor: BigInt(String(row.refund_minor)),
});

const sums = sql`sum(tickets)::int as tickets, sum(stake_minor)::text as stake_minor,
  sum(payout_minor)::text as payout_minor, sum(refund_minor)::text as refund_minor`;

/** The merchant's rows of a range summed per day and per game and bet type (first and last UTC day included). */
export async function reportMoney(db: On, merchantCode: string, from: string, to: string) {
  const range = sql`merchant_code = ${merchantCode} and day between ${from}::date and ${to}::date`;
  const [days, games] = await Promise.all([
    db.execute(sql`select day::text as key, ${sums} from lottery.report_days where ${range} group by day`),
    db.execute(
      sql`select game_code as key, bet_type, ${sums} from lottery.report_days where ${range}
          group by game_code, bet_type`,
    ),
  ]);
  return { days: rowsOf(days).map(rowOf), betTypes: rowsOf(games).map(rowOf) };
}

/** Distinct players of a range: per day, per game and in all (one row per player, game and day is read). */
export async function reportPlayers(db: On, merchantCode: string, from: string, to: string) {
  const range = sql`merchant_code = ${merchantCode} and day between ${from}::date and ${to}::date`;
  const [days, games, all] = await Promise.all([
    db.execute(
      sql`select day::text as key, count(distinct player_key)::int as players from lottery.report_player_days
          where ${range} group by day`,
    ),
    db.execute(
      sql`select game_code as key, count(distinct player_key)::int as players from lottery.report_player_days
          where ${range} group by game_code`,
    ),
    db.execute(sql`select count(distinct player_key)::int as players from lottery.report_player_days where ${range}`),
  ]);
  const byKey = (result: unknown) => new Map(rowsOf(result).map((row) => [String(row.key), Number(row.players)]));
  return { days: byKey(days), games: byKey(games), total: Number(rowsOf(all)[0]?.players ?? 0) };
}
