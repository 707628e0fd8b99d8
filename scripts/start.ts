/**
 * `npm start`: builds the front ends when their bundles are missing, opens the database (PGlite in DATA_DIR
 * unless DATABASE_URL is set), migrates, seeds the demo merchant, and runs the platform and the game server
 * in this one process (two Fastify instances talking over loopback HTTP, sharing one database). Without
 * PAYMENT_GATEWAY_URL it also runs the payment gateway simulator as a child process on a free loopback port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { openSqlConnection } from '@ficha/contract/server';
import { buildGamesApp, loadConfig as loadGamesConfig, migrateGames } from '@ficha/games';
import { spawnPaymentSimulator, type SimulatorProcess } from '@ficha/payment-simulator/spawn';
import { buildApp, demoGamesProvider, demoLogins, loadConfig, migratePlatform, seedDemo } from '@ficha/platform';
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

for (const app of ['web', 'console'] as const) {
  // The dev script serves the front ends with Vite instead.
  if (process.env['SKIP_BUILD'] === '1' || existsSync(`apps/${app}/dist/index.html`)) continue;
  console.log(`Building apps/${app} (its bundle is missing)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await precompress(`apps/${app}/dist`);
}

const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migratePlatform(connection);
await migrateGames(connection);
if (config.SEED_DEMO) await seedDemo(connection, { gamesProvider: demoGamesProvider(config) });

// Without a real payment gateway, the gateway simulator runs as a child process on loopback (development).
let simulator: SimulatorProcess | null = null;
if (!config.PAYMENT_GATEWAY_URL) {
  simulator = await spawnPaymentSimulator({ secret: config.PAYMENT_GATEWAY_SECRET });
  config.PAYMENT_GATEWAY_URL = simulator.url;
}

const platform = await buildApp({ config, connection });
const games = await buildGamesApp({ config: gamesConfig, connection });
const platformUrl = await platform.listen({ host: config.HOST, port: config.PORT });
const gamesUrl = await games.listen({ host: gamesConfig.GAMES_HOST, port: gamesConfig.GAMES_PORT });

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
  Console operator  ${demoLogins.operator.username} / ${demoLogins.operator.password} (second operator ${demoLogins.cashier.username} / ${demoLogins.cashier.password})
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
