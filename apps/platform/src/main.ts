import { openSqlConnection } from '@ficha/server-kit';
import { buildApp } from './app.ts';
import { demoGamesProvider, loadConfig } from './config.ts';
import { migratePlatform } from './db/database.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { preloadIpCountries } from './modules/region/ip-country-database.ts';

/** Starts the platform alone (the root `npm start` runs it together with the game server). */
const config = loadConfig();
const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migratePlatform(connection);
if (config.SEED_DEMO) await seedDemo(connection, { gamesProvider: demoGamesProvider(config), history: true });
const app = await buildApp({ config, connection });
await preloadIpCountries();
await app.listen({ host: config.HOST, port: config.PORT });
// The session's RSA key exists before the first visitor (decision 0079: the site's first status call needs it).
void app.inject({ method: 'GET', url: '/wps/session/key/rsa' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => connection.close());
  });
}
