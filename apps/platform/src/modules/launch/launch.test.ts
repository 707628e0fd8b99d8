import {
  getGameRooms,
  getRecentGames,
  listProviders,
  launchGame,
  login,
  seamlessAuthenticate,
  updateProvider,
  type ProviderRow,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor, merchantIdOf } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { startProviderStandIn } from '../../../test/provider-stand-in.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { merchantDomains, seamlessLaunchTokens, type GameRow } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
let operator: ApiClient;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
let ficha: ProviderRow;
let player: { id: number; client: ApiClient };
const g: Record<string, GameRow> = {};

const signIn = async (username: string, password = 'Demo1234') =>
  apiClient(baseUrl, { language: 'EN', token: (await apiClient(baseUrl).call(login, { username, password })).token });

/** The demo merchant's registered provider FICHA, pointed where the test says (the console's provider edit). */
async function registerProvider(fields: Partial<Pick<ProviderRow, 'baseUrl' | 'enabled'>> = {}) {
  const { id, name, categories } = ficha;
  ficha = await operator.call(updateProvider, {
    id,
    name,
    categories: categories as never,
    baseUrl: fields.baseUrl ?? provider.baseUrl,
    enabled: fields.enabled ?? true,
  });
}

/** The launch tokens of a member nobody used yet. */
const liveTokensOf = (memberId: number) =>
  t.db
    .select()
    .from(seamlessLaunchTokens)
    .where(and(eq(seamlessLaunchTokens.memberId, memberId), isNull(seamlessLaunchTokens.usedAt)));

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
  provider = await startProviderStandIn({ secret: f.provider.secret });
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const registered = (await operator.call(listProviders, {})).list.find((p) => p.code === 'FICHA');
  if (!registered) throw new Error('demo provider FICHA missing');
  ficha = registered;
  await registerProvider();

  const demoId = await merchantIdOf(t.db, 'demo');
  const mini = await insertVendor(t.db, demoId, { vassalage: 'FICHA', gameType: 'INHOUSE', sort: 1 });
  g['dice'] = await insertGame(t.db, mini, { gameCode: 'dice', name: 'Dice', isHot: true, sort: 1 });
  g['crash'] = await insertGame(t.db, mini, { gameCode: 'crash', name: 'Crash', isHot: true, sort: 2 });
  g['plinko'] = await insertGame(t.db, mini, { gameCode: 'plinko', name: 'Plinko', isHot: true, maintenance: true });
  g['hidden'] = await insertGame(t.db, mini, { gameCode: 'hidden', name: 'Hidden', enabled: false });
  g['tile'] = await insertGame(t.db, mini, {
    gameId: '#list',
    gameCode: null as never,
    isGame: 'VASSALAGE',
    name: 'All',
  });
  const fixing = await insertVendor(t.db, demoId, {
    vassalage: 'FIXING',
    providerCode: 'FICHA',
    gameType: 'RNG',
    maintenance: true,
  });
  g['fixing'] = await insertGame(t.db, fixing, { gameCode: 'fixing-slot', name: 'Fixing Slot', isHot: true });
  const off = await insertVendor(t.db, demoId, {
    vassalage: 'OFF',
    providerCode: 'FICHA',
    gameType: 'LIVE',
    enabled: false,
  });
  g['off'] = await insertGame(t.db, off, { gameCode: 'off-table' });
  const unregistered = await insertVendor(t.db, demoId, { vassalage: 'NOBODY', gameType: 'FISH' });
  g['unregistered'] = await insertGame(t.db, unregistered, { gameCode: 'nobody-fish' });
  const rival = await createMerchant(t.db, { code: 'rival' });
  const rivalVendor = await insertVendor(t.db, rival.id, { vassalage: 'FICHA', gameType: 'INHOUSE' });
  g['rival'] = await insertGame(t.db, rivalVendor, { gameCode: 'dice', name: 'Rival Dice' });

  const created = await f.createPlayer(10_00n, 'Demo1234');
  player = { id: created.id, client: await signIn(created.username) };
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('launching a game (/wps/game/launchGame)', () => {
  it('asks the provider for a signed launch and answers its URL; the token works once; the play is recorded', async () => {
    const answer = await player.client.call(launchGame, {
      nodeId: g['dice']!.nodeId,
      gameId: 'dice',
      vassalage: 'FICHA',
      gameType: 'INHOUSE',
      launchMode: 'GLS',
      accountType: '1',
      platform: 'html5-desktop',
    });
    const call = provider.launches.at(-1)!;
    expect(provider.requests.at(-1)).toMatchObject({
      url: '/rgs/v1/launch',
      provider: 'PLATFORM',
      signatureValid: true,
    });
    expect(call).toMatchObject({
      gameCode: 'dice',
      language: 'EN',
      currency: 'USD',
      mode: 'real',
      returnUrl: `${baseUrl}/`,
    });
    expect(answer.content.game_url).toBe(`${provider.baseUrl}/play/dice?token=${call.launchToken}`);

    const first = await f.client.call(seamlessAuthenticate, { launchToken: call.launchToken });
    expect(first).toMatchObject({ status: 200, envelope: { success: true, value: { balance: 10, currency: 'USD' } } });
    const again = await f.client.call(seamlessAuthenticate, { launchToken: call.launchToken });
    expect(again).toMatchObject({ status: 404, envelope: { errorCode: 'PLAYER_NOT_FOUND' } });

    const recent = await player.client.call(getRecentGames, {});
    expect(recent.games.map((game) => game.gameCode)).toEqual(['dice']);
  });

  it("tells the provider that only the merchant's own sites may frame the game page (issue 11, finding 3)", async () => {
    await t.db
      .insert(merchantDomains)
      .values({ domain: 'play.demo.example', merchantId: await merchantIdOf(t.db, 'demo'), type: 'WEB' });
    await player.client.call(launchGame, { nodeId: g['dice']!.nodeId });
    expect(new Set(provider.launches.at(-1)!.frameAncestors)).toEqual(
      new Set([
        'https://play.demo.example',
        'https://localhost',
        'http://localhost:*',
        'https://localhost:*',
        'https://127.0.0.1',
        'http://127.0.0.1:*',
        'https://127.0.0.1:*',
        // The site the launch came from (this test's loopback port).
        baseUrl,
      ]),
    );
  });

  it('launches in the language asked for and moves the game to the top of the recent games', async () => {
    await player.client.call(launchGame, { nodeId: g['crash']!.nodeId, language: 'ES' });
    expect(provider.launches.at(-1)).toMatchObject({ gameCode: 'crash', language: 'ES' });
    const recent = await player.client.call(getRecentGames, {});
    expect(recent.games.map((game) => game.gameCode)).toEqual(['crash', 'dice']);
    // The original client pages with `page` and `size` (SPEC §7.2); they win over `pageNo` and `pageSize`.
    const second = await player.client.call(getRecentGames, { page: 2, size: 1, pageNo: 1, pageSize: 20 });
    expect([second.pageNo, second.totalPages, second.games.map((game) => game.gameCode)]).toEqual([2, 2, ['dice']]);
  });

  it('refuses a visitor (401) and a trial account (in_need_true_account) without calling the provider', async () => {
    const calls = provider.launches.length;
    expect(await failureOf(apiClient(baseUrl), launchGame, { nodeId: g['dice']!.nodeId })).toMatchObject({
      status: 401,
    });
    const trial = await signIn('prueba1');
    expect(await failureOf(trial, launchGame, { nodeId: g['dice']!.nodeId })).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
    expect(provider.launches).toHaveLength(calls);
  });

  it("answers not_found for an unknown, hidden, switched-off vendor's, another merchant's or mismatched game", async () => {
    const calls = provider.launches.length;
    const tokens = await liveTokensOf(player.id);
    const cases = [
      { nodeId: 999_999 },
      { nodeId: g['hidden']!.nodeId },
      { nodeId: g['off']!.nodeId },
      { nodeId: g['rival']!.nodeId },
      { nodeId: g['dice']!.nodeId, gameId: 'crash' },
      { nodeId: g['dice']!.nodeId, vassalage: 'PG' },
      { nodeId: g['dice']!.nodeId, gameType: 'RNG' as const },
      // A vendor whose provider is not registered for this merchant.
      { nodeId: g['unregistered']!.nodeId },
    ];
    for (const input of cases) {
      expect(await failureOf(player.client, launchGame, input), JSON.stringify(input)).toMatchObject({
        status: 404,
        errorCode: 'not_found',
      });
    }
    expect(provider.launches).toHaveLength(calls);
    expect(await liveTokensOf(player.id)).toEqual(tokens);
  });

  it('answers game_under_maintenance with popular alternatives for a game or vendor under maintenance', async () => {
    const tokens = await liveTokensOf(player.id);
    for (const game of [g['plinko']!, g['fixing']!]) {
      const failure = await failureOf(player.client, launchGame, { nodeId: game.nodeId });
      expect(failure).toMatchObject({ status: 503, errorCode: 'game_under_maintenance' });
      expect(failure.message).toBe('This game is under maintenance. Try one of these popular games instead');
      const { alternatives } = failure.value as { alternatives: Array<{ gameCode: string; nodeId: number }> };
      expect(alternatives.map((a) => a.gameCode)).toEqual(['dice', 'crash']);
    }
    expect(await liveTokensOf(player.id)).toEqual(tokens);
  });

  it('refuses a list tile: it has nothing to start', async () => {
    expect(await failureOf(player.client, launchGame, { nodeId: g['tile']!.nodeId })).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
      fields: [{ field: 'nodeId', reason: 'not_a_game' }],
    });
  });

  it('answers provider_unavailable and leaves no usable token nor a recent game when the provider fails', async () => {
    const recentBefore = await player.client.call(getRecentGames, {});
    const tokens = await liveTokensOf(player.id);
    const launchDice = () => failureOf(player.client, launchGame, { nodeId: g['dice']!.nodeId });

    provider.setReachable(false);
    expect(await launchDice()).toMatchObject({ status: 502, errorCode: 'provider_unavailable' });
    provider.setReachable(true);

    provider.setLaunchBehaviour('bad_answer');
    expect(await launchDice()).toMatchObject({ status: 502, errorCode: 'provider_unavailable' });
    const refusedToken = provider.launches.at(-1)!.launchToken;
    provider.setLaunchBehaviour('url');

    // A provider that checks signatures with another secret refuses the call.
    provider.setSecret('another-secret-0123456789');
    expect(await launchDice()).toMatchObject({ status: 502, errorCode: 'provider_unavailable' });
    provider.setSecret(f.provider.secret);

    const closed = await startProviderStandIn({ secret: f.provider.secret });
    await closed.close();
    await registerProvider({ baseUrl: closed.baseUrl });
    expect(await launchDice()).toMatchObject({ status: 502, errorCode: 'provider_unavailable' });

    await registerProvider({ enabled: false });
    expect(await launchDice()).toMatchObject({ status: 403, errorCode: 'PROVIDER_DISABLED' });
    await registerProvider();

    expect(await liveTokensOf(player.id)).toEqual(tokens);
    const stale = await f.client.call(seamlessAuthenticate, { launchToken: refusedToken });
    expect(stale).toMatchObject({ status: 404, envelope: { errorCode: 'PLAYER_NOT_FOUND' } });
    expect(await player.client.call(getRecentGames, {})).toEqual(recentBefore);
  });

  it('refuses bad inputs with 400 and starts nothing', async () => {
    const calls = provider.launches.length;
    const dice = g['dice']!.nodeId;
    const cases: unknown[] = [
      {},
      { nodeId: 0 },
      { nodeId: -1 },
      { nodeId: 1.5 },
      { nodeId: 'abc' },
      { nodeId: '1e3' },
      { nodeId: Number.MAX_SAFE_INTEGER + 2 },
      { nodeId: dice, accountType: '0' },
      // The lottery launcher starts lottery games only.
      { nodeId: dice, launchMode: 'LOTT' },
      { nodeId: dice, gameType: 'CASINO' },
      { nodeId: dice, vassalage: 'no spaces' },
      { nodeId: dice, language: 'XX' },
      { nodeId: dice, gameId: 'x'.repeat(65) },
      { nodeId: dice, unknown: 'field' },
    ];
    for (const input of cases) {
      expect(await failureOf(player.client, launchGame, input as never), JSON.stringify(input)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
    expect(provider.launches).toHaveLength(calls);
  });
});

