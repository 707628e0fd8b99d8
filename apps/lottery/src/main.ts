import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { closeOnSignals, openSqlConnection } from '@ficha/server-kit';
import { buildLotteryApp, recoverLottery } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateLottery } from './db/database.ts';

/** Starts the lottery alone (the root `npm start` runs it with the platform and the game server, on one PGlite). */
const config = loadConfig();
const dataDir = join(config.DATA_DIR, 'lottery');
if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir });
await migrateLottery(connection);
const app = await buildLotteryApp({ config, connection });
await app.listen({ host: config.LOTTERY_HOST, port: config.LOTTERY_PORT });
app.log.info({ recovered: await recoverLottery({ connection, config, log: app.log }) }, 'unfinished tickets resolved');

closeOnSignals(app, connection);
