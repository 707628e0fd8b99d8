/**
 * Login flood (issue 11, finding 7): 200 connections post one captured encrypted login (a wrong password for a
 * real player) for 20 s while a second client, one call at a time, reads a signed-in player's balance and
 * `/healthz`; the platform's resident memory is sampled throughout. Targets: balance p99 ≤ 100 ms, every
 * `/healthz` answered within 1 s, RSS under 300 MB. A fresh platform process and database per run (PostgreSQL
 * database `ficha_bench_login_flood` on BENCH_DATABASE_URL, else PGlite in memory), pool of 10 connections as
 * `npm start` opens; BENCH_RUNS runs (default 3), the median of each figure is recorded in bench/RESULTS.md.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getSessionKey, login } from '@ficha/contract';
import { createApiClient, encryptPayload } from '@ficha/contract/client';
import { openSqlConnection } from '@ficha/server-kit';
import autocannon from 'autocannon';
import { peakRssMb, probe, rssKb } from './flood-probes.ts';
import { recordTable } from './results-file.ts';
import { startPlatform } from './start-platform.ts';

const adminUrl = process.env['BENCH_DATABASE_URL'];
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 200);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const label = process.env['BENCH_LABEL'] ?? '';
const database = 'ficha_bench_login_flood';
const baselineSeconds = 5;

interface RunFigures {
  loadAverage: number;
  floodRequestsPerSecond: number;
  floodStatuses: string;
  floodP99Ms: number;
  baselineBalanceP99Ms: number;
  balanceP50Ms: number;
  balanceP99Ms: number;
  balanceMaxMs: number;
  balanceMisses: number;
  healthMaxMs: number;
  healthMisses: number;
  rssStartMb: number;
  rssPeakMb: number;
}

async function oneRun(): Promise<RunFigures> {
  const loadAverage = loadavg()[0] ?? 0;
  const admin = adminUrl ? await openSqlConnection({ databaseUrl: adminUrl }) : undefined;
  let databaseUrl: string | undefined;
  if (admin && adminUrl) {
    await admin.exec(`drop database if exists ${database}`);
    await admin.exec(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const platform = await startPlatform({ databaseUrl, poolSize: 10 });
  const pid = platform.process.pid ?? 0;
  try {
    const client = createApiClient({ baseUrl: platform.url, merchant: () => 'demo' });
    const { token } = await client.call(login, { username: 'jugador1', password: 'Demo1234', type: 'username' });
    const sealed = await encryptPayload(await client.call(getSessionKey, {}), {
      username: 'jugador1',
      password: 'not-the-password',
      type: 'username',
    });
    const balance = {
      url: `${platform.url}/wps/v2/wallets/balance`,
      headers: { merchant: 'demo', authorization: token },
    };
    const probes = (until: Promise<unknown>) =>
      Promise.all([
        probe(balance.url, { headers: balance.headers, pauseMs: 20, limitMs: 10_000, until }),
        probe(`${platform.url}/healthz`, { pauseMs: 20, limitMs: 1000, until }),
        peakRssMb(pid, { everyMs: 100, until }),
      ]);

    const [baselineBalance] = await probes(new Promise((resolve) => setTimeout(resolve, baselineSeconds * 1000)));
    const rssStartMb = Math.round(rssKb(pid) / 1024);
    // One worker thread sends the flood, so this thread's probes are not delayed by it.
    const flood = Promise.resolve(
      autocannon({
        url: `${platform.url}/wps/session/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: 'demo', encryption: sealed.header },
        body: JSON.stringify(sealed.body),
        connections,
        duration: seconds,
        workers: 1,
      }),
    );
    const [[balanceUnderFlood, health, rssPeakMb], floodResult] = await Promise.all([probes(flood), flood]);
    const statuses = Object.entries(floodResult.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', ');
    return {
      loadAverage,
      floodRequestsPerSecond: Math.round(floodResult.requests.average),
      floodStatuses: `${statuses}${floodResult.errors ? `, errors×${floodResult.errors}` : ''}`,
      floodP99Ms: floodResult.latency.p99,
      baselineBalanceP99Ms: baselineBalance.p99Ms,
      balanceP50Ms: balanceUnderFlood.p50Ms,
      balanceP99Ms: balanceUnderFlood.p99Ms,
      balanceMaxMs: balanceUnderFlood.maxMs,
      balanceMisses: balanceUnderFlood.misses,
      healthMaxMs: health.maxMs,
      healthMisses: health.misses,
      rssStartMb,
      rssPeakMb,
    };
  } finally {
    await platform.stop();
    if (admin) {
      await admin.exec(`drop database if exists ${database}`);
      await admin.close();
    }
  }
}

const results: RunFigures[] = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`run ${run} of ${runs}: ${connections} connections for ${seconds} s…`);
  const figures = await oneRun();
  console.log(figures);
  results.push(figures);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
type NumericFigure = Exclude<keyof RunFigures, 'floodStatuses'>;
const rows: Array<[string, NumericFigure, string]> = [
  ['Load average (1 min) at the start', 'loadAverage', ''],
  ['Flood: answers per second', 'floodRequestsPerSecond', ''],
  ['Flood: p99 of a login answer (ms)', 'floodP99Ms', ''],
  [`Balance p99 before the flood (ms, ${baselineSeconds} s)`, 'baselineBalanceP99Ms', ''],
  ['Balance p50 during the flood (ms)', 'balanceP50Ms', ''],
  ['Balance p99 during the flood (ms)', 'balanceP99Ms', '≤ 100'],
  ['Balance slowest during the flood (ms)', 'balanceMaxMs', ''],
  ['Balance calls failed or not 200', 'balanceMisses', '0'],
  ['/healthz slowest during the flood (ms)', 'healthMaxMs', '< 1000'],
  ['/healthz unanswered within 1 s', 'healthMisses', '0'],
  ['Platform RSS before the flood (MB)', 'rssStartMb', ''],
  ['Platform RSS peak during the flood (MB)', 'rssPeakMb', '< 300'],
];
const table = rows.map(([name, key, target]) => [
  name,
  ...results.map((r) => String(Math.round(r[key] * 10) / 10)),
  String(Math.round(median(results.map((r) => r[key])) * 10) / 10),
  target,
]);
table.push(['Flood answers by status', ...results.map((r) => r.floodStatuses), '', '']);
console.table(table);

const medianOf = (key: NumericFigure) => median(results.map((r) => r[key]));
const met =
  medianOf('balanceP99Ms') <= 100 &&
  results.every((r) => r.healthMisses === 0 && r.healthMaxMs < 1000 && r.rssPeakMb < 300 && r.balanceMisses === 0);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  `Login flood${label ? ` (${label})` : ''}`,
  [
    `Database: ${adminUrl ? `PostgreSQL (${new URL(adminUrl).host}), a fresh database per run` : 'PGlite (in memory), fresh per run'}; the platform in its own process with a pool of 10 connections (as \`npm start\` opens). Flood: autocannon in a worker thread, ${connections} connections for ${seconds} s posting one captured encrypted login (jugador1, wrong password) from one address. Probes, one call at a time with 20 ms pauses, from the bench's main thread: the signed-in jugador1's balance (GET /wps/v2/wallets/balance) and /healthz (abandoned after 1 s). RSS of the platform process from /proc every 100 ms. ${runs} runs; the median column is the figure. Targets met: ${met ? 'yes' : 'NO'}.`,
  ],
  ['Measure', ...results.map((_, i) => `run ${i + 1}`), 'median', 'target'],
  table,
);
