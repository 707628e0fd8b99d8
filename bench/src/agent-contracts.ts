/**
 * Agent-contract settlement benchmark (issue 15): on the agent-report bench's world (10,000 members under
 * `benchtop`, 1,000,000 settled rounds over 30 days, folded), every agent of the tree holds a daily salary, a
 * monthly dividend and a real-time salary contract from its upline (the house for `benchtop`); the bench settles
 * yesterday's daily period, this month's dividend period (run on the month so far as if closed) and a 5-minute
 * window an hour ago — bills computed from the aggregates or rounds and paid through the ledger — and times each
 * run. PostgreSQL only (BENCH_DATABASE_URL). Figures are prepended to bench/RESULTS.md.
 */
import { fileURLToPath } from 'node:url';
import { openSqlConnection, type SqlConnection } from '@ficha/server-kit';
import { migratePlatform, seedDemo, standaloneSettlement } from '@ficha/platform';
import { seedBets, seedTree, treeShape, betCount } from './report-history.ts';
import { recordTable } from './results-file.ts';

const databaseUrl = process.env['BENCH_DATABASE_URL'];
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL database (bash .ci/start-postgres.sh)');

/** Templates, the house payer, and the three contracts of every agent of the tree, effective for 40 days. */
async function seedContracts(connection: SqlConnection): Promise<void> {
  await connection.exec(`
    do $$
    declare
      v_merchant integer := (select id from platform.merchants where code = 'demo');
    begin
      if exists (select 1 from platform.agent_contracts c join platform.members m on m.id = c.agent_id
        where m.username = 'benchtop') then return; end if;
      insert into platform.contract_templates (merchant_id, kind, enabled, max_rate_bp)
        select v_merchant, k, true, 5000 from unnest(array['dividend', 'daily', 'realtime']) k
        on conflict do nothing;
      insert into platform.agent_contracts (merchant_id, kind, product_type, upline_id, agent_id, period, status,
          active_threshold_minor, tiers, offered_at, effective_at)
        select v_merchant, k.kind, 'CONS', a.upline_id, a.id, k.period, 'V', 100,
          jsonb_build_array(
            jsonb_build_object('rateBp', k.rate - depth * 10, 'minValidBetMinor', '0', 'minNetLossMinor', null,
              'minActiveMembers', 0),
            jsonb_build_object('rateBp', k.rate - depth * 10 + 5, 'minValidBetMinor', '100000',
              'minNetLossMinor', null, 'minActiveMembers', 5)),
          now() - interval '40 days', now() - interval '40 days'
        from platform.members a
        cross join lateral (select length(a.ancestor_path) - length(replace(a.ancestor_path, '/', '')) - 2 as depth) d
        cross join (values ('daily', 'day', 100), ('dividend', 'month', 2000), ('realtime', 'window', 100))
          k(kind, period, rate)
        where a.merchant_id = v_merchant and (a.username = 'benchtop' or a.username like 'ba%');
    end $$;`);
}

const connection = await openSqlConnection({ databaseUrl, poolSize: 8 });
if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
await migratePlatform(connection);
await seedDemo(connection);
const seedStarted = Date.now();
await seedTree(connection);
await seedBets(connection);
await seedContracts(connection);
// The fold takes in a range once the transactions that could still write below it have ended: run it until it
// holds every posting made so far (what a settlement of a closed period waits for).
for (let run = 0; run < 50; run += 1) {
  await connection.exec('select platform.fold_member_stats()');
  const { rows } = await connection.client.query<{ folded: boolean }>(
    'select platform.contract_period_folded(now()) as folded',
  );
  if (rows[0]!.folded) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await connection.exec('vacuum analyze');
const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);
const merchantId = Number(
  (await connection.client.query<{ id: number }>(`select id from platform.merchants where code = 'demo'`)).rows[0]!.id,
);

const hour = 3_600_000;
const runs: Array<{
  name: string;
  at: Date;
  kind: 'daily' | 'dividend' | 'realtime';
  period: 'day' | 'month' | 'window';
  now: Date;
}> = [
  {
    name: 'daily salary, yesterday',
    kind: 'daily',
    period: 'day',
    at: new Date(Date.now() - 24 * hour),
    now: new Date(),
  },
  {
    name: 'dividend, this month so far',
    kind: 'dividend',
    period: 'month',
    at: new Date(),
    now: new Date(Date.now() + 32 * 24 * hour),
  },
  {
    name: 'real-time salary, one 5-minute window',
    kind: 'realtime',
    period: 'window',
    at: new Date(Date.now() - hour),
    now: new Date(),
  },
];
const rows = [];
for (const run of runs) {
  const settlement = standaloneSettlement(connection, () => run.now);
  const started = performance.now();
  const result = await settlement.settle(merchantId, { kind: run.kind, period: run.period, at: run.at });
  const ms = Math.round(performance.now() - started);
  const paid = result.bills.filter((b) => b.ledgerEntryId !== null).length;
  rows.push({ name: run.name, bills: result.bills.length, paid, ms });
}
await connection.close();
console.table(rows);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Agent contract settlement',
  [
    `Tree: ${treeShape.members.toLocaleString('en')} members under one top agent (1,111 agents, each with a daily, a monthly dividend and a real-time contract from its upline); ${betCount.toLocaleString('en')} settled rounds over 30 days with their ledger entries, folded (generated in ${seedSeconds} s).`,
    'Database: PostgreSQL; one settlement run per period through the platform services (bills from the aggregates or the rounds, one ledger entry per bill with an amount), timed end to end.',
  ],
  ['Period', 'bills', 'paid', 'run ms'],
  rows.map((r) => [r.name, String(r.bills), String(r.paid), String(r.ms)]),
);
