import { lotteryEndpoints } from '@ficha/contract';
import { openPreparedTestDatabase, type SqlConnection } from '@ficha/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../platform/test/create-test-app.ts';
import {
  pageRequests,
  rowsOf,
  signedLaunch,
  signedPlatformPost,
  type Answer,
} from '../../platform/test/provider-calls.ts';
import { seamlessFixture, type SeamlessFixture } from '../../platform/test/seamless-client.ts';
import { buildLotteryApp, createLotteryServices, type LotteryTesting } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrateLottery } from '../src/db/database.ts';
import type { DrawService } from '../src/modules/draws/draws.service.ts';

export { rowsOf, type Answer };

/** The real platform on a loopback port and the lottery beside it, wired as in production; the test runs the draws. */
export interface LotteryWithPlatform {
  platform: TestApp;
  /** Where the platform listens (its player API, the site's `/lgw` calls). */
  platformUrl: string;
  fixture: SeamlessFixture;
  lottery: FastifyInstance;
  lotteryUrl: string;
  config: Config;
  connection: SqlConnection;
  /** The app's draw service: `tick(now)` is one pass of the scheduler as if the clock read `now`. */
  draws: DrawService;
  /** A second draw service over the same database (another instance's scheduler). */
  otherDraws(): DrawService;
  /** A funded player of the demo merchant with a started lottery session of `gameCode`. */
  player(gameCode: string, balanceMinor?: bigint): Promise<{ memberId: number; session: string }>;
  post<T = unknown>(path: string, body: unknown, session?: string): Promise<Answer<T>>;
  get<T = unknown>(path: string, session?: string): Promise<Answer<T>>;
  /** A signed back-office call of the platform (decision 0084) about the fixture's merchant, or another one. */
  backOffice<T = unknown>(path: string, body: Record<string, unknown>, merchantCode?: string): Promise<Answer<T>>;
  /** The platform's signed cancellation of a draw. */
  cancel(drawCode: string): Promise<Answer>;
  /** Money movements the platform stored for a ticket (debit, credit, rollback). */
  walletTransactions(ticketId: string): Promise<Array<{ kind: string; amount_minor: string }>>;
  close(): Promise<void>;
}

const silentLog = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

export async function startLotteryWithPlatform(
  options: { testing?: LotteryTesting } = {},
): Promise<LotteryWithPlatform> {
  const platform = await createTestApp();
  const platformUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const fixture = await seamlessFixture(platform.db, platformUrl);
  const database = await openPreparedTestDatabase('lottery', migrateLottery);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    LOTTERY_PROVIDER_CODE: fixture.provider.code,
    LOTTERY_PROVIDER_SECRET: fixture.provider.secret,
    LOTTERY_WALLET_URL: platformUrl,
    LOTTERY_WALLET_TIMEOUT_MS: '3000',
    LOTTERY_WALLET_BACKOFF_MS: '5',
    LOTTERY_RECOVERY_INTERVAL_MS: '0',
    LOTTERY_TICK_MS: '0',
  });
  let draws: DrawService | undefined;
  const lottery = await buildLotteryApp({
    config,
    connection: database.connection,
    testing: options.testing ?? {},
    onDraws: (service) => (draws = service),
  });
  const lotteryUrl = await lottery.listen({ host: '127.0.0.1', port: 0 });
  config.LOTTERY_PUBLIC_URL = lotteryUrl;
  await draws!.ensureDraws(new Date());

  const request = pageRequests(lotteryUrl);

  return {
    platform,
    platformUrl,
    fixture,
    lottery,
    lotteryUrl,
    config,
    connection: database.connection,
    draws: draws!,
    otherDraws: () => createLotteryServices(database.connection, config, silentLog, options.testing).draws,
    async player(gameCode, balanceMinor = 100_00n) {
      const member = await fixture.createPlayer(balanceMinor);
      const launchToken = await fixture.launchToken(member.id, gameCode);
      const launched = await signedLaunch(lotteryUrl, config.LOTTERY_PROVIDER_SECRET, {
        launchToken,
        gameCode,
        currency: fixture.merchant.currency,
        returnUrl: `${platformUrl}/`,
        merchantCode: fixture.merchant.code,
      });
      if (!launched.body.success) throw new Error(`launch refused: ${JSON.stringify(launched.body)}`);
      const token = new URL((launched.body.value as { url: string }).url).searchParams.get('token');
      const started = await request<{ sessionToken: string }>('POST', lotteryEndpoints.startSession.path, { token });
      if (!started.body.value) throw new Error(`session not started: ${JSON.stringify(started.body)}`);
      return { memberId: member.id, session: started.body.value.sessionToken };
    },
    post: (path, body, session) => request('POST', path, body, session),
    get: (path, session) => request('GET', path, undefined, session),
    backOffice: (path, body, merchantCode = fixture.merchant.code) =>
      signedPlatformPost(lotteryUrl, path, config.LOTTERY_PROVIDER_SECRET, {
        merchantCode,
        ...body,
      }) as Promise<Answer<never>>,
    cancel: (drawCode) =>
      signedPlatformPost(lotteryUrl, lotteryEndpoints.cancelDraw.path, config.LOTTERY_PROVIDER_SECRET, { drawCode }),
    walletTransactions: (ticketId) =>
      rowsOf(
        platform.connection,
        `select kind, amount_minor::text as amount_minor from platform.seamless_transactions
          where round_id = $1 or transaction_id like $2 order by id`,
        [ticketId, `${ticketId}:%`],
      ),
    async close() {
      await lottery.close();
      await database.drop();
      await platform.close();
    },
  };
}

/**
 * A draw of `gameCode` that takes tickets for at least a few more seconds (the one after it when the current one
 * is about to close), whatever the wall clock reads when the test runs.
 */
export async function openDrawOf(env: LotteryWithPlatform, gameCode: string) {
  // The next draw too: the current one may stop taking tickets (10 s before its time) within the next seconds.
  await env.draws.ensureDraws(new Date());
  await env.draws.ensureDraws(new Date(Date.now() + 30_000));
  const [draw] = await rowsOf<{ draw_code: string; draw_at: Date }>(
    env.connection,
    `select draw_code, draw_at from lottery.draws where game_code = $1 and state = 'open'
      and closes_at > now() + interval '5 seconds' order by draw_at limit 1`,
    [gameCode],
  );
  if (!draw) throw new Error(`no open draw of ${gameCode}`);
  return { drawCode: draw.draw_code, drawAt: new Date(draw.draw_at) };
}

/** One pass of the scheduler just after a draw's time: it is drawn and settled. */
export const afterDraw = (drawAt: Date) => new Date(drawAt.getTime() + 1_000);
