/**
 * Memory benchmark (issue 23, target 6): the embedded product as `npm start` runs it (PGlite in a data folder,
 * demo seed, platform and game server in one process) under the seamless wallet load for BENCH_MEMORY_MINUTES
 * (default 10), its resident set sampled from /proc every BENCH_MEMORY_SAMPLE_SECONDS (default 30).
 * The bench first seeds the data folder (demo merchant and BENCH_CONNECTIONS funded players of provider FICHA)
 * with the same migrations and seed, closes it, then starts `scripts/start.ts` on it in its own Node process
 * (the process `npm start` ends up running) and measures that process. Figures are prepended to bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openSqlConnection } from '@ficha/server-kit';
import { loadConfig, migratePlatform, seedDemo, demoGamesProvider } from '@ficha/platform';
import { preparePlayers } from './players.ts';
import { recordTable } from './results-file.ts';
import { runWalletLoad } from './wallet-load.ts';

const minutes = Number(process.env['BENCH_MEMORY_MINUTES'] ?? 10);
const sampleSeconds = Number(process.env['BENCH_MEMORY_SAMPLE_SECONDS'] ?? 30);
const concurrency = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const targetMb = 300;

const dataDir = mkdtempSync(join(tmpdir(), 'ficha-bench-memory-'));
const [port, gamesPort] = [await freePort(), await freePort()];
const config = loadConfig({ GAMES_PUBLIC_URL: `http://127.0.0.1:${gamesPort}` });

// The data folder as `npm start` would leave it after its first start, plus the bench's players.
const seeding = await openSqlConnection({ dataDir });
await migratePlatform(seeding);
await seedDemo(seeding, { gamesProvider: demoGamesProvider(config), history: true });
const playerIds = (
  await preparePlayers(async (sql) => {
    if (seeding.kind !== 'pglite') throw new Error('PGlite only');
    return (await seeding.client.query<Record<string, unknown>>(sql)).rows;
  }, concurrency)
).map((p) => p.playerId);
await seeding.close();

const root = fileURLToPath(new URL('../../', import.meta.url));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  GAMES_PORT: String(gamesPort),
  GAMES_PUBLIC_URL: `http://127.0.0.1:${gamesPort}`,
  SMTP_DEV_PORT: '0',
  SKIP_BUILD: '1',
};
// Embedded: no PostgreSQL.
delete env['DATABASE_URL'];
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const pid = server.pid;
if (pid === undefined) throw new Error('the product did not start');
await new Promise<void>((resolve, reject) => {
  const lines = createInterface({ input: server.stdout });
  lines.on('line', (line) => {
    if (line.includes('Ficha is running')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it was running`)));
});
// Keep reading its output (request logs) so the pipe never fills.
server.stdout.resume();

const rssMb = () => Math.round(memoryLine('VmRSS') / 1024);
const samples: Array<{ minute: number; rssMb: number }> = [{ minute: 0, rssMb: rssMb() }];
const started = performance.now();
const sampler = setInterval(() => {
  samples.push({ minute: Math.round((performance.now() - started) / 6000) / 10, rssMb: rssMb() });
  console.log(`RSS after ${samples.at(-1)?.minute} min: ${samples.at(-1)?.rssMb} MB`);
}, sampleSeconds * 1000);

const load = await runWalletLoad({
  url: `http://127.0.0.1:${port}`,
  provider: config.GAMES_PROVIDER_CODE,
  secret: config.GAMES_PROVIDER_SECRET,
  playerIds,
  concurrency,
  seconds: minutes * 60,
  stake: 1,
});
clearInterval(sampler);
const finalRss = rssMb();
const peakRss = Math.round(memoryLine('VmHWM') / 1024);
samples.push({ minute: Math.round((performance.now() - started) / 6000) / 10, rssMb: finalRss });

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

console.table(samples);
console.log({ finalRss, peakRss, ...load });
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Memory of the embedded product under the wallet load',
  [
    `\`npm start\`'s process (scripts/start.ts: PGlite in a fresh data folder, demo seed, platform and game server in one process) under the seamless wallet load (bench/src/wallet-load.ts: ${concurrency} players, debit + credit pairs) for ${minutes} min; RSS from /proc/<pid>/status every ${sampleSeconds} s. Wallet: ${load.callsPerSecond} calls/s, p99 ${load.latencyP99Ms} ms, ${load.failures} failures. Target: RSS ≤ ${targetMb} MB at the end.`,
  ],
  ['Minute', 'RSS (MB)'],
  [...samples.map((s) => [String(s.minute), String(s.rssMb)]), ['peak (VmHWM)', String(peakRss)]],
);
if (load.failures > 0) process.exit(1);

/** A `kB` line of the server's /proc status (VmRSS: resident now, VmHWM: the peak). */
function memoryLine(name: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  return Number(line?.match(/\d+/)?.[0] ?? 0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