describe('the open rooms of multiplayer games (GLS2_roomList)', () => {
  const crashRoom = { roomId: 'crash', phase: 'betting' as const, roundNumber: 41, bets: 3, bettingMsLeft: 4200 };

  it("lists the provider's rooms as the lobby lists their games, leaving out games the merchant does not list", async () => {
    provider.serveRooms([
      { ...crashRoom, gameCode: 'crash' },
      { ...crashRoom, roomId: 'ghost', gameCode: 'not-in-the-catalog' },
      { ...crashRoom, roomId: 'hidden', gameCode: 'hidden' },
    ]);
    const { list } = await player.client.call(getGameRooms, { language: 'EN' });
    expect(list).toEqual([
      expect.objectContaining({ nodeId: g['crash']?.nodeId, gameCode: 'crash', gameName: 'Crash', ...crashRoom }),
    ]);
    expect(provider.requests.at(-1)).toMatchObject({ provider: 'PLATFORM', signatureValid: true });
  });

  it('answers no rooms when the provider has none, has no rooms call, is down or is switched off', async () => {
    provider.serveRooms([]);
    expect(await player.client.call(getGameRooms, {})).toEqual({ list: [] });
    provider.serveRooms(null);
    expect(await player.client.call(getGameRooms, {})).toEqual({ list: [] });
    provider.serveRooms([{ ...crashRoom, gameCode: 'crash' }]);
    provider.setReachable(false);
    expect(await player.client.call(getGameRooms, {})).toEqual({ list: [] });
    provider.setReachable(true);
    await registerProvider({ enabled: false });
    expect(await player.client.call(getGameRooms, {})).toEqual({ list: [] });
    await registerProvider();
    expect((await player.client.call(getGameRooms, {})).list).toHaveLength(1);
  });

  it('is for signed-in members, and refuses unknown parameters', async () => {
    expect((await failureOf(apiClient(baseUrl), getGameRooms, {})).status).toBe(401);
    expect((await failureOf(player.client, getGameRooms, { roomId: 'crash' } as never)).errorCode).toBe(
      'request_param_err',
    );
  });
});
