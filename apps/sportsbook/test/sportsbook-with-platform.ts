import { randomUUID } from 'node:crypto';
import { gameSessionHeader, rgsLaunch, sportsbookEndpoints, type SportsbookGameCode } from '@ficha/contract';
import { createSeamlessClient } from '@ficha/contract/server';
import { openPreparedTestDatabase, type SqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../platform/test/create-test-app.ts';
import { seamlessFixture, type SeamlessFixture } from '../../platform/test/seamless-client.ts';
import {
  buildSportsbookApp,
  loadConfig,
  migrateSportsbook,
  type Config,
  type SportsbookTesting,
} from '../src/index.ts';
import { createFeedSimulator } from '../src/feed-simulator/simulator.ts';
import type { FeedSync } from '../src/modules/feed/feed-sync.service.ts';

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; value?: T; errorCode?: string; message?: string; fields?: unknown[] };
}

/** The feed simulator's seed and clock in these tests: one match minute per simulated minute. */
export const feedSeed = 'sportsbook-test';
export const feedEpochMs = Date.UTC(2026, 10, 26, 12);
export const feedMinuteMs = 60_000;

/**
 * The real platform on a loopback port and the sportsbook beside it, wired as in production, reading the feed
 * simulator in-process on a clock the test moves (`advance`), the feed read only when the test says (`sync`).
 */
export async function startSportsbookWithPlatform(
  options: { testing?: Pick<SportsbookTesting, 'walletFetch' | 'holdLiveBet'> } = {},
) {
  const platform: TestApp = await createTestApp();
  const platformUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const fixture: SeamlessFixture = await seamlessFixture(platform.db, platformUrl);
  const database = await openPreparedTestDatabase('sportsbook', migrateSportsbook);
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    SPORTSBOOK_PROVIDER_CODE: fixture.provider.code,
    SPORTSBOOK_PROVIDER_SECRET: fixture.provider.secret,
    SPORTSBOOK_WALLET_URL: platformUrl,
    SPORTSBOOK_WALLET_TIMEOUT_MS: '3000',
    SPORTSBOOK_WALLET_BACKOFF_MS: '5',
    SPORTSBOOK_FEED_POLL_MS: '0',
    SPORTSBOOK_RECOVERY_INTERVAL_MS: '0',
    // Live bets are held this long (decision 0083); a test that checks the delay holds them itself.
    SPORTSBOOK_LIVE_DELAY_MS: '200',
  });
  const simulator = createFeedSimulator({ seed: feedSeed, epochMs: feedEpochMs, minuteMs: feedMinuteMs });
  const clock = { ms: feedEpochMs };
  let feedSync: FeedSync | undefined;
  const app: FastifyInstance = await buildSportsbookApp({
    config,
    connection: database.connection,
    testing: {
      ...options.testing,
      feed: { snapshot: async () => simulator.snapshotAt(clock.ms) },
      onFeedSync: (sync) => (feedSync = sync),
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  config.SPORTSBOOK_PUBLIC_URL = url;
  const asPlatform = createSeamlessClient({ baseUrl: url, provider: 'PLATFORM', secret: fixture.provider.secret });

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    session?: string,
  ): Promise<Answer<T>> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        language: 'EN',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? { [gameSessionHeader]: session } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  async function startOf(launchToken: string, gameCode: string, mode: 'real' | 'demo') {
    const launched = await asPlatform.call(rgsLaunch, {
      launchToken,
      gameCode,
      language: 'EN',
      currency: fixture.merchant.currency,
      mode,
      returnUrl: `${platformUrl}/`,
      // The platform's launch names the merchant (decisions 0084, 0089).
      ...(mode === 'real' ? { merchantCode: fixture.merchant.code } : {}),
    });
    if (!launched.envelope.success) throw new Error(`launch refused: ${JSON.stringify(launched.envelope)}`);
    const token = new URL(launched.envelope.value.url).searchParams.get('token');
    const started = await request<{ sessionToken: string; oddsFormat: string; liveDelayMs: number }>(
      'POST',
      sportsbookEndpoints.startSession.path,
      { token },
    );
    if (!started.body.value) throw new Error(`session not started: ${JSON.stringify(started.body)}`);
    return started.body.value;
  }
  const sessionOf = async (launchToken: string, gameCode: string, mode: 'real' | 'demo') =>
    (await startOf(launchToken, gameCode, mode)).sessionToken;

  const rows = async <T>(connection: SqlConnection, sql: string, params: unknown[]) => {
    const result =
      connection.kind === 'pg'
        ? await connection.client.query(sql, params)
        : await connection.client.query(sql, params);
    return result.rows as T[];
  };

  return {
    platform,
    platformUrl,
    fixture,
    app,
    url,
    config,
    connection: database.connection,
    asPlatform,
    /** A funded player of the demo merchant with a started session of a lane. */
    async player(lane: SportsbookGameCode, balanceMinor = 100_00n) {
      const member = await fixture.createPlayer(balanceMinor);
      const session = await sessionOf(await fixture.launchToken(member.id, lane), lane, 'real');
      return { memberId: member.id, session };
    },
    /** What starting another session of a player made by `player` answers, on a lane. */
    sessionStart: async (memberId: number, lane: SportsbookGameCode) =>
      startOf(await fixture.launchToken(memberId, lane), lane, 'real'),
    demo: (lane: SportsbookGameCode) => sessionOf(`demo-${randomUUID()}`, lane, 'demo'),
    post: <T = unknown>(path: string, body: unknown, session?: string) => request<T>('POST', path, body, session),
    get: <T = unknown>(path: string, session?: string) => request<T>('GET', path, undefined, session),
    /** The feed's clock: moved by `minutes`, then the feed is read (events, prices, results and settlement). */
    async advance(minutes: number) {
      clock.ms += minutes * feedMinuteMs;
      return feedSync!.sync();
    },
    /** The feed's clock moved by `minutes`, the feed not read. */
    tick(minutes: number) {
      clock.ms += minutes * feedMinuteMs;
    },
    sync: () => feedSync!.sync(),
    feedAt: () => simulator.snapshotAt(clock.ms),
    balanceOf: (memberId: number) => fixture.balanceOf(memberId),
    walletTransactions: (roundId: string) =>
      rows<{ kind: string; amount_minor: string }>(
        platform.connection,
        `select kind, amount_minor::text as amount_minor from platform.seamless_transactions
          where round_id = $1 or transaction_id like $2 order by id`,
        [roundId, `${roundId}:%`],
      ),
    sportsbookRows: <T>(sql: string, params: unknown[] = []) => rows<T>(database.connection, sql, params),
    async close() {
      await app.close();
      await database.drop();
      await platform.close();
    },
  };
}

export type SportsbookWithPlatform = Awaited<ReturnType<typeof startSportsbookWithPlatform>>;
