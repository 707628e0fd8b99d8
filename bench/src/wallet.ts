/**
 * Wallet benchmark (issues 4 and 23): signed seamless-wallet debit + credit pairs through the platform's HTTP API
 * on PostgreSQL at each load of BENCH_CLIENTS (default "8,32" concurrent players), each followed in the same run
 * by pgbench's TPC-B-like transaction at the same client count (prepared, scale ≥ the largest count). Besides
 * the rates it reports where the CPU went: ms of CPU per call of the platform process and of its database
 * backends (from /proc, so it needs PostgreSQL on this machine; a shared machine inflates rates and latencies
 * far more than CPU per call).
 * BENCH_HISTORY=1 (`npm run bench:wallet-history`) adds the flat-cost scenario (issue 23 target 2): after the
 * loads on the empty database it seeds BENCH_HISTORY_POSTINGS ledger postings (5,000,000) and
 * BENCH_HISTORY_ROUNDS bet records (1,000,000) in bulk, measures the wallet again at each load and reports the
 * rate against the empty one.
 * BENCH_BONUS=1 (`npm run bench:wallet-bonus`) adds the bonus scenario (issue 16, decision 0050): after the loads it
 * gives every player an active bonus staked first, measures the wallet again at each load and reports the rate and
 * CPU per call against the same load without a bonus, measured just before in the same run.
 * BENCH_RG=1 (`npm run bench:wallet-rg`) adds the responsible-gaming scenario (issue 21, decision 0048): after the
 * loads without RG it gives every player every check a debit makes (loss and wager limits per day, week and month,
 * a session-time limit and a reality check, none reached) and measures again at each load, against the run without.
 * Needs BENCH_DATABASE_URL (an admin URL: the run creates and drops its own databases). Ledger invariants
 * (P1–P5) are checked after the load; a violation fails the run. Figures are prepended to bench/RESULTS.md.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openSqlConnection } from '@ficha/server-kit';
import { cpuPer, sampleCpu } from './cpu-usage.ts';
import { preparePgbench } from './pgbench.ts';
import { grantBenchBonuses } from './bonus-players.ts';
import { preparePlayers } from './players.ts';
import { recordTable } from './results-file.ts';
import { startPlatform } from './start-platform.ts';
import { seedHistory } from './wallet-history.ts';
import { runWalletLoad, type WalletLoadResult } from './wallet-load.ts';

const adminUrl = process.env['BENCH_DATABASE_URL'];
if (!adminUrl) {
  console.error('The wallet benchmark runs on PostgreSQL: set BENCH_DATABASE_URL to an admin URL.');
  process.exit(1);
}
const loads = (process.env['BENCH_CLIENTS'] ?? '8,32').split(',').map(Number);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const withHistory = process.env['BENCH_HISTORY'] === '1';
const withBonus = process.env['BENCH_BONUS'] === '1';
const withRg = process.env['BENCH_RG'] === '1';
const history = {
  postings: Number(process.env['BENCH_HISTORY_POSTINGS'] ?? 5_000_000),
  rounds: Number(process.env['BENCH_HISTORY_ROUNDS'] ?? 1_000_000),
};
const database = 'ficha_bench_wallet';
const providerSecret = 'dev-only-provider-secret-change-me';
const mostClients = Math.max(...loads);

const loadAtStart = loadavg()[0]!.toFixed(1);
const admin = await openSqlConnection({ databaseUrl: adminUrl });
await admin.exec(`drop database if exists ${database}`);
await admin.exec(`create database ${database}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

const server = await startPlatform({ databaseUrl: databaseUrl.toString(), poolSize: mostClients });
const { url } = server;

const connection = await openSqlConnection({ databaseUrl: databaseUrl.toString() });
const players = await preparePlayers(rows, mostClients);
const playerIds = players.map((p) => p.playerId);
const pgbench = preparePgbench(adminUrl, { scale: Math.max(10, mostClients) });
console.log(`${mostClients} funded players on ${url}; loads ${loads.join(', ')} for ${seconds} s each…`);

interface WalletRun extends WalletLoadResult {
  clients: number;
  cpu: Record<string, number>;
}

/** A warm-up of 2 s, then the measured load, with the CPU per call of the platform and its backends. */
async function measureWallet(clients: number): Promise<WalletRun> {
  const load = { url, provider: 'FICHA', secret: providerSecret, playerIds, concurrency: clients, stake: 1 };
  await runWalletLoad({ ...load, seconds: 2 });
  const backends = (await rows(`select pid from pg_stat_activity where datname = '${database}'`)).map((r) =>
    Number(r['pid']),
  );
  const groups = { platform: [server.process.pid ?? 0], database: backends };
  const before = sampleCpu(groups);
  const result = await runWalletLoad({ ...load, seconds });
  return { ...result, clients, cpu: cpuPer(before, sampleCpu(groups), result.calls) };
}

