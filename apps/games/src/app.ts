import { installContractHttp } from '@ficha/contract/server';
import {
  healthRoutes,
  installMetrics,
  installSecurityHeaders,
  isDatabaseUnavailable,
  serverOptions,
  startPeriodicJob,
  type SqlConnection,
} from '@ficha/server-kit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  createProviderServices,
  createWallet,
  platformCaller,
  providerPageCspDirectives,
  type ProviderServices,
  type Wallet,
} from '@ficha/provider-kit';
import type { Config } from './config.ts';
import { createGamesDb, type GamesDb } from './db/database.ts';
import { providerTables } from './db/schema/index.ts';
import { gameCaller } from './http/game-caller.ts';
import { installGamePages } from './http/game-pages.ts';
import { catalogRoutes, iconRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { installCrashWebSocket, crashSocketRoute } from './modules/crash/crash-socket.ts';
import { crashRoutes } from './modules/crash/crash.routes.ts';
import { crashRoomListRoutes } from './modules/crash/crash-rooms.routes.ts';
import { createCrashService, type CrashService } from './modules/crash/crash.service.ts';
import { systemRoomClock, type RoomClock } from './modules/crash/room-clock.ts';
import { createFairnessService } from './modules/fairness/fairness.service.ts';
import { fairnessRoutes } from './modules/fairness/fairness.routes.ts';
import { createRoundDetailService } from './modules/recall/round-detail.service.ts';
import { roundDetailRoutes } from './modules/recall/round-detail.routes.ts';
import { roundRoutes } from './modules/rounds/rounds.routes.ts';
import { createRoundService, type RoundService } from './modules/rounds/rounds.service.ts';
import { launchRoutes, sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';

export interface GamesTesting {
  /** Replaces `fetch` for the wallet calls, so a test can lose or delay answers. */
  walletFetch?: typeof fetch;
  /** The crash room's clock: tests move it by hand (test/manual-room-clock.ts). */
  crashClock?: RoomClock;
  /** Hands the crash service to a test, which waits on its room (`room.idle()`) after moving the clock. */
  onCrashService?: (crash: CrashService) => void;
  /** Where the built game pages are (a test writes a stand-in page shell); apps/games/dist/web by default. */
  pagesDir?: string;
}

/** How long a crash bet or cash-out forwarded to the instance that runs the room waits for its answer. */
const crashCommandTimeoutMs = 3_000;

/** The wallet as configured: signed as GAMES_PROVIDER_CODE towards GAMES_WALLET_URL. */
export function walletOf(config: Config, testing: GamesTesting = {}): Wallet {
  return createWallet({
    baseUrl: config.GAMES_WALLET_URL,
    providerCode: config.GAMES_PROVIDER_CODE,
    secret: config.GAMES_PROVIDER_SECRET,
    timeoutMs: config.GAMES_WALLET_TIMEOUT_MS,
    retries: config.GAMES_WALLET_RETRIES,
    backoffMs: config.GAMES_WALLET_BACKOFF_MS,
    ...(testing.walletFetch ? { fetch: testing.walletFetch } : {}),
  });
}

/** The provider kit's services over the game server's database, as configured. */
function providerServicesOf(db: GamesDb, config: Config, log: FastifyBaseLogger, testing: GamesTesting) {
  return createProviderServices(db, providerTables, {
    wallet: walletOf(config, testing),
    log,
    sessionMinutes: config.GAMES_SESSION_MINUTES,
    demoBalanceMinor: BigInt(config.GAMES_DEMO_BALANCE) * 100n,
  });
}

const roundServiceOf = (kit: ProviderServices) =>
  createRoundService({ lifecycle: kit.rounds, seedPairs: kit.seedPairs });

/** The round service on its own, as the app builds it (recovery at start, tests). */
export function createRounds(
  connection: SqlConnection,
  config: Config,
  log: FastifyBaseLogger,
  testing: GamesTesting = {},
): RoundService {
  return roundServiceOf(providerServicesOf(createGamesDb(connection), config, log, testing));
}

/**
 * Resolves every round a previous run left unfinished (decision 0013): decided ones are settled, the others
 * rolled back through the wallet. Run it once the platform answers (the launcher: after both servers listen).
 */
export function recoverRounds(args: { connection: SqlConnection; config: Config; log: FastifyBaseLogger }) {
  return createRounds(args.connection, args.config, args.log).resolveUnfinished({ all: true });
}

/**
 * The composition root of the game server: services wired to their few dependencies, then the HTTP layer.
 * Tests start exactly this with `app.inject`; the launcher starts it beside the platform.
 */
export async function buildGamesApp({
  config,
  connection,
  testing = {},
}: {
  config: Config;
  connection: SqlConnection;
  testing?: GamesTesting;
}): Promise<FastifyInstance> {
  const db = createGamesDb(connection);
  const app = Fastify(serverOptions({ service: 'games', logLevel: config.LOG_LEVEL, trustProxy: config.TRUST_PROXY }));

  const kit = providerServicesOf(db, config, app.log, testing);
  const catalog = createCatalogService(db, { providerCode: config.GAMES_PROVIDER_CODE });
  const rounds = roundServiceOf(kit);
  const sessions = createSessionService({
    config,
    sessions: kit.sessions,
    seedPairs: kit.seedPairs,
    catalog,
    activeRound: (session) => rounds.activeRound(session),
  });
  const fairness = createFairnessService(kit.seedPairs);
  const crash = createCrashService(db, {
    rounds,
    lifecycle: kit.rounds,
    clock: testing.crashClock ?? systemRoomClock,
    timings: {
      bettingMs: config.GAMES_CRASH_BETTING_SECONDS * 1000,
      tickMs: 100,
      pauseMs: config.GAMES_CRASH_PAUSE_SECONDS * 1000,
    },
    room: 'main',
    publicSeed: config.GAMES_CRASH_PUBLIC_SEED,
    log: app.log,
    connection,
    leaderPollMs: config.GAMES_CRASH_LEADER_POLL_MS,
    commandTimeoutMs: crashCommandTimeoutMs,
  });
  testing.onCrashService?.(crash);
  const recall = createRoundDetailService({ rounds: kit.rounds, sharedDrawFairness: crash.betFairness });

  // Who calls: the platform signs its /rgs/v1/* calls with the shared provider secret; the game page holds a
  // game session of the call's game.
  const platform = platformCaller(config.GAMES_PROVIDER_SECRET);
  const caller = gameCaller(kit.sessions);
  const binder = installContractHttp(app, {
    callers: { provider: platform.resolve, game: caller.resolve },
    unavailable: isDatabaseUnavailable,
  });
  installSecurityHeaders(app, providerPageCspDirectives);
  installMetrics(app, 'games');
  // Before any route, so it sees every upgrade.
  await installCrashWebSocket(app);
  // The game pages of the iframe (apps/games/web, once built): /play/<gameCode>, /rounds/<roundId>, /verify.
  await installGamePages(app, {
    ...(testing.pagesDir ? { dir: testing.pagesDir } : {}),
    playFrameAncestors: (token) => sessions.frameAncestors(token),
  });
  healthRoutes(app, () => connection.exec('select 1'));

  // The platform's calls.
  catalogRoutes(binder, catalog);
  launchRoutes(binder, sessions);
  crashRoomListRoutes(binder, { crash, catalog, providerCode: config.GAMES_PROVIDER_CODE });
  // The browser's calls: the game pages (session token header) and the public round detail and icons.
  sessionRoutes(binder, { sessions, caller });
  fairnessRoutes(binder, { fairness, caller });
  roundRoutes(binder, { rounds, caller });
  crashRoutes(binder, { crash, caller });
  roundDetailRoutes(binder, recall);
  iconRoutes(app);
  crashSocketRoute(app, crash);
  // The crash room runs while the server does (decision 0014).
  app.addHook('onReady', () => crash.start());
  app.addHook('onClose', () => crash.stop());

  // Rounds a failed wallet call left behind are finished in the background; the recovery at start does the rest.
  if (config.GAMES_RECOVERY_INTERVAL_MS > 0) {
    let sweep: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      sweep = startPeriodicJob(app.log, {
        name: 'round-sweep',
        everyMs: config.GAMES_RECOVERY_INTERVAL_MS,
        work: () => rounds.resolveUnfinished({ all: false, idleMs: config.GAMES_RECOVERY_INTERVAL_MS }),
      });
    });
    app.addHook('onClose', async () => sweep?.stop());
  }
  return app;
}
