/**
 * Faults under load (issue 23, point 7; decision 0035): the seamless-wallet load of the wallet bench while the
 * bench's own PostgreSQL cluster is stopped (`pg_ctl stop -m fast`, every backend ended at once) and started
 * again mid-run. Counts the answers of the calls made during the outage by kind (an envelope's error code, or
 * `transport` when no HTTP answer came) with their latencies, measures how long after the database is back the
 * platform answers a wallet call and the game server's `/readyz` answers 200, then runs the provider's recovery
 * sweep (credits resent, debits of unknown fate rolled back, same transaction ids), checks that every wallet is
 * back at its starting balance (each round stakes and pays back the same amount) and the ledger invariants P1–P5.
 * Needs no database: it starts its own cluster (Debian PostgreSQL binaries) on BENCH_FAULTS_PGPORT (a free port by
 * default) and removes it at the end. Figures are prepended to bench/RESULTS.md.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openSqlConnection } from '@ficha/server-kit';
import { freshBenchDatabases } from './bench-databases.ts';
import { startGameServer, unusedPort } from './game-server-process.ts';
import { startOwnCluster } from './own-cluster.ts';
import { percentile } from './percentile.ts';
import { preparePlayers } from './players.ts';
import { recordTable } from './results-file.ts';
import { signedWalletCall, type CallOutcome } from './signed-wallet-call.ts';
import { startPlatform } from './start-platform.ts';

const concurrency = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const outageSeconds = Number(process.env['BENCH_OUTAGE_SECONDS'] ?? 3);
const beforeSeconds = 4;
const afterSeconds = 6;
const auth = { provider: 'FICHA', secret: 'dev-only-provider-secret-change-me' };
const stakeMinor = 100n;
const startingMinor = 100_000n;

const loadAtStart = loadavg()[0]!.toFixed(1);
const cluster = await startOwnCluster(Number(process.env['BENCH_FAULTS_PGPORT'] ?? (await unusedPort())));
const databases = await freshBenchDatabases(cluster.adminUrl, ['ficha_faults', 'ficha_faults_games']);
const { ficha_faults: platformDatabase, ficha_faults_games: gamesDatabase } = databases.urls;

const platform = await startPlatform({ databaseUrl: platformDatabase });
process.once('exit', () => platform.process.kill());
const games = await startGameServer({
  databaseUrl: gamesDatabase,
  walletUrl: platform.url,
  secret: auth.secret,
  // Its readiness probe fails on purpose during the outage: warnings would drown the figures.
  env: { LOG_LEVEL: 'error' },
});
const connection = await openSqlConnection({ databaseUrl: platformDatabase });
const rows = async (sql: string) => {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  return (await connection.client.query(sql)).rows as Array<Record<string, unknown>>;
};
const players = await preparePlayers(rows, concurrency, 'faults');
console.log(
  `${concurrency} players on ${platform.url} (game server ${games.url}); the database stops after ${beforeSeconds} s for ${outageSeconds} s…`,
);

const outcomes: Array<CallOutcome & { path: string }> = [];
/** What a provider still owes the wallet after a failed call: the credit resent, the debit rolled back. */
const owed: Array<{ path: 'credit' | 'rollback'; payload: Record<string, unknown> }> = [];
const call = async (path: string, payload: Record<string, unknown>) => {
  const outcome = await signedWalletCall(platform.url, auth, path, payload);
  outcomes.push({ ...outcome, path });
  return outcome;
};

