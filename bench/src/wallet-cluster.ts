/**
 * Scale out (issue 23, point 8; decision 0036): two platform instances and two game-server instances on one
 * PostgreSQL (BENCH_DATABASE_URL, an admin URL: the run creates and drops its own databases), each in its own
 * process. The wallet load of the wallet bench is spread over both platforms (half the players each), next to the
 * same load on one platform in the same run; slot spins are spread over both game servers, each calling its own
 * platform. Afterwards: the ledger invariants P1–P5, every game round settled, and one crash room across the two
 * game servers (one advisory-lock holder, both sockets showing the same round). Figures go to bench/RESULTS.md.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { crashPaths, gameSessionHeader, gamesApiPaths } from '@ficha/contract';
import { openSqlConnection, type SqlConnection } from '@ficha/server-kit';
import { WebSocket } from 'ws';
import { freshBenchDatabases } from './bench-databases.ts';
import { startGameServer, type GameServerProcess } from './game-server-process.ts';
import { percentile } from './percentile.ts';
import { preparePlayers } from './players.ts';
import { recordTable } from './results-file.ts';
import { startPlatform } from './start-platform.ts';
import { runWalletLoad, type WalletLoadResult } from './wallet-load.ts';

const { BENCH_DATABASE_URL: adminUrl, BENCH_CONNECTIONS, BENCH_SECONDS } = process.env;
if (!adminUrl) throw new Error('The cluster benchmark runs on PostgreSQL: set BENCH_DATABASE_URL to an admin URL.');
const [concurrency, seconds] = [Number(BENCH_CONNECTIONS ?? 32), Number(BENCH_SECONDS ?? 10)];
const [secret, game] = ['dev-only-provider-secret-change-me', 'huerta-dorada'];

const loadAtStart = loadavg()[0]!.toFixed(1);
const databases = await freshBenchDatabases(adminUrl, ['ficha_bench_cluster', 'ficha_bench_cluster_games']);
const platformDatabase = databases.urls.ficha_bench_cluster;
const gamesDatabase = databases.urls.ficha_bench_cluster_games;

// One at a time: each migrates and seeds at start (the second finds everything done).
const platforms = [await startPlatform({ databaseUrl: platformDatabase })];
platforms.push(await startPlatform({ databaseUrl: platformDatabase }));
process.once('exit', () => platforms.forEach((platform) => platform.process.kill()));
const gameServers: GameServerProcess[] = [];
for (const platform of platforms) {
  gameServers.push(await startGameServer({ databaseUrl: gamesDatabase, walletUrl: platform.url, secret }));
}
const platformDb = await openSqlConnection({ databaseUrl: platformDatabase });
const gamesDb = await openSqlConnection({ databaseUrl: gamesDatabase });
const players = await preparePlayers((sql) => rowsOf(platformDb, sql), concurrency, 'cluster');
const sessions = await Promise.all(players.map((player) => gameSession(player.playerId)));
console.log(
  `${concurrency} players; platforms ${platforms.map((p) => p.url).join(', ')}; game servers ${gameServers.map((g) => g.url).join(', ')}; ${seconds} s per load…`,
);

const walletLoad = (url: string, playerIds: string[], duration: number) =>
  runWalletLoad({
    url,
    provider: 'FICHA',
    secret,
    playerIds,
    concurrency: playerIds.length,
    stake: 1,
    seconds: duration,
  });
const halves = [players.slice(0, concurrency / 2), players.slice(concurrency / 2)].map((half) =>
  half.map((p) => p.playerId),
);
const everyone = players.map((p) => p.playerId);
await walletLoad(platforms[0]!.url, everyone, 2);
const single = await walletLoad(platforms[0]!.url, everyone, seconds);
const spread = await Promise.all(platforms.map((platform, i) => walletLoad(platform.url, halves[i]!, seconds)));
const spins = await spinLoad(seconds);

const crashRooms = await Promise.all(gameServers.map((server) => crashRoundOf(server.url)));
const [locks] = await rowsOf(gamesDb, `select count(*)::int as n from pg_locks where locktype = 'advisory'`);
const [unsettled] = await rowsOf(gamesDb, `select count(*)::int as n from games.rounds where state <> 'settled'`);
const invariantsSql = readFileSync(
  fileURLToPath(new URL('../../apps/platform/src/modules/ledger/ledger-invariants.sql', import.meta.url)),
  'utf8',
);
const violations = await rowsOf(platformDb, invariantsSql);
await platformDb.close();
await gamesDb.close();
for (const server of gameServers) await server.stop();
for (const platform of platforms) await platform.stop();
await databases.drop();

const walletRow = (name: string, result: WalletLoadResult) => [
  name,
  String(result.callsPerSecond),
  String(result.latencyP50Ms),
  String(result.latencyP99Ms),
  String(result.failures),
];
const table = [
  walletRow(`wallet calls, one platform (${concurrency} players)`, single),
  ...spread.map((result, i) => walletRow(`wallet calls, platform ${i + 1} of 2 (${concurrency / 2} players)`, result)),
  [
    `wallet calls, both platforms together`,
    String(spread.reduce((sum, result) => sum + result.callsPerSecond, 0)),
    '–',
    '–',
    String(spread.reduce((sum, result) => sum + result.failures, 0)),
  ],
  [
    `slot spins over both game servers (${concurrency} players)`,
    String(spins.perSecond),
    String(spins.p50),
    String(spins.p99),
    String(spins.failures),
  ],
];
const crashAgrees = crashRooms[0] !== undefined && crashRooms.every((n) => n === crashRooms[0]);
const notes = [
  `Database: PostgreSQL (${new URL(adminUrl).host}), one database for the platforms and one for the game servers; two platform and two game-server processes (each game server calls its own platform). Wallet: signed debit + credit pairs (stake 1.00), first ${concurrency} players on one platform, then half of them on each platform at once; spins: ${game}, bet 1.00, half the players on each game server. ${seconds} s per load. Load average (1 min) when the run started: ${loadAtStart}.`,
  `Spins not answered ok: ${spins.refusals}.`,
  `After the run: ledger invariants ${violations.length === 0 ? 'hold' : `${violations.length} VIOLATIONS`}; game rounds not settled: ${unsettled?.['n']}; crash room: ${locks?.['n']} advisory-lock holder(s), round shown by the two game servers ${crashRooms.join(' and ')} (${crashAgrees ? 'the same' : 'DIFFERENT'}).`,
];
console.table(table);
for (const note of notes) console.log(note);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Two platforms and two game servers on one PostgreSQL',
  notes,
  ['Load', 'calls or spins/s', 'p50 ms', 'p99 ms', 'failures'],
  table,
);
const failed = violations.length > 0 || Number(unsettled?.['n']) > 0 || Number(locks?.['n']) !== 1 || !crashAgrees;
if (failed) process.exit(1);

async function rowsOf(connection: SqlConnection, sql: string): Promise<Array<Record<string, unknown>>> {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  return (await connection.client.query(sql)).rows as Array<Record<string, unknown>>;
}

/** A started real-money game session of the bench game for a player, written as the launch would write it. */
async function gameSession(playerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  await rowsOf(
    gamesDb,
    `insert into games.sessions (launch_token_hash, token_hash, mode, game_code, language, currency, player_id,
       player_key, last_balance_minor, started_at, expires_at)
     values ('${hash(randomUUID())}', '${hash(token)}', 'real', '${game}', 'EN', 'USD', '${playerId}',
       'player:${playerId}', 100000, now(), now() + interval '1 hour')`,
  );
  return token;
}

