import { fileURLToPath } from 'node:url';
import { installContractHttp, signedCaller } from '@ficha/contract/server';
import {
  healthRoutes,
  installMetrics,
  installSecurityHeaders,
  isDatabaseUnavailable,
  serverOptions,
  startPeriodicJob,
  type SqlConnection,
} from '@ficha/server-kit';
import {
  createProviderServices,
  createWallet,
  gameSessionCaller,
  installProviderPages,
  providerPageCspDirectives,
  type ProviderServices,
} from '@ficha/provider-kit';
import { sportsbookGameCodes } from '@ficha/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createSportsbookDb, type SportsbookDb } from './db/database.ts';
import { providerTables } from './db/schema/index.ts';
import { httpFeedAdapter, type FeedAdapter } from './feed/feed-adapter.ts';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.ts';
import { createSportsBackOffice } from './modules/back-office/back-office.service.ts';
import { createBetService, slipLanes } from './modules/bets/bets.service.ts';
import { createCashOutService } from './modules/cash-out/cash-out.service.ts';
import { createCockfightBets } from './modules/cockfight/cockfight-bets.service.ts';
import { createCockfightControl } from './modules/cockfight/cockfight-control.service.ts';
import { createCockfightFeed } from './modules/cockfight/cockfight-feed.service.ts';
import { createCockfightSettlement } from './modules/cockfight/cockfight-settlement.service.ts';
import { createFeedSync, type FeedSync } from './modules/feed/feed-sync.service.ts';
import { cockfightRoutes, platformRoutes, playerRoutes, resultRoutes } from './modules/routes.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';
import { createResettlementDriver } from './modules/resettlement/resettlement-driver.ts';
import { createResettlementService } from './modules/resettlement/resettlement.service.ts';
import { createSettlementService } from './modules/settlement/settlement.service.ts';
import { createPlayerSettings } from './modules/settings/player-settings.service.ts';

export interface SportsbookTesting {
  /** Replaces `fetch` for the wallet calls, so a test can lose or delay answers. */
  walletFetch?: typeof fetch;
  /** The feed read instead of SPORTSBOOK_FEED_URL (a test runs the simulator in-process on its own clock). */
  feed?: FeedAdapter;
  /** Replaces the live bet delay's wait, so a test moves the markets while a live bet is held. */
  holdLiveBet?: (ms: number) => Promise<void>;
  /** Hands the feed sync to a test, which runs it after moving the feed's clock. */
  onFeedSync?: (sync: FeedSync) => void;
}

/** Where `npm run build -w apps/sportsbook` puts the betting pages (apps/sportsbook/web → dist/web). */
export const bettingPagesDir = fileURLToPath(new URL('../dist/web', import.meta.url));
/** The betting pages a launch opens, one per lane: `/sports`, `/esports`, `/cockfight`. */
const bettingPagePaths = sportsbookGameCodes.map((lane) => `/${lane}`);

/** The `X-Provider` code the platform signs its calls to a provider with. */
const platformCallerCode = 'PLATFORM';
/** The bets `my bets` lists. */
const betListLimit = 50;

function servicesOf(db: SportsbookDb, config: Config, log: FastifyBaseLogger, testing: SportsbookTesting) {
  const kit: ProviderServices = createProviderServices(db, providerTables, {
    wallet: createWallet({
      baseUrl: config.SPORTSBOOK_WALLET_URL,
      providerCode: config.SPORTSBOOK_PROVIDER_CODE,
      secret: config.SPORTSBOOK_PROVIDER_SECRET,
      timeoutMs: config.SPORTSBOOK_WALLET_TIMEOUT_MS,
      retries: config.SPORTSBOOK_WALLET_RETRIES,
      backoffMs: config.SPORTSBOOK_WALLET_BACKOFF_MS,
      ...(testing.walletFetch ? { fetch: testing.walletFetch } : {}),
    }),
    log,
    sessionMinutes: config.SPORTSBOOK_SESSION_MINUTES,
    demoBalanceMinor: BigInt(config.SPORTSBOOK_DEMO_BALANCE) * 100n,
  });
  const resettlements = createResettlementDriver(db, { lifecycle: kit.rounds, log });
  const settlement = createSettlementService(db, { lifecycle: kit.rounds, log, resettlements });
  const resettlement = createResettlementService(db, { lifecycle: kit.rounds, settlement, driver: resettlements });
  const cockfightSettlement = createCockfightSettlement(db, { lifecycle: kit.rounds, log });
  const backOffice = createSportsBackOffice(db, { settlement });
  const feed = testing.feed ?? httpFeedAdapter(config.SPORTSBOOK_FEED_URL, { timeoutMs: 5_000 });
  const bets = createBetService(db, {
    lifecycle: kit.rounds,
    settlement,
    listLimit: betListLimit,
    cashOutMarginBp: config.SPORTSBOOK_CASHOUT_MARGIN_BP,
    liveDelayMs: config.SPORTSBOOK_LIVE_DELAY_MS,
    holdLiveBet: testing.holdLiveBet ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    merchantGuard: backOffice,
  });
  return {
    kit,
    backOffice,
    settlement,
    resettlements,
    resettlement,
    feedSync: createFeedSync(db, {
      feed,
      settlement,
      resettlement,
      cockfight: createCockfightFeed(db, { settlement: cockfightSettlement }),
    }),
    bets,
    cashOut: createCashOutService(db, {
      lifecycle: kit.rounds,
      marginBp: config.SPORTSBOOK_CASHOUT_MARGIN_BP,
      lanes: slipLanes,
      views: bets.views,
    }),
    settings: createPlayerSettings(db),
    cockfight: {
      bets: createCockfightBets(db, {
        lifecycle: kit.rounds,
        settlement: cockfightSettlement,
        limits: bets.limits,
        listLimit: betListLimit,
      }),
      control: createCockfightControl(db, { settlement: cockfightSettlement }),
    },
  };
}

