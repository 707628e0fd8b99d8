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
  gameSessionCaller,
  platformCaller,
  providerPageCspDirectives,
} from '@ficha/provider-kit';
import type { Config } from './config.ts';
import { createLotteryDb } from './db/database.ts';
import { providerTables } from './db/schema/index.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { installLotteryPages } from './http/lottery-pages.ts';
import { drawRoutes } from './modules/draws/draws.routes.ts';
import { createDrawService, type DrawService } from './modules/draws/draws.service.ts';
import { platformRoutes, sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';
import { chaseRoutes } from './modules/chases/chases.routes.ts';
import { createChaseService } from './modules/chases/chases.service.ts';
import { ticketRoutes } from './modules/tickets/tickets.routes.ts';
import { backOfficeRoutes } from './modules/merchants/back-office.routes.ts';
import { createBackOfficeService } from './modules/merchants/back-office.service.ts';
import { recordReportMoney } from './modules/reports/report-money.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { createReportService } from './modules/reports/reports.service.ts';
import { createMerchantService } from './modules/merchants/merchants.service.ts';
import { createTicketService } from './modules/tickets/tickets.service.ts';

export interface LotteryTesting {
  /** Replaces `fetch` for the wallet calls, so a test can lose or delay answers. */
  walletFetch?: typeof fetch;
  /** Where the built betting page is; apps/lottery/dist/web by default. */
  pagesDir?: string;
}

/** The kit's services and the draws over the lottery's database, as configured. */
export function createLotteryServices(
  connection: SqlConnection,
  config: Config,
  log: FastifyBaseLogger,
  testing: LotteryTesting = {},
) {
  const db = createLotteryDb(connection);
  const wallet = createWallet({
    baseUrl: config.LOTTERY_WALLET_URL,
    providerCode: config.LOTTERY_PROVIDER_CODE,
    secret: config.LOTTERY_PROVIDER_SECRET,
    timeoutMs: config.LOTTERY_WALLET_TIMEOUT_MS,
    retries: config.LOTTERY_WALLET_RETRIES,
    backoffMs: config.LOTTERY_WALLET_BACKOFF_MS,
    ...(testing.walletFetch ? { fetch: testing.walletFetch } : {}),
  });
  const kit = createProviderServices(db, providerTables, {
    wallet,
    log,
    sessionMinutes: config.LOTTERY_SESSION_MINUTES,
    demoBalanceMinor: BigInt(config.LOTTERY_DEMO_BALANCE) * 100n,
    // The merchants' report rows move in the transaction that records a ticket's money (decision 0090).
    onTransition: recordReportMoney,
  });
  const draws = createDrawService(db, {
    lifecycle: kit.rounds,
    closeSeconds: config.LOTTERY_CLOSE_SECONDS,
    graceSeconds: config.LOTTERY_DRAW_GRACE_SECONDS,
    timeZone: config.LOTTERY_TIME_ZONE,
    log,
  });
  return { db, kit, draws };
}

/**
 * Tickets a previous run left unfinished (decision 0056): decided ones are credited, debits whose fate stayed
 * unknown rolled back — open tickets with a confirmed debit wait for their draw — and draws that came due while
 * the process was down are drawn (or cancelled past their grace period) and settled. Run it once the platform
 * answers.
 */
export async function recoverLottery(args: { connection: SqlConnection; config: Config; log: FastifyBaseLogger }) {
  const { kit, draws } = createLotteryServices(args.connection, args.config, args.log);
  const resolved = await kit.rounds.resolveUnfinished({ all: false, idleMs: 0 });
  await draws.tick();
  return resolved;
}

/**
 * The composition root of the lottery provider: services wired to their few dependencies, then the HTTP layer.
 * Tests start exactly this; the launcher starts it beside the platform and the game server.
 */
export async function buildLotteryApp({
  config,
  connection,
  testing = {},
  onDraws,
}: {
  config: Config;
  connection: SqlConnection;
  testing?: LotteryTesting;
  /** Hands the draw service to a test, which runs the scheduler's passes itself (LOTTERY_TICK_MS=0). */
  onDraws?: (draws: DrawService) => void;
}): Promise<FastifyInstance> {
  const app = Fastify(
    serverOptions({ service: 'lottery', logLevel: config.LOG_LEVEL, trustProxy: config.TRUST_PROXY }),
  );
  const { db, kit, draws } = createLotteryServices(connection, config, app.log, testing);
  onDraws?.(draws);
  const catalog = createCatalogService({
    providerCode: config.LOTTERY_PROVIDER_CODE,
    prizeMode: config.LOTTERY_PRIZE_MODE,
  });
  const limits = {
    minUnitMinor: BigInt(config.LOTTERY_MIN_UNIT_MINOR),
    maxStakeMinor: BigInt(config.LOTTERY_MAX_STAKE) * 100n,
  };
  const merchants = createMerchantService(db, { prizeMode: config.LOTTERY_PRIZE_MODE, ...limits });
  const backOffice = createBackOfficeService(db, {
    lifecycle: kit.rounds,
    draws,
    prizeMode: config.LOTTERY_PRIZE_MODE,
  });
  const sessions = createSessionService({
    publicUrl: config.LOTTERY_PUBLIC_URL,
    prizeMode: config.LOTTERY_PRIZE_MODE,
    sessions: kit.sessions,
    catalog,
    merchants,
    ...limits,
  });
  const tickets = createTicketService(db, {
    lifecycle: kit.rounds,
    draws,
    merchants,
    prizeMode: config.LOTTERY_PRIZE_MODE,
    ...limits,
  });

  const chases = createChaseService(db, {
    lifecycle: kit.rounds,
    draws,
    tickets,
    balance: (session) => kit.sessions.balance(session),
  });

  // Who calls: the platform signs its /rgs/v1/* calls with the shared provider secret; the lottery page holds a
  // game session of a lottery game.
  const caller = gameSessionCaller(kit.sessions);
  const binder = installContractHttp(app, {
    callers: { provider: platformCaller(config.LOTTERY_PROVIDER_SECRET).resolve, game: caller.resolve },
    unavailable: isDatabaseUnavailable,
  });
  installSecurityHeaders(app, providerPageCspDirectives);
  installMetrics(app, 'lottery');
  // The betting page (apps/lottery/web, once built) at the launch's address, /play/<gameCode>.
  await installLotteryPages(app, {
    ...(testing.pagesDir ? { dir: testing.pagesDir } : {}),
    frameAncestors: (token) => kit.sessions.frameAncestors(token),
  });
  healthRoutes(app, () => connection.exec('select 1'));

  platformRoutes(binder, { sessions, catalog });
  sessionRoutes(binder, { sessions, caller });
  ticketRoutes(binder, { tickets, caller });
  chaseRoutes(binder, { chases, caller });
  drawRoutes(binder, draws, config.LOTTERY_PROVIDER_CODE);
  backOfficeRoutes(binder, { merchants, backOffice });
  reportRoutes(binder, createReportService(db));

  // The draw scheduler and the sweep of tickets a failed wallet call left behind run while the server does.
  const jobs: Array<{ stop(): void }> = [];
  app.addHook('onReady', async () => {
    if (config.LOTTERY_TICK_MS > 0) {
      jobs.push(
        startPeriodicJob(app.log, { name: 'lottery-draws', everyMs: config.LOTTERY_TICK_MS, work: () => draws.tick() }),
      );
    }
    if (config.LOTTERY_RECOVERY_INTERVAL_MS > 0) {
      jobs.push(
        startPeriodicJob(app.log, {
          name: 'lottery-ticket-sweep',
          everyMs: config.LOTTERY_RECOVERY_INTERVAL_MS,
          work: () => kit.rounds.resolveUnfinished({ all: false, idleMs: config.LOTTERY_RECOVERY_INTERVAL_MS }),
        }),
      );
    }
  });
  app.addHook('onClose', async () => {
    for (const job of jobs) job.stop();
  });
  return app;
}
