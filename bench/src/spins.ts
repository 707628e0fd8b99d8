/**
 * Spins benchmark (issue 6): slot spins end to end — player → game server → signed wallet debit and credit →
 * bet record on the platform — next to the seamless-wallet debit + credit pair measured in the same run on the
 * same platform. Platform and game server each run in their own process on PostgreSQL (BENCH_DATABASE_URL, an
 * admin URL: the run creates and drops its own databases). Ledger invariants (P1–P5) are checked after the
 * load and every round must be settled; figures are prepended to bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gameSessionHeader, gamesApiPaths, rgsPaths, signatureHeaders } from '@ficha/contract';
import { signPayload } from '@ficha/contract/server';
import { openSqlConnection } from '@ficha/server-kit';
import { cpuPer, sampleCpu } from './cpu-usage.ts';
import { percentile } from './percentile.ts';
import { preparePlayers } from './players.ts';
import { recordRun } from './results-file.ts';
import { startPlatform } from './start-platform.ts';
import { runWalletLoad } from './wallet-load.ts';

const adminUrl = process.env['BENCH_DATABASE_URL'];
if (!adminUrl) {
  console.error('The spins benchmark runs on PostgreSQL: set BENCH_DATABASE_URL to an admin URL.');
  process.exit(1);
}
const concurrency = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const providerSecret = 'dev-only-provider-secret-change-me';
const game = 'huerta-dorada';

const loadAtStart = loadavg()[0]!.toFixed(1);
const admin = await openSqlConnection({ databaseUrl: adminUrl });
const databaseUrlOf = async (name: string) => {
  await admin.exec(`drop database if exists ${name}`);
  await admin.exec(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const platformDatabase = await databaseUrlOf('ficha_bench_spins');
const gamesDatabase = await databaseUrlOf('ficha_bench_spins_games');

const platformServer = await startPlatform({ databaseUrl: platformDatabase });
const platformUrl = platformServer.url;

const gamesPort = await freePort();
const gamesUrl = `http://127.0.0.1:${gamesPort}`;
const gamesServer = spawn(
  process.execPath,
  [
    // BENCH_CPU_PROF_DIR: a V8 CPU profile of the game server too (see start-platform.ts).
    ...(process.env['BENCH_CPU_PROF_DIR'] ? ['--cpu-prof', '--cpu-prof-dir', process.env['BENCH_CPU_PROF_DIR']] : []),
    '--import',
    'tsx',
    fileURLToPath(new URL('../../apps/games/src/main.ts', import.meta.url)),
  ],
  {
    env: {
      ...process.env,
      DATABASE_URL: gamesDatabase,
      GAMES_HOST: '127.0.0.1',
      GAMES_PORT: String(gamesPort),
      GAMES_PUBLIC_URL: gamesUrl,
      GAMES_WALLET_URL: platformUrl,
      GAMES_PROVIDER_SECRET: providerSecret,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
await waitUntilReady(`${gamesUrl}/readyz`, gamesServer);

const connection = await openSqlConnection({ databaseUrl: platformDatabase });
const players = await preparePlayers(rows, concurrency);
const sessions: string[] = [];
for (const player of players) sessions.push(await sessionFor(player.memberId));
console.log(`${concurrency} funded players on ${platformUrl} and ${gamesUrl}; measuring for ${seconds} s each…`);

const walletLoad = {
  url: platformUrl,
  provider: 'FICHA',
  secret: providerSecret,
  playerIds: players.map((p) => p.playerId),
  concurrency,
  stake: 1,
};
const backendsOf = async (database: string) =>
  (await rows(`select pid from pg_stat_activity where datname = '${database}'`)).map((r) => Number(r['pid']));
await runWalletLoad({ ...walletLoad, seconds: 2 });
const walletProcesses = {
  platform: [platformServer.process.pid ?? 0],
  database: await backendsOf('ficha_bench_spins'),
};
const walletCpuBefore = sampleCpu(walletProcesses);
const wallet = await runWalletLoad({ ...walletLoad, seconds });
const walletCpu = cpuPer(walletCpuBefore, sampleCpu(walletProcesses), wallet.calls / 2);
await runSpins(2);
const spinProcesses = {
  ...walletProcesses,
  games: [gamesServer.pid ?? 0],
  gamesDatabase: await backendsOf('ficha_bench_spins_games'),
};
const spinsCpuBefore = sampleCpu(spinProcesses);
const spins = await runSpins(seconds);
const spinsCpu = cpuPer(spinsCpuBefore, sampleCpu(spinProcesses), spins.spins);
const cpuNote = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
console.log(`CPU ms per wallet pair: ${cpuNote(walletCpu)}; per spin: ${cpuNote(spinsCpu)}`);

const invariantsSql = readFileSync(
  fileURLToPath(new URL('../../apps/platform/src/modules/ledger/ledger-invariants.sql', import.meta.url)),
  'utf8',
);
const violations = await rows(invariantsSql);
const games = await openSqlConnection({ databaseUrl: gamesDatabase });
const unsettled =
  games.kind === 'pg'
    ? Number((await games.client.query(`select count(*) as n from games.rounds where state <> 'settled'`)).rows[0].n)
    : 0;
await games.close();
await connection.close();
gamesServer.kill('SIGTERM');
await new Promise((resolve) => gamesServer.once('exit', resolve));
await platformServer.stop();
await admin.exec('drop database if exists ficha_bench_spins');
await admin.exec('drop database if exists ficha_bench_spins_games');
await admin.close();

const table = [
  {
    name: 'seamless debit + credit pair (baseline: one round of wallet calls)',
    requestsPerSecond: wallet.pairsPerSecond,
    latencyP50Ms: wallet.latencyP50Ms * 2,
    latencyP99Ms: wallet.latencyP99Ms * 2,
    errors: wallet.failures,
    non2xx: 0,
  },
  {
    name: 'slot spin end to end (player → game server → wallet → bet record)',
    requestsPerSecond: spins.spinsPerSecond,
    latencyP50Ms: spins.latencyP50Ms,
    latencyP99Ms: spins.latencyP99Ms,
    errors: spins.failures,
    non2xx: 0,
  },
];
console.table(table);
console.log(violations.length === 0 ? 'Ledger invariants P1–P5 hold.' : violations);
console.log(`Rounds not settled after the run: ${unsettled}.`);
await recordRun(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Slot spins end to end vs wallet calls',
  [
    `Database: PostgreSQL (${new URL(adminUrl).host}), one database for the platform and one for the game server, each server in its own process. ${concurrency} players at once for ${seconds} s after a 2 s warm-up. Baseline: signed debit + credit pairs straight to the platform (stake 1.00). Spins: POST ${gamesApiPaths.slotSpin} (${game}, bet 1.00) over keep-alive HTTP; each writes its round, draws it, debits, credits and settles it before answering. Latencies are measured at the client (the pair row doubles the per-call figure). Ledger invariants after the run: ${violations.length === 0 ? 'hold' : `${violations.length} VIOLATIONS`}; rounds not settled: ${unsettled}. Load average (1 min) when the run started: ${loadAtStart}. CPU ms per wallet pair (from /proc): ${cpuNote(walletCpu)}; per spin: ${cpuNote(spinsCpu)}.`,
  ],
  table,
  'seamless debit + credit pair (baseline: one round of wallet calls)',
);
if (violations.length > 0 || unsettled > 0 || spins.failures > 0) process.exit(1);

async function rows(sql: string): Promise<Array<Record<string, unknown>>> {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  return (await connection.client.query(sql)).rows as Array<Record<string, unknown>>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error('the game server exited before listening');
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the game server did not become ready');
}

/** A launch token as the lobby issues it, the platform's signed launch call, and the page's session start. */
async function sessionFor(memberId: number): Promise<string> {
  const launchToken = randomBytes(32).toString('base64url');
  await rows(`
    insert into platform.seamless_launch_tokens (merchant_id, provider_id, member_id, game_code, token_hash, expires_at)
    select merchant_id, id, ${memberId}, '${game}', '${createHash('sha256').update(launchToken).digest('hex')}',
           now() + interval '5 minutes'
      from platform.seamless_providers where code = 'FICHA'`);
  const body = JSON.stringify({
    requestId: randomUUID(),
    timestamp: Date.now(),
    launchToken,
    gameCode: game,
    language: 'EN',
    currency: 'USD',
    mode: 'real',
    returnUrl: `${platformUrl}/`,
  });
  const launched = (await (
    await fetch(`${gamesUrl}${rgsPaths.launch}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [signatureHeaders.provider]: 'PLATFORM',
        [signatureHeaders.signature]: signPayload(providerSecret, body),
      },
      body,
    })
  ).json()) as { value: { url: string } };
  const token = new URL(launched.value.url).searchParams.get('token');
  const started = (await (
    await fetch(`${gamesUrl}${gamesApiPaths.session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
  ).json()) as { success: boolean; value: { sessionToken: string } };
  if (!started.success) throw new Error(`session not started: ${JSON.stringify(started)}`);
  return started.value.sessionToken;
}

/** Every player spins in a loop for `duration` seconds; one spin at a time each. */
async function runSpins(duration: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(gamesUrl);
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + duration * 1000;
  const spin = (session: string) =>
    new Promise<boolean>((resolve) => {
      const body = JSON.stringify({ requestId: `spin-${randomUUID()}`, bet: 1 });
      const call = request(
        {
          host: target.hostname,
          port: target.port,
          path: gamesApiPaths.slotSpin,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            [gameSessionHeader]: session,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const ok = response.statusCode === 200 && Buffer.concat(chunks).toString().includes('"settled"');
            resolve(ok);
          });
        },
      );
      call.on('error', () => resolve(false));
      call.end(body);
    });
  await Promise.all(
    sessions.map(async (session) => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const ok = await spin(session);
        if (ok) latencies.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  agent.destroy();
  return {
    spins: latencies.length,
    spinsPerSecond: Math.round(latencies.length / duration),
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    failures,
  };
}