const header = [
  'Load',
  'clients',
  'per s',
  'vs. pgbench',
  'p50 ms',
  'p99 ms',
  'DB CPU ms/call',
  'Node CPU ms/call',
  'failures',
];
const table: string[][] = [];
const walletRow = (name: string, run: WalletRun, versus: number) => [
  name,
  String(run.clients),
  String(run.callsPerSecond),
  `${Math.round((100 * run.callsPerSecond) / versus)}%`,
  String(run.latencyP50Ms),
  String(run.latencyP99Ms),
  String(run.cpu['database']),
  String(run.cpu['platform']),
  String(run.failures),
];
let failures = 0;
const empty = new Map<number, WalletRun>();
for (const clients of loads) {
  const wallet = await measureWallet(clients);
  empty.set(clients, wallet);
  failures += wallet.failures;
  const baseline = pgbench.run(clients, seconds);
  table.push(
    [
      'pgbench TPC-B (transactions)',
      String(clients),
      String(baseline.transactionsPerSecond),
      '100%',
      String(baseline.latencyP50Ms),
      String(baseline.latencyP99Ms),
      '',
      '',
      '0',
    ],
    walletRow('seamless debit or credit call', wallet, baseline.transactionsPerSecond),
  );
}
pgbench.drop();

if (withBonus) {
  await grantBenchBonuses(
    rows,
    players.map((p) => p.memberId),
  );
  for (const clients of loads) {
    const before = empty.get(clients)!;
    const after = await measureWallet(clients);
    failures += after.failures;
    table.push(walletRow('same call, every player with an active bonus (vs. without)', after, before.callsPerSecond));
  }
}

if (withRg) {
  // Limits far above what the run stakes, so every debit runs every check and none refuses.
  const far = 100_000_000_000;
  await rows(`insert into platform.rg_state (member_id, merchant_id, loss_day, loss_week, loss_month, wager_day,
      wager_week, wager_month, session_minutes, reality_check_minutes, session_started_at, reality_check_due_at)
    select m.id, m.merchant_id, ${far}, ${far}, ${far}, ${far}, ${far}, ${far}, 1440, 60, now(), now() + interval '1 day'
    from platform.members m where m.id in (${players.map((p) => p.memberId).join(',')})`);
  for (const clients of loads) {
    const before = empty.get(clients)!;
    const after = await measureWallet(clients);
    failures += after.failures;
    table.push(walletRow('same call, every RG check on (vs. without)', after, before.callsPerSecond));
  }
}

if (withHistory) {
  console.log(`seeding ${history.postings} postings and ${history.rounds} bet records…`);
  const seeding = performance.now();
  await seedHistory(
    rows,
    players.map((p) => p.memberId),
    history,
  );
  console.log(`seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);
  for (const clients of loads) {
    const before = empty.get(clients)!;
    const after = await measureWallet(clients);
    failures += after.failures;
    table.push(walletRow('same call, after the seeded history (vs. empty)', after, before.callsPerSecond));
  }
}

const invariantsSql = readFileSync(
  fileURLToPath(new URL('../../apps/platform/src/modules/ledger/ledger-invariants.sql', import.meta.url)),
  'utf8',
);
const violations = await rows(invariantsSql);
await connection.close();
await server.stop();
await admin.exec(`drop database if exists ${database}`);
await admin.close();

console.table(table.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]]))));
console.log(violations.length === 0 ? 'Ledger invariants P1–P5 hold.' : violations);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  withHistory
    ? 'Seamless wallet vs pgbench, empty and with history'
    : withBonus
      ? 'Seamless wallet vs pgbench, without and with an active bonus'
      : withRg
        ? 'Seamless wallet vs pgbench, without and with every responsible-gaming check'
        : 'Seamless wallet vs pgbench',
  [
    `Database: PostgreSQL (${new URL(adminUrl).host}). Load average at start: ${loadAtStart}. At each load, players bet at once for ${seconds} s after a 2 s warm-up: each debit (stake 1.00) followed by the credit that settles its round, signed with HMAC-SHA256, over keep-alive HTTP to the platform in its own process (pool of ${mostClients}). pgbench at the same client count right after, 2 threads, prepared statements, scale ${pgbench.scale}, ${seconds} s. Latencies are measured at the client. CPU per call: the platform process and its database backends, from /proc.${withBonus ? ' Bonus rows: every player then holds an active bonus of 1,000.00 staked first (its requirement never met), so each debit and credit takes the bonus path; they compare with the run without a bonus at the same load.' : ''}${withHistory ? ` History: ${history.postings} postings and ${history.rounds} bet records (with their debit rows) seeded after the empty runs; its rows compare with the empty run at the same load.` : ''}${withRg ? ' RG: every player then gets loss and wager limits per day, week and month, a session-time limit and a reality check (none reached); those rows compare with the run without RG at the same load (CPU per call is the steadier comparison on a shared machine).' : ''} Ledger invariants after the run: ${violations.length === 0 ? 'hold' : `${violations.length} VIOLATIONS`}.`,
  ],
  header,
  table,
);
if (violations.length > 0 || failures > 0) process.exit(1);

async function rows(sql: string): Promise<Array<Record<string, unknown>>> {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  return (await connection.client.query(sql)).rows as Array<Record<string, unknown>>;
}
