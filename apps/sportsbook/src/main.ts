import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { closeOnSignals, openSqlConnection } from '@ficha/server-kit';
import { buildSportsbookApp, recoverBets } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateSportsbook } from './db/database.ts';

/** Starts the sportsbook alone, reading the feed at SPORTSBOOK_FEED_URL (the feed simulator: `npm run feed-simulator`). */
const config = loadConfig();
const dataDir = join(config.DATA_DIR, 'sportsbook');
if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir });
await migrateSportsbook(connection);
const app = await buildSportsbookApp({ config, connection });
await app.listen({ host: config.SPORTSBOOK_HOST, port: config.SPORTSBOOK_PORT });
// Bets a previous run left between two wallet calls are finished first (decision 0057).
app.log.info({ recovered: await recoverBets({ connection, config, log: app.log }) }, 'unfinished bets resolved');

closeOnSignals(app, connection);
