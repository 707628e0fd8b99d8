/**
 * Wallet benchmark (issue 4): signed seamless-wallet debit + credit pairs through the platform's HTTP API on
 * PostgreSQL, 32 players at once, against pgbench's TPC-B-like transaction on the same server in the same run.
 * Needs BENCH_DATABASE_URL (an admin URL: the run creates and drops its own databases). Ledger invariants
 * (P1–P5) are checked after the load; a violation fails the run. Figures are prepended to bench/RESULTS.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openSqlConnection } from '@ficha/server-kit';
import { runPgbench } from './pgbench.ts';
import { preparePlayers } from './players.ts';
import { recordRun } from './results-file.ts';
import { startPlatform } from './start-platform.ts';
import { runWalletLoad } from './wallet-load.ts';

const adminUrl = process.env['BENCH_DATABASE_URL'];
if (!adminUrl) {
  console.error('The wallet benchmark runs on PostgreSQL: set BENCH_DATABASE_URL to an admin URL.');
  process.exit(1);
}
const concurrency = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const database = 'ficha_bench_wallet';
const providerSecret = 'dev-only-provider-secret-change-me';

const admin = await openSqlConnection({ databaseUrl: adminUrl });
await admin.exec(`drop database if exists ${database}`);
await admin.exec(`create database ${database}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

const server = await startPlatform({ databaseUrl: databaseUrl.toString() });
const { url } = server;

const connection = await openSqlConnection({ databaseUrl: databaseUrl.toString() });
const playerIds = (await preparePlayers(rows, concurrency)).map((p) => p.playerId);
console.log(`${concurrency} funded players on ${url}; measuring for ${seconds} s…`);
const load = { url, provider: 'FICHA', secret: providerSecret, playerIds, concurrency, stake: 1 };
await runWalletLoad({ ...load, seconds: 2 });
const wallet = await runWalletLoad({ ...load, seconds });
const invariantsSql = readFileSync(
  fileURLToPath(new URL('../../apps/platform/src/modules/ledger/ledger-invariants.sql', import.meta.url)),
  'utf8',
);
const violations = await rows(invariantsSql);
await connection.close();
await server.stop();

const pgbench = runPgbench(adminUrl, { clients: concurrency, seconds });
await admin.exec(`drop database if exists ${database}`);
await admin.close();

const table = [
  {
    name: 'pgbench TPC-B (baseline, transactions)',
    requestsPerSecond: pgbench.transactionsPerSecond,
    latencyP50Ms: pgbench.latencyP50Ms,
    latencyP99Ms: pgbench.latencyP99Ms,
    errors: 0,
    non2xx: 0,
  },
  {
    name: 'seamless debit or credit call',
    requestsPerSecond: wallet.callsPerSecond,
    latencyP50Ms: wallet.latencyP50Ms,
    latencyP99Ms: wallet.latencyP99Ms,
    errors: wallet.failures,
    non2xx: 0,
  },
  {
    name: 'seamless debit + credit pair (one round)',
    requestsPerSecond: wallet.pairsPerSecond,
    latencyP50Ms: wallet.latencyP50Ms * 2,
    latencyP99Ms: wallet.latencyP99Ms * 2,
    errors: 0,
    non2xx: 0,
  },
];
console.table(table);
console.log(violations.length === 0 ? 'Ledger invariants P1–P5 hold.' : violations);
await recordRun(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Seamless wallet vs pgbench',
  [
    `Database: PostgreSQL (${new URL(adminUrl).host}). ${concurrency} players betting at once for ${seconds} s after a 2 s warm-up: each debit (stake 1.00) followed by the credit that settles its round, signed with HMAC-SHA256, over keep-alive HTTP to the platform in its own process. pgbench: ${concurrency} clients, 2 threads, prepared statements, scale 10, ${seconds} s, on the same server after the wallet run. Per-call latencies are measured at the client; the pair row doubles them. Ledger invariants after the run: ${violations.length === 0 ? 'hold' : `${violations.length} VIOLATIONS`}.`,
  ],
  table,
  'pgbench TPC-B (baseline, transactions)',
);
if (violations.length > 0 || wallet.failures > 0) process.exit(1);

async function rows(sql: string): Promise<Array<Record<string, unknown>>> {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  return (await connection.client.query(sql)).rows as Array<Record<string, unknown>>;
}