/** Every player spins in a loop for `duration` seconds, each on the game server of its half. */
async function spinLoad(duration: number) {
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    sessions.map(async (session, lane) => {
      const server = gameServers[lane < concurrency / 2 ? 0 : 1]!;
      while (performance.now() < deadline) {
        const started = performance.now();
        const answer = await fetch(`${server.url}${gamesApiPaths.slotSpin}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [gameSessionHeader]: session },
          body: JSON.stringify({ requestId: `spin-${randomUUID()}`, bet: 1 }),
        }).then(
          async (response) => {
            const envelope = (await response.json()) as { success?: boolean; errorCode?: string };
            return envelope.success === true ? 'ok' : (envelope.errorCode ?? `http_${response.status}`);
          },
          () => 'transport',
        );
        latencies.push(performance.now() - started);
        if (answer !== 'ok') refusals.set(answer, (refusals.get(answer) ?? 0) + 1);
      }
    }),
  );
  return {
    perSecond: Math.round(latencies.length / duration),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: [...refusals.values()].reduce((sum, n) => sum + n, 0),
    refusals: [...refusals.entries()].map(([code, n]) => `${n} × ${code}`).join(', ') || 'none',
  };
}

/** The number of the round a game server's crash socket shows first. */
function crashRoundOf(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${crashPaths.ws}`);
    socket.once('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; round?: { number: number } };
      socket.close();
      resolve(message.type === 'snapshot' ? message.round?.number : undefined);
    });
    socket.once('error', () => resolve(undefined));
  });
}
