import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';

/**
 * What changes on a refused call by design: limits and captchas count attempts, keys rotate, sign-in attempts are
 * recorded, and a session slides with each call (its revocation still counts). The agent and operator reports'
 * aggregates and the loyalty totals (VIP progress, points accrual) are folded from the ledger by a job that may run
 * at any moment (the ledger they derive from is compared), and the risk rules' job notes how far it has read (the alerts it raises are compared); the contract settlement job
 * records each run, one per closed period, whenever a 5-minute window ends (the bills and payments are compared). Everything
 * else must stay as it was.
 */
const volatileTables = new Set([
  'member_hour_stats',
  'member_first_deposits',
  'member_stats_progress',
  'risk_progress',
  'contract_settlement_runs',
  'member_vip_progress',
  'member_points_accruals',
  'agent_member_stats',
  'agent_level_stats',
  'agent_signup_stats',
  'agent_team_counts',
  'agent_stats_zones',
  'agent_hour_members',
  'operator_day_stats',
  'operator_member_day_stats',
  'operator_game_day_stats',
  'operator_channel_day_stats',
  'rate_limits',
  'captchas',
  'rsa_keys',
  'member_logins',
  'login_throttles',
  'encrypted_request_nonces',
]);
const volatileColumns = ['last_seen_at', 'expires_at'];

/** A digest of every row of every platform table (of one merchant, when given): equal digests, nothing changed. */
export type DatabaseState = Record<string, string>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The digest of each platform table's rows. With `merchantId`, only tables that carry a merchant are digested and
 * only that merchant's rows: what another merchant does to its own rows doesn't count.
 */
export async function databaseState(db: Db, options: { merchantId?: number } = {}): Promise<DatabaseState> {
  const tables = rowsOf<{ table_name: string; has_merchant: boolean }>(
    await db.execute(sql`
      select t.table_name,
             exists (select 1 from information_schema.columns c
                     where c.table_schema = t.table_schema and c.table_name = t.table_name
                       and c.column_name = 'merchant_id') as has_merchant
      from information_schema.tables t
      where t.table_schema = 'platform' and t.table_type = 'BASE TABLE'
      order by t.table_name`),
  );
  const rowText = sql.raw(`(to_jsonb(r) ${volatileColumns.map((c) => `- '${c}'`).join(' ')})::text`);
  const state: DatabaseState = {};
  for (const { table_name: table, has_merchant: hasMerchant } of tables) {
    if (volatileTables.has(table)) continue;
    const identifier = sql.identifier(table);
    let filter = sql``;
    if (options.merchantId !== undefined) {
      if (table === 'merchants') filter = sql`where r.id = ${options.merchantId}`;
      else if (hasMerchant) filter = sql`where r.merchant_id = ${options.merchantId}`;
      else continue;
    }
    const [row] = rowsOf<{ digest: string }>(
      await db.execute(
        sql`select md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as digest
            from platform.${identifier} r ${filter}`,
      ),
    );
    state[table] = row?.digest ?? '';
  }
  return state;
}
