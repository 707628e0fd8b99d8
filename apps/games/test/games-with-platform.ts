import { randomUUID } from 'node:crypto';
import { gamesApiPaths } from '@ficha/contract';
import { openPreparedTestDatabase, type SqlConnection } from '@ficha/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../platform/test/create-test-app.ts';
import { pageRequests, rowsOf, signedLaunch, type Answer } from '../../platform/test/provider-calls.ts';
import { seamlessFixture, type SeamlessFixture } from '../../platform/test/seamless-client.ts';
import { buildGamesApp, createRounds, type GamesTesting } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrateGames } from '../src/db/database.ts';

/** The real platform listening on a loopback port, and the game server beside it, wired as in production. */
export interface GamesWithPlatform {
  platform: TestApp;
  platformUrl: string;
  fixture: SeamlessFixture;
  games: FastifyInstance;
  gamesUrl: string;
  config: Config;
  connection: SqlConnection;
  /** The platform's signed launch call to the game server; answers the page URL. */
  launch(input: { launchToken: string; gameCode: string; mode?: 'real' | 'demo'; currency?: string }): Promise<Answer>;
  /** A funded player of the demo merchant with a started game session of `gameCode`. */
  player(gameCode: string, balanceMinor?: bigint): Promise<{ memberId: number; session: string }>;
  /** A demo session of `gameCode` (play money, no wallet). */
  demo(gameCode: string): Promise<string>;
  /** Exchanges the token of a page URL for a session. */
  startSession(url: string): Promise<Answer<{ sessionToken: string; balance: number }>>;
  post<T = unknown>(path: string, body: unknown, session?: string): Promise<Answer<T>>;
  get<T = unknown>(path: string, session?: string): Promise<Answer<T>>;
  /** Rows of the platform's bet records of a member. */
  betRecords(memberId: number): Promise<Array<Record<string, unknown>>>;
  /** Money movements the platform stored for a round (debit, credit, rollback, tombstone). */
  walletTransactions(roundId: string): Promise<Array<{ kind: string; transaction_id: string; amount_minor: string }>>;
  /** A round service over the game server's database, as recovery at start builds it. */
  rounds(testing?: GamesTesting): ReturnType<typeof createRounds>;
  close(): Promise<void>;
}

export { rowsOf, signedLaunch, type Answer };

const silentLog = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

export async function startGamesWithPlatform(
  options: { env?: Record<string, string>; testing?: GamesTesting } = {},
): Promise<GamesWithPlatform> {
  const platform = await createTestApp();
  const platformUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const fixture = await seamlessFixture(platform.db, platformUrl);
  const database = await openPreparedTestDatabase('games', migrateGames);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    GAMES_PROVIDER_CODE: fixture.provider.code,
    GAMES_PROVIDER_SECRET: fixture.provider.secret,
    GAMES_WALLET_URL: platformUrl,
    GAMES_WALLET_TIMEOUT_MS: '3000',
    GAMES_WALLET_BACKOFF_MS: '5',
    GAMES_RECOVERY_INTERVAL_MS: '0',
    ...options.env,
  });
  const games = await buildGamesApp({ config, connection: database.connection, testing: options.testing ?? {} });
  const gamesUrl = await games.listen({ host: '127.0.0.1', port: 0 });
  config.GAMES_PUBLIC_URL = gamesUrl;
  await rowsOf(platform.connection, 'update platform.seamless_providers set base_url = $1 where code = $2', [
    gamesUrl,
    fixture.provider.code,
  ]);

  const request = pageRequests(gamesUrl);

  const launch: GamesWithPlatform['launch'] = (input) =>
    signedLaunch(gamesUrl, config.GAMES_PROVIDER_SECRET, {
      ...input,
      currency: input.currency ?? fixture.merchant.currency,
      returnUrl: `${platformUrl}/`,
    });

  const startSession: GamesWithPlatform['startSession'] = (url) => {
    const token = new URL(url).searchParams.get('token') ?? '';
    return request('POST', gamesApiPaths.session, { token });
  };

  const sessionOf = async (url: string) => {
    const started = await startSession(url);
    if (!started.body.value) throw new Error(`session not started: ${JSON.stringify(started.body)}`);
    return started.body.value.sessionToken;
  };

  const urlOf = (answer: Answer) => {
    if (!answer.body.success) throw new Error(`launch refused: ${JSON.stringify(answer.body)}`);
    return (answer.body.value as { url: string }).url;
  };

  return {
    platform,
    platformUrl,
    fixture,
    games,
    gamesUrl,
    config,
    connection: database.connection,
    launch,
    startSession,
    async player(gameCode, balanceMinor = 100_00n) {
      const member = await fixture.createPlayer(balanceMinor);
      const launchToken = await fixture.launchToken(member.id, gameCode);
      return { memberId: member.id, session: await sessionOf(urlOf(await launch({ launchToken, gameCode }))) };
    },
    async demo(gameCode) {
      const launchToken = `demo-${randomUUID()}`;
      return sessionOf(urlOf(await launch({ launchToken, gameCode, mode: 'demo' })));
    },
    post: (path, body, session) => request('POST', path, body, session),
    get: (path, session) => request('GET', path, undefined, session),
    betRecords: (memberId) =>
      rowsOf(
        platform.connection,
        `select round_id, game_code, stake_minor::text as stake_minor, win_minor::text as win_minor, status, detail_url
           from platform.bet_records where member_id = $1 order by id`,
        [memberId],
      ),
    walletTransactions: (roundId) =>
      rowsOf(
        platform.connection,
        `select kind, transaction_id, amount_minor::text as amount_minor
           from platform.seamless_transactions where round_id = $1 or transaction_id like $2 order by id`,
        [roundId, `${roundId}:%`],
      ),
    rounds: (testing = {}) => createRounds(database.connection, config, silentLog, testing),
    async close() {
      await games.close();
      await database.drop();
      await platform.close();
    },
  };
}
