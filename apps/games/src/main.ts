import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { closeOnSignals, openSqlConnection } from '@ficha/server-kit';
import { buildGamesApp, recoverRounds } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateGames } from './db/database.ts';

/** Starts the game server alone (the root `npm start` runs it together with the platform, sharing one PGlite). */
const config = loadConfig();
// Alone, the game server keeps its own PGlite folder; PGlite creates only the last level of it.
const dataDir = join(config.DATA_DIR, 'games');
if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir });
await migrateGames(connection);
const app = await buildGamesApp({ config, connection });
await app.listen({ host: config.GAMES_HOST, port: config.GAMES_PORT });
// Rounds the previous run left unfinished are settled or rolled back before anything else (decision 0013).
app.log.info({ recovered: await recoverRounds({ connection, config, log: app.log }) }, 'unfinished rounds resolved');

closeOnSignals(app, connection);
