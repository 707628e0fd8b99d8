/**
 * `npm start`: builds the front ends when their bundles are missing, opens the database (PGlite in DATA_DIR
 * unless DATABASE_URL is set), migrates, seeds the demo merchant, and runs the platform and the game server
 * in this one process (two Fastify instances talking over loopback HTTP, sharing one database). Without
 * PAYMENT_GATEWAY_URL it also runs the payment gateway simulator as a child process on a free loopback port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { openSqlConnection } from '@ficha/server-kit';
import { buildGamesApp, loadConfig as loadGamesConfig, migrateGames, recoverRounds } from '@ficha/games';
import { spawnPaymentSimulator, type SimulatorProcess } from '@ficha/payment-simulator/spawn';
import {
  buildApp,
  demoGamesProvider,
  demoLogins,
  loadConfig,
  migratePlatform,
  seedDemo,
  syncDemoGamesCatalog,
} from '@ficha/platform';
import type { AddressInfo } from 'node:net';
import { precompress } from './precompress.ts';

const gamesConfig = loadGamesConfig();
// The demo merchant registers this game server as its provider FICHA (catalog sync, launch, seamless wallet):
// same provider code, secret and address as the game server's own settings.
const config = loadConfig({
  GAMES_PUBLIC_URL: gamesConfig.GAMES_PUBLIC_URL,
  GAMES_PROVIDER_CODE: gamesConfig.GAMES_PROVIDER_CODE,
  GAMES_PROVIDER_SECRET: gamesConfig.GAMES_PROVIDER_SECRET,
  ...process.env,
});

// Each front end and the page its build writes (the game server's iframe pages build into apps/games/dist/web).
const bundles = [
  ['web', 'apps/web/dist/index.html'],
  ['console', 'apps/console/dist/index.html'],
  ['games', 'apps/games/dist/web/index.html'],
] as const;
for (const [app, page] of bundles) {
  // The dev script serves the front ends with Vite instead.
  if (process.env['SKIP_BUILD'] === '1' || existsSync(page)) continue;
  console.log(`Building apps/${app} (its bundle is missing)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await precompress(`apps/${app}/dist`);
}

const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migratePlatform(connection);
await migrateGames(connection);
if (config.SEED_DEMO) await seedDemo(connection, { gamesProvider: demoGamesProvider(config), history: true });

// Without a real payment gateway, the gateway simulator runs as a child process on loopback (development).
let simulator: SimulatorProcess | null = null;
if (!config.PAYMENT_GATEWAY_URL) {
  simulator = await spawnPaymentSimulator({ secret: config.PAYMENT_GATEWAY_SECRET });
  config.PAYMENT_GATEWAY_URL = simulator.url;
}

const platform = await buildApp({ config, connection });
const platformUrl = await platform.listen({ host: config.HOST, port: config.PORT });
// The game server calls this platform's seamless wallet over loopback unless GAMES_WALLET_URL says otherwise.
if (!process.env['GAMES_WALLET_URL']) {
  gamesConfig.GAMES_WALLET_URL = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
}
const games = await buildGamesApp({ config: gamesConfig, connection });
const gamesUrl = await games.listen({ host: gamesConfig.GAMES_HOST, port: gamesConfig.GAMES_PORT });

// Rounds a previous run left unfinished are settled or rolled back through the wallet (decision 0013).
const recovered = await recoverRounds({ connection, config: gamesConfig, log: games.log });
if (recovered.settled + recovered.rolledBack + recovered.unresolved > 0) console.log('Unfinished rounds:', recovered);
// The demo lobby gets the game server's games through the platform's catalog sync, once, while it is empty.
if (config.SEED_DEMO) {
  try {
    const synced = await syncDemoGamesCatalog(connection, {
      merchantCode: demoLogins.merchant,
      providerCode: gamesConfig.GAMES_PROVIDER_CODE,
    });
    if (synced) console.log(`Demo lobby: ${synced.gamesCreated} games synced from provider ${synced.providerCode}.`);
  } catch (error) {
    console.warn('Demo lobby: the games could not be synced from the game server:', error);
  }
}

const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
console.log(`
Ficha is running on ${database}.
  Player site   ${platformUrl}/
  Console       ${platformUrl}/console
  API docs      ${platformUrl}/docs
  Game server   ${gamesUrl}
  Payments      ${simulator ? `${simulator.url} (gateway simulator)` : config.PAYMENT_GATEWAY_URL}
${
  config.SEED_DEMO
    ? `Demo logins (merchant "${demoLogins.merchant}"):
  Console operator  ${demoLogins.operator.username} / ${demoLogins.operator.password} (owner; second operator ${demoLogins.cashier.username} / ${demoLogins.cashier.password}, second owner ${demoLogins.secondOwner.username} / ${demoLogins.secondOwner.password})
                    authenticator code: npm run totp -- ${demoLogins.operator.username} (or ${demoLogins.cashier.username}, ${demoLogins.secondOwner.username})
  Player            ${demoLogins.player.username} / ${demoLogins.player.password} (wallet 1,000.00)
  Trial account     ${demoLogins.trial.username} / ${demoLogins.trial.password}
  Agent tree        ${demoLogins.agents.map((a) => a.username).join(' → ')} (password ${demoLogins.agents[0].password})
`
    : ''
}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([platform.close(), games.close(), simulator?.stop()])
      .then(() => connection.close())
      .then(() => process.exit(0));
  });
}