/**
 * Finishes what a previous run left (decision 0057): bets decided but not credited, cancelled but not rolled
 * back, or open without a confirmed debit — never open bets waiting for their results, which stay open.
 */
export async function recoverBets(args: { connection: SqlConnection; config: Config; log: FastifyBaseLogger }) {
  const { kit, resettlements } = servicesOf(createSportsbookDb(args.connection), args.config, args.log, {});
  const resolved = await kit.rounds.resolveUnfinished({ all: false, idleMs: 0 });
  // Differences of resettled bets a previous run did not get confirmed (decision 0083), now their credits are.
  await resettlements.drivePending();
  return resolved;
}

/** The composition root of the sportsbook: services, then the HTTP layer, then the feed poll and the sweep. */
export async function buildSportsbookApp({
  config,
  connection,
  testing = {},
}: {
  config: Config;
  connection: SqlConnection;
  testing?: SportsbookTesting;
}): Promise<FastifyInstance> {
  const db = createSportsbookDb(connection);
  const app = Fastify(
    serverOptions({ service: 'sportsbook', logLevel: config.LOG_LEVEL, trustProxy: config.TRUST_PROXY }),
  );
  const { kit, backOffice, feedSync, bets, cashOut, settings, cockfight, resettlement, resettlements } = servicesOf(
    db,
    config,
    app.log,
    testing,
  );
  testing.onFeedSync?.(feedSync);
  const sessions = createSessionService({
    config,
    sessions: kit.sessions,
    limits: bets.limits,
    oddsFormat: settings.oddsFormat,
    recordLaunch: backOffice.recordLaunch,
  });

  const caller = gameSessionCaller(kit.sessions);
  const platform = signedCaller({
    find: (code) =>
      code === platformCallerCode ? { caller: code, secret: config.SPORTSBOOK_PROVIDER_SECRET } : undefined,
  });
  const binder = installContractHttp(app, {
    callers: { provider: platform.resolve, game: caller.resolve },
    unavailable: isDatabaseUnavailable,
  });
  installSecurityHeaders(app, providerPageCspDirectives);
  installMetrics(app, 'sportsbook');
  // The betting pages (apps/sportsbook/web, once built), framed only by the sites the launch named.
  await installProviderPages(app, {
    root: bettingPagesDir,
    pages: bettingPagePaths,
    launchedPages: bettingPagePaths,
    frameAncestors: (token) => kit.sessions.frameAncestors(token),
  });
  healthRoutes(app, () => connection.exec('select 1'));
  platformRoutes(binder, { sessions, providerCode: config.SPORTSBOOK_PROVIDER_CODE });
  playerRoutes(binder, { sessions, bets, cashOut, settings, caller });
  cockfightRoutes(binder, { ...cockfight, caller });
  resultRoutes(binder, { resettlement });
  backOfficeRoutes(binder, { backOffice });

  const jobs: Array<{ stop(): void }> = [];
  app.addHook('onReady', async () => {
    if (config.SPORTSBOOK_FEED_POLL_MS > 0) {
      jobs.push(
        startPeriodicJob(app.log, { name: 'feed-sync', everyMs: config.SPORTSBOOK_FEED_POLL_MS, work: feedSync.sync }),
      );
    }
    if (config.SPORTSBOOK_RECOVERY_INTERVAL_MS > 0) {
      jobs.push(
        startPeriodicJob(app.log, {
          name: 'bet-sweep',
          everyMs: config.SPORTSBOOK_RECOVERY_INTERVAL_MS,
          work: async () => {
            await kit.rounds.resolveUnfinished({ all: false, idleMs: config.SPORTSBOOK_RECOVERY_INTERVAL_MS });
            await resettlements.drivePending();
          },
        }),
      );
    }
  });
  app.addHook('onClose', async () => {
    for (const job of jobs) job.stop();
  });
  return app;
}
