/**
 * Lobby-read benchmark: a bare Fastify JSON endpoint (the baseline) and the platform's lobby reads (status,
 * help center, vendor lanes, hot games, a repeat visit to them answered 304 (its responses count as non-2xx),
 * pages of a 5,000-game catalog), measured in the same run on the same machine. Platform on PGlite in memory, or
 * on PostgreSQL when BENCH_DATABASE_URL is set. Figures are prepended to bench/RESULTS.md.
 */
import { fileURLToPath } from 'node:url';
import { openSqlConnection } from '@ficha/server-kit';
import { buildApp, loadConfig, migratePlatform, seedDemo } from '@ficha/platform';
import Fastify from 'fastify';
import { benchCatalog, seedBenchCatalog } from './lobby-catalog.ts';
import { measure } from './measure.ts';
import { recordRun } from './results-file.ts';

const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const durationSeconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const databaseUrl = process.env['BENCH_DATABASE_URL'];

const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ success: true, value: { ok: true } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

const connection = await openSqlConnection({ databaseUrl, poolSize: 16 });
await migratePlatform(connection);
await seedDemo(connection);
const catalogSize = await seedBenchCatalog(connection);
const platform = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CONSOLE_DIST_DIR: '/nonexistent',
    SMTP_DEV_PORT: '0',
  }),
  connection,
});
const platformUrl = await platform.listen({ host: '127.0.0.1', port: 0 });

const options = { connections, durationSeconds };
const rows = [
  await measure('bare Fastify JSON (baseline)', `${bareUrl}/ping`, options),
  await measure('GET /wps/system/status', `${platformUrl}/wps/system/status`, options),
  await measure('GET /wps/system/helpCenter', `${platformUrl}/wps/system/helpCenter?lang=ES`, options),
  await measure('GET GCSGAME_newGameVendor (lanes)', `${platformUrl}/wps/relay/GCSGAME_newGameVendor`, options),
  await measure('GET GCSGAME_hotGamesV2', `${platformUrl}/wps/relay/GCSGAME_hotGamesV2`, options),
  await measure('GET GCSGAME_hotGamesV2 (repeat visit: 304)', `${platformUrl}/wps/relay/GCSGAME_hotGamesV2`, {
    ...options,
    headers: { 'if-none-match': await etagOf(`${platformUrl}/wps/relay/GCSGAME_hotGamesV2`) },
  }),
  await measure('GET GCSGAME_gameList page 1', `${platformUrl}/wps/relay/GCSGAME_gameList?gameType=RNG`, options),
  await measure(
    'GET GCSGAME_gameList last page',
    `${platformUrl}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${Math.ceil(catalogSize / 20)}`,
    options,
  ),
  await measure(
    'GET GCSGAME_gameList name search',
    `${platformUrl}/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('game 7-4')}`,
    options,
  ),
];

await Promise.all([bare.close(), platform.close()]);

/** The ETag a first visit gets, which a browser sends back on the next. */
async function etagOf(url: string): Promise<string> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`${url} sends no ETag`);
  return etag;
}
await connection.close();

console.table(rows);
await recordRun(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Lobby reads',
  [
    `Catalog: ${catalogSize} games in ${benchCatalog.vendors} vendors (every ${benchCatalog.hotEvery}th hot), pages of 20.`,
    `Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; autocannon, ${connections} connections, ${durationSeconds} s after a 2 s warm-up; the load runs in a worker thread of the process that serves.`,
  ],
  rows,
  'bare Fastify JSON (baseline)',
);
