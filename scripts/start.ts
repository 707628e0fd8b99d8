/**
 * `npm start`: builds the front ends when their bundles are missing, opens the database (PGlite in DATA_DIR
 * unless DATABASE_URL is set), migrates, seeds the demo merchant, and runs the platform, the game server, the
 * lottery and the sportsbook in this one process (four Fastify instances talking over loopback HTTP, sharing one
 * database).
 * Without PAYMENT_GATEWAY_URL it also runs the payment gateway simulator, and without SPORTSBOOK_FEED_URL the odds
 * feed simulator, as child processes on loopback.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { openSqlConnection } from '@ficha/server-kit';
import { buildGamesApp, loadConfig as loadGamesConfig, migrateGames, recoverRounds } from '@ficha/games';
import {
  buildLotteryApp,
  loadConfig as loadLotteryConfig,
  migrateLottery,
  recoverLottery,
  seedLotteryDemoSettings,
} from '@ficha/lottery';
import { spawnPaymentSimulator, type SimulatorProcess } from '@ficha/payment-simulator/spawn';
import {
  buildSportsbookApp,
  loadConfig as loadSportsbookConfig,
  migrateSportsbook,
  recoverBets,
} from '@ficha/sportsbook';
import { spawnFeedSimulator } from '@ficha/sportsbook/feed-simulator/spawn';
import {
  buildApp,
  demoGamesProvider,
  demoLogins,
  loadConfig,
  migratePlatform,
  registerDemoProvider,
  seedDemo,
  syncDemoGamesCatalog,
} from '@ficha/platform';
import type { AddressInfo } from 'node:net';
import { precompress } from './precompress.ts';

const gamesConfig = loadGamesConfig();
const lotteryConfig = loadLotteryConfig();
const sportsbookConfig = loadSportsbookConfig();
// The demo merchant registers this game server as its provider FICHA (catalog sync, launch, seamless wallet):
// same provider code, secret and address as the game server's own settings; the site frames both providers.
const config = loadConfig({
  GAMES_PUBLIC_URL: gamesConfig.GAMES_PUBLIC_URL,
  GAMES_PROVIDER_CODE: gamesConfig.GAMES_PROVIDER_CODE,
  GAMES_PROVIDER_SECRET: gamesConfig.GAMES_PROVIDER_SECRET,
  LOTTERY_PUBLIC_URL: lotteryConfig.LOTTERY_PUBLIC_URL,
  SPORTSBOOK_PUBLIC_URL: sportsbookConfig.SPORTSBOOK_PUBLIC_URL,
  ...process.env,
});

// Each front end and the page its build writes (the game server's iframe pages build into apps/games/dist/web,
// the lottery's betting page into apps/lottery/dist/web).
const bundles = [
  ['web', 'apps/web/dist/index.html'],
  ['console', 'apps/console/dist/index.html'],
  ['games', 'apps/games/dist/web/index.html'],
  ['lottery', 'apps/lottery/dist/web/index.html'],
  ['sportsbook', 'apps/sportsbook/dist/web/index.html'],
] as const;
for (const [app, page] of bundles) {
  // The dev script serves the front ends with Vite instead.
  if (process.env['SKIP_BUILD'] === '1' || existsSync(page)) continue;
  console.log(`Building apps/${app} (its bundle is missing)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await precompress(page.replace(/\/index\.html$/, ''));
}

const connection = await openSqlConnection({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migratePlatform(connection);
await migrateGames(connection);
await migrateLottery(connection);
await migrateSportsbook(connection);
// The sportsbook is the demo merchant's second provider of ours, with its own code, secret and address.
const sportsbookProvider = {
  code: sportsbookConfig.SPORTSBOOK_PROVIDER_CODE,
  secret: sportsbookConfig.SPORTSBOOK_PROVIDER_SECRET,
  baseUrl: sportsbookConfig.SPORTSBOOK_PUBLIC_URL,
};
if (config.SEED_DEMO) {
  await seedDemo(connection, { gamesProvider: demoGamesProvider(config), sportsbookProvider, history: true });
  // Our lottery as another provider of the demo merchant (also added to a demo seeded before it existed).
  await registerDemoProvider(connection, {
    merchantCode: demoLogins.merchant,
    provider: {
      code: lotteryConfig.LOTTERY_PROVIDER_CODE,
      secret: lotteryConfig.LOTTERY_PROVIDER_SECRET,
      baseUrl: lotteryConfig.LOTTERY_PUBLIC_URL,
    },
    name: 'Ficha Lottery',
    categories: ['lottery'],
  });
  // The demo merchant's lottery settings (limits, a game switched off) for the console's lottery section.
  await seedLotteryDemoSettings(connection, lotteryConfig, demoLogins.merchant);
}

// Without a real payment gateway, the gateway simulator runs as a child process on loopback (development).
let simulator: SimulatorProcess | null = null;
if (!config.PAYMENT_GATEWAY_URL) {
  simulator = await spawnPaymentSimulator({ secret: config.PAYMENT_GATEWAY_SECRET });
  config.PAYMENT_GATEWAY_URL = simulator.url;
}
// Without a real odds feed, the feed simulator runs as a child process on loopback (FEED_SIM_PORT, else a free port).
const feedSimulator = process.env['SPORTSBOOK_FEED_URL'] ? null : await spawnFeedSimulator();
if (feedSimulator) sportsbookConfig.SPORTSBOOK_FEED_URL = feedSimulator.url;

const platform = await buildApp({ config, connection });
const platformUrl = await platform.listen({ host: config.HOST, port: config.PORT });
// The session's RSA key exists before the first visitor: the site's first status call carries a key wrapped with it
// (decision 0079), and a fresh database would otherwise make that visitor wait for the key's generation.
void platform.inject({ method: 'GET', url: '/wps/session/key/rsa' });
// The game server calls this platform's seamless wallet over loopback unless GAMES_WALLET_URL says otherwise.
const walletUrl = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
if (!process.env['GAMES_WALLET_URL']) gamesConfig.GAMES_WALLET_URL = walletUrl;
if (!process.env['LOTTERY_WALLET_URL']) lotteryConfig.LOTTERY_WALLET_URL = walletUrl;
if (!process.env['SPORTSBOOK_WALLET_URL']) sportsbookConfig.SPORTSBOOK_WALLET_URL = walletUrl;
const games = await buildGamesApp({ config: gamesConfig, connection });
const gamesUrl = await games.listen({ host: gamesConfig.GAMES_HOST, port: gamesConfig.GAMES_PORT });
// The lottery likewise (decision 0056): its own Fastify instance and schema, the same database.
const lottery = await buildLotteryApp({ config: lotteryConfig, connection });
const lotteryUrl = await lottery.listen({ host: lotteryConfig.LOTTERY_HOST, port: lotteryConfig.LOTTERY_PORT });
const sportsbook = await buildSportsbookApp({ config: sportsbookConfig, connection });
const sportsbookUrl = await sportsbook.listen({
  host: sportsbookConfig.SPORTSBOOK_HOST,
  port: sportsbookConfig.SPORTSBOOK_PORT,
});

// Rounds a previous run left unfinished are settled or rolled back through the wallet (decision 0013).
const recovered = await recoverRounds({ connection, config: gamesConfig, log: games.log });
if (recovered.settled + recovered.rolledBack + recovered.unresolved > 0) console.log('Unfinished rounds:', recovered);
// Tickets likewise; draws that came due while the process was down are drawn (or cancelled and refunded).
const recoveredTickets = await recoverLottery({ connection, config: lotteryConfig, log: lottery.log });
if (recoveredTickets.settled + recoveredTickets.rolledBack + recoveredTickets.unresolved > 0) {
  console.log('Unfinished lottery tickets:', recoveredTickets);
}
const unfinishedBets = await recoverBets({ connection, config: sportsbookConfig, log: sportsbook.log });
if (unfinishedBets.settled + unfinishedBets.rolledBack + unfinishedBets.unresolved > 0)
  console.log('Unfinished bets:', unfinishedBets);
// The demo lobby gets each provider's games through the platform's catalog sync, once, while it has none of them.
if (config.SEED_DEMO) {
  for (const providerCode of [
    gamesConfig.GAMES_PROVIDER_CODE,
    lotteryConfig.LOTTERY_PROVIDER_CODE,
    sportsbookProvider.code,
  ]) {
    try {
      const synced = await syncDemoGamesCatalog(connection, { merchantCode: demoLogins.merchant, providerCode });
      if (synced) console.log(`Demo lobby: ${synced.gamesCreated} games synced from provider ${synced.providerCode}.`);
    } catch (error) {
      console.warn(`Demo lobby: the games could not be synced from provider ${providerCode}:`, error);
    }
  }
}

const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
console.log(`
Ficha is running on ${database}.
  Player site   ${platformUrl}/
  Console       ${platformUrl}/console
  API docs      ${platformUrl}/docs
  Game server   ${gamesUrl}
  Lottery       ${lotteryUrl}
  Sportsbook    ${sportsbookUrl} (odds feed ${feedSimulator ? `${feedSimulator.url}, simulator` : sportsbookConfig.SPORTSBOOK_FEED_URL})
  Payments      ${simulator ? `${simulator.url} (gateway simulator)` : config.PAYMENT_GATEWAY_URL}
${
  config.SEED_DEMO
    ? `Demo logins (merchant "${demoLogins.merchant}"):
  Console operator  ${demoLogins.operator.username} / ${demoLogins.operator.password} (owner; second operator ${demoLogins.cashier.username} / ${demoLogins.cashier.password}, second owner ${demoLogins.secondOwner.username} / ${demoLogins.secondOwner.password})
                    authenticator code: npm run totp -- ${demoLogins.operator.username} (or ${demoLogins.cashier.username}, ${demoLogins.secondOwner.username})
  Platform operator ${demoLogins.platform.username} / ${demoLogins.platform.password} (creates merchants; npm run totp -- ${demoLogins.platform.username})
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
    void Promise.all([
      platform.close(),
      games.close(),
      lottery.close(),
      sportsbook.close(),
      simulator?.stop(),
      feedSimulator?.stop(),
    ])
      .then(() => connection.close())
      .then(() => process.exit(0));
  });
}