const started = performance.now();
const deadline = started + (beforeSeconds + outageSeconds + afterSeconds) * 1000;
const lanes = players.map(async ({ playerId }) => {
  while (performance.now() < deadline) {
    const roundId = crypto.randomUUID();
    const common = { playerId, roundId, gameCode: 'bench-slot' };
    const debit = { ...common, transactionId: `d-${roundId}`, amount: Number(stakeMinor) / 100 };
    const credit = { ...common, transactionId: `c-${roundId}`, amount: Number(stakeMinor) / 100, roundEnded: true };
    const debited = await call('debit', debit);
    if (debited.kind !== 'ok') {
      owed.push({
        path: 'rollback',
        payload: { playerId, roundId, transactionId: `r-${roundId}`, referenceTransactionId: debit.transactionId },
      });
      // A provider backs off after a failure instead of hammering a server that is away.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    if ((await call('credit', credit)).kind !== 'ok') owed.push({ path: 'credit', payload: credit });
  }
});

// The outage: stop, wait, start; the game server's readiness is probed all along.
const readiness: Array<{ at: number; ok: boolean }> = [];
const probing = (async () => {
  while (performance.now() < deadline) {
    const ok = await fetch(`${games.url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    readiness.push({ at: performance.now(), ok });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();
await new Promise((resolve) => setTimeout(resolve, beforeSeconds * 1000));
const downAt = performance.now();
await cluster.stop();
const stoppedAt = performance.now();
await new Promise((resolve) => setTimeout(resolve, outageSeconds * 1000));
await cluster.start();
const upAt = performance.now();
await Promise.all([...lanes, probing]);

// The provider's recovery sweep: every owed call resent with its transaction id until the wallet answers it.
let sweepCalls = 0;
for (const debt of owed) {
  for (let attempt = 0; attempt < 20; attempt++) {
    sweepCalls += 1;
    const outcome = await signedWalletCall(platform.url, auth, debt.path, debt.payload);
    // A rollback of a debit the wallet never stored is answered with a refusal: nothing to give back.
    if (outcome.kind === 'ok' || (debt.path === 'rollback' && outcome.status >= 400 && outcome.status < 500)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const invariantsSql = readFileSync(
  fileURLToPath(new URL('../../apps/platform/src/modules/ledger/ledger-invariants.sql', import.meta.url)),
  'utf8',
);
const violations = await rows(invariantsSql);
const wrongBalances = await rows(`
  select a.owner_member_id, a.balance_minor from platform.ledger_accounts a
   where a.kind = 'player_wallet' and a.owner_member_id in (${players.map((p) => p.memberId).join(',')})
     and a.balance_minor <> ${startingMinor}`);
await connection.close();
await games.stop();
await platform.stop();
await databases.drop();
await cluster.remove();

// Calls in the air at any moment of the outage (from the stop until the database accepts connections again).
const duringOutage = outcomes.filter((o) => o.startedAt < upAt && o.startedAt + o.ms > downAt);
const byKind = new Map<string, number[]>();
for (const outcome of duringOutage) {
  const key = `${outcome.kind} (${outcome.status || 'no answer'})`;
  byKind.set(key, [...(byKind.get(key) ?? []), outcome.ms]);
}
const firstServed = (after: number, list: Array<{ at: number; ok: boolean }>) =>
  list.filter((entry) => entry.ok && entry.at >= after).sort((a, b) => a.at - b.at)[0]?.at;
const platformBackAt = firstServed(
  upAt,
  outcomes.map((o) => ({ at: o.startedAt + o.ms, ok: o.kind === 'ok' })),
);
const gamesBackAt = firstServed(upAt, readiness);
const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : (ms / 1000).toFixed(2));
const slowest = Math.max(0, ...duringOutage.map((o) => o.ms));
const transport = duringOutage.filter((o) => o.kind === 'transport').length;

const table = [...byKind.entries()]
  .sort((a, b) => b[1].length - a[1].length)
  .map(([kind, latencies]) => [
    kind,
    String(latencies.length),
    String(percentile(latencies, 50)),
    String(percentile(latencies, 99)),
    String(Math.round(Math.max(...latencies))),
  ]);
const summary = [
  `Database stopped (pg_ctl stop -m fast) in ${seconds(stoppedAt - downAt)} s, down ${outageSeconds} s, accepting again ${seconds(upAt - downAt)} s after the stop.`,
  `Calls in the air during the outage: ${duringOutage.length}; transport failures among them: ${transport}; slowest answer ${Math.round(slowest)} ms.`,
  `Serving again after the database was back: platform (first wallet call answered ok) ${seconds(platformBackAt === undefined ? undefined : platformBackAt - upAt)} s, game server (/readyz 200) ${seconds(gamesBackAt === undefined ? undefined : gamesBackAt - upAt)} s.`,
  `Whole run: ${outcomes.length} calls, ${outcomes.filter((o) => o.kind === 'ok').length} ok. Recovery sweep: ${owed.length} owed calls (${sweepCalls} sent). Wallets not back at their starting balance: ${wrongBalances.length}. Ledger invariants: ${violations.length === 0 ? 'hold' : `${violations.length} VIOLATIONS`}.`,
];
console.table(table.map(([kind, count, p50, p99, max]) => ({ kind, count, p50, p99, max })));
for (const line of summary) console.log(line);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Wallet under a database restart',
  [
    `Own PostgreSQL cluster (fsync off), platform and game server each in their own process. ${concurrency} players each in a loop of signed debit + credit (stake 1.00) for ${beforeSeconds + outageSeconds + afterSeconds} s; after ${beforeSeconds} s the database is stopped for ${outageSeconds} s and started again. A failed debit is rolled back and a failed credit resent by the sweep after the run (same transaction ids). Load average (1 min) when the run started: ${loadAtStart}.`,
    '',
    ...summary.map((line) => `- ${line}`),
    '',
    'Answers of the calls in the air during the outage, by kind (HTTP status); latencies at the client:',
  ],
  ['Answer', 'calls', 'p50 ms', 'p99 ms', 'max ms'],
  table,
);
const healthy =
  transport === 0 &&
  slowest <= 2_000 &&
  platformBackAt !== undefined &&
  gamesBackAt !== undefined &&
  wrongBalances.length === 0 &&
  violations.length === 0;
if (!healthy) process.exit(1);
