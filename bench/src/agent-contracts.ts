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

if (process.env['BENCH_SEED_ONLY'] === '1') {
  console.log(`seeded in ${seedSeconds} s`);
  await connection.close();
  process.exit(0);
}

const hour = 3_600_000;
const day = 24 * hour;
const window = 300_000;
/** Whether a kind's period holding `at` has bills already (a re-used bench database settled it in a run before). */
async function settledAlready(kind: string, at: Date) {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  const { rows } = await connection.client.query<{ settled: boolean }>(
    `select exists (select 1 from platform.contract_bills where merchant_id = $1 and kind = $2
       and period_start <= $3 and period_end > $3) as settled`,
    [merchantId, kind, at.toISOString()],
  );
  return rows[0]!.settled;
}

/**
 * `count` closed periods of a kind, `step` apart going back `from` steps before `base` (default now), that no run
 * has settled yet.
 */
async function freshPeriods(kind: string, from: number, step: number, count: number, now: Date, base = Date.now()) {
  const runs: Array<{ at: Date; now: Date }> = [];
  for (let back = from; runs.length < count && back < from + 200; back += 1) {
    const at = new Date(base - back * step);
    if (!(await settledAlready(kind, at))) runs.push({ at, now });
  }
  return runs;
}

/** When the newest generated round was opened (ms). */
async function lastRoundAt() {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  const { rows } = await connection.client.query<{ at: Date }>(
    'select max(opened_at) as at from platform.bet_records where merchant_id = $1',
    [merchantId],
  );
  return rows[0]!.at.getTime();
}

/** Each kind's runs: three different closed periods (each settled for the first time), the median reported. */
const kinds: Array<{
  name: string;
  kind: 'daily' | 'dividend' | 'realtime';
  period: 'day' | 'month' | 'window';
  runs: Array<{ at: Date; now: Date }>;
}> = [
  {
    name: 'daily salary, one day',
    kind: 'daily',
    period: 'day',
    runs: await freshPeriods('daily', 1, day, 3, new Date()),
  },
  {
    name: 'real-time salary, one 5-minute window',
    kind: 'realtime',
    period: 'window',
    // Windows inside the generated history (a re-used database's rounds end when it was generated).
    runs: await freshPeriods('realtime', 12, window, 3, new Date(), await lastRoundAt()),
  },
  {
    name: 'dividend, this month so far (one run)',
    kind: 'dividend',
    period: 'month',
    runs: (await settledAlready('dividend', new Date()))
      ? []
      : [{ at: new Date(), now: new Date(Date.now() + 32 * day) }],
  },
];
const loadAverage = (await import('node:os')).loadavg()[0]!.toFixed(1);
const rows = [];
for (const kind of kinds) {
  const times: number[] = [];
  let bills = 0;
  let paid = 0;
  for (const run of kind.runs) {
    const settlement = standaloneSettlement(connection, () => run.now);
    const started = performance.now();
    const result = await settlement.settle(merchantId, { kind: kind.kind, period: kind.period, at: run.at });
    times.push(Math.round(performance.now() - started));
    bills = result.bills.length;
    paid = result.bills.filter((b) => b.ledgerEntryId !== null).length;
  }
  if (times.length === 0) continue;
  const sorted = [...times].sort((a, b) => a - b);
  rows.push({ name: kind.name, bills, paid, runs: times.join(' / '), ms: sorted[Math.floor(sorted.length / 2)]! });
}
await connection.close();
console.table(rows);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Agent contract settlement',
  [
    `Tree: ${treeShape.members.toLocaleString('en')} members under one top agent (1,111 agents, each with a daily, a monthly dividend and a real-time contract from its upline); ${betCount.toLocaleString('en')} settled rounds over 30 days with their ledger entries, folded (generated in ${seedSeconds} s). Load average at the start of the runs: ${loadAverage}.`,
    'Database: PostgreSQL; each run settles a period for the first time through the platform services (bills from the aggregates or the rounds, one ledger entry per bill with an amount), timed end to end; three different periods per kind, the median is the figure (targets, issue 15: a day < 10 s, a 5-minute window < 2 s).',
  ],
  ['Period', 'bills (last run)', 'paid (last run)', 'runs ms', 'median ms'],
  rows.map((r) => [r.name, String(r.bills), String(r.paid), r.runs, String(r.ms)]),
);
