import {
  launchGame,
  lgwDraw,
  lgwDrawByCode,
  lgwGameMenus,
  lgwGames,
  lgwNumerosNear,
  lgwOpenedNumero,
  lgwPopular,
  lgwRecentGames,
  login,
  lottoOpenedNumero,
  syncCatalog,
  updateCatalogGame,
  type LgwDraw,
} from '@ficha/contract';
import { ApiError, type ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf } from '../../platform/test/api-clients.ts';
import { loginDemoOperator } from '../../platform/test/operator-session.ts';
import {
  afterDraw,
  openDrawOf,
  rowsOf,
  startLotteryWithPlatform,
  type LotteryWithPlatform,
} from './lottery-with-platform.ts';

/**
 * The site's lottery gateway (`/lgw/*`, decision 0071): the platform answers from our lottery, running beside it
 * as in production, over the lottery's signed `/rgs/v1/lottery/*` calls; the games are the merchant's catalog of
 * the lottery (synced from it), and the lottery launcher starts one by its code.
 */
let env: LotteryWithPlatform;
let visitor: ApiClient;
let player: ApiClient;
let operator: ApiClient;
let drawnSsc: { drawCode: string; numbers: number[] };

/** A raw GET of the platform, for the inputs the typed client would not send. */
async function rawGet(path: string, token?: string) {
  const response = await fetch(`${env.platformUrl}${path}`, {
    headers: { Merchant: 'demo', Language: 'EN', ...(token ? { Authorization: token } : {}) },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; errorCode?: string; message?: string },
  };
}

let playerToken: string;

beforeAll(async () => {
  env = await startLotteryWithPlatform();
  // The demo merchant's provider FICHA is our lottery here: point it there and take the lottery's catalog.
  await rowsOf(env.platform.connection, `update platform.seamless_providers set base_url = $1 where code = $2`, [
    env.lotteryUrl,
    env.fixture.provider.code,
  ]);
  operator = apiClient(env.platformUrl, { token: await loginDemoOperator(env.platform.app) });
  await operator.call(syncCatalog, { providerCode: env.fixture.provider.code });

  // One SSC draw drawn (its results are history), the next ones open.
  const { drawCode, drawAt } = await openDrawOf(env, 'ssc-1m');
  await env.draws.tick(afterDraw(drawAt));
  await env.draws.ensureDraws(new Date());
  const [row] = await rowsOf<{ numbers: number[] }>(
    env.connection,
    `select numbers from lottery.draws where draw_code = $1`,
    [drawCode],
  );
  drawnSsc = { drawCode, numbers: row!.numbers };

  visitor = apiClient(env.platformUrl, { merchant: 'demo' });
  const member = await env.fixture.createPlayer(50_00n, 'Lotto1234');
  playerToken = (await visitor.call(login, { username: member.username, password: 'Lotto1234' })).token;
  player = apiClient(env.platformUrl, { merchant: 'demo', token: playerToken });
}, 120_000);
afterAll(() => env.close());

describe('the lottery gateway', () => {
  it('lists the lottery games by category, in the lane of their prize mode', async () => {
    const menus = await visitor.call(lgwGameMenus, { prizeMode: 'LOTT' });
    expect(Object.keys(menus)).toEqual(['SSC', 'PK10', '11X5', 'K3', 'LHC']);
    expect(menus['SSC']?.gameMenus.map((g) => [g.gameCode, g.everySeconds, g.prizeMode])).toEqual([
      ['ssc-1m', 60, 'LOTT'],
      ['ssc-5m', 300, 'LOTT'],
      ['ssc-daily', 86_400, 'LOTT'],
    ]);
    // Mark Six: the fast one every 5 minutes, the daily one three times a week.
    expect(menus['LHC']?.gameMenus.map((g) => [g.gameCode, g.everySeconds])).toEqual([
      ['lhc-5m', 300],
      ['lhc', 201_600],
    ]);
    expect(menus['K3']?.gameMenus[0]).toMatchObject({
      gameCode: 'k3-1m',
      gameGroupCode: 'K3',
      nodeId: expect.any(Number),
    });
    // The brand config spells LOTT `Lott`; another mode has none of our games.
    expect(Object.keys(await visitor.call(lgwGameMenus, { prizeMode: 'Lott' as 'LOTT' }))).toHaveLength(5);
    expect(await visitor.call(lgwGameMenus, { prizeMode: 'SEA' })).toEqual({});
    expect((await visitor.call(lgwGames, {})).list.map((g) => g.gameCode)).toEqual([
      'ssc-1m',
      'ssc-5m',
      'pk10-3m',
      '11x5-3m',
      'k3-1m',
      'lhc-5m',
      'lhc',
      'ssc-daily',
    ]);
  });

  it("answers the current draw and the last result with the lottery's own numbers", async () => {
    const near = await visitor.call(lgwNumerosNear, { gameCode: 'ssc-1m' });
    expect(near.list).toHaveLength(1);
    const [ssc] = near.list;
    expect(ssc?.current).toMatchObject({ gameCode: 'ssc-1m', state: 'open', serverSeed: null, numbers: null });
    expect(Date.parse(ssc!.current!.drawTime)).toBeGreaterThan(near.serverTime);
    expect(ssc?.previous).toMatchObject({
      numero: drawnSsc.drawCode,
      numbers: drawnSsc.numbers,
      winningNumber: drawnSsc.numbers.join(','),
    });
    const all = await visitor.call(lgwNumerosNear, {});
    expect(all.list.map((g) => g.gameCode)).toEqual([
      'ssc-1m',
      'ssc-5m',
      'pk10-3m',
      '11x5-3m',
      'k3-1m',
      'lhc-5m',
      'lhc',
      'ssc-daily',
    ]);
    const open = await visitor.call(lgwDraw, { gameCode: 'ssc-1m' });
    expect(open.list.map((d) => d.numero)).toEqual([ssc!.current!.numero]);
    expect((await visitor.call(lgwDraw, {})).list.length).toBeGreaterThanOrEqual(8);
  });

  it('answers results, newest first, and one draw by its code with its revealed seed', async () => {
    for (const endpoint of [lottoOpenedNumero, lgwOpenedNumero]) {
      const { list } = await player.call(endpoint, { gameCode: 'ssc-1m', pageSize: 10 });
      expect(list[0]).toMatchObject({ numero: drawnSsc.drawCode, state: 'settled', numbers: drawnSsc.numbers });
    }
    const latest = await player.call(lottoOpenedNumero, {});
    expect(latest.list.map((d) => d.gameCode)).toContain('ssc-1m');
    const draw: LgwDraw = await visitor.call(lgwDrawByCode, { code: drawnSsc.drawCode });
    expect(draw).toMatchObject({ numero: drawnSsc.drawCode, numbers: drawnSsc.numbers });
    expect(draw.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('launches a lottery game by its code through the lottery launcher, and lists it as recent', async () => {
    expect((await player.call(lgwRecentGames, {})).list).toEqual([]);
    const { content } = await player.call(launchGame, {
      launchMode: 'LOTT',
      lottoGameCode: 'ssc-1m',
      lottoPrizeMode: 'LOTT',
      lottoView: 'betting',
      lottoArea: 'CN',
      device: 'WEB',
    });
    const url = new URL(content.game_url);
    // The lottery's betting page of that game, with the one-use launch token the platform issued.
    expect(url.pathname).toBe('/play/ssc-1m');
    expect(url.searchParams.get('token')).toBeTruthy();
    expect((await player.call(lgwRecentGames, {})).list.map((g) => g.gameCode)).toEqual(['ssc-1m']);
  });

  it('lists the popular lottery games (the operator marks one hot) with their last result', async () => {
    expect(await visitor.call(lgwPopular, {})).toEqual({});
    const ssc = (await visitor.call(lgwGames, {})).list.find((g) => g.gameCode === 'ssc-1m')!;
    await operator.call(updateCatalogGame, { nodeId: ssc.nodeId, isHot: true });
    const popular = await visitor.call(lgwPopular, {});
    expect(Object.keys(popular)).toEqual(['ssc-1m']);
    expect(popular['ssc-1m']).toMatchObject({ gameGroupCode: 'SSC', last: { numero: drawnSsc.drawCode } });
  });
});

describe('bad input to the lottery gateway', () => {
  it('refuses unknown fields and malformed values with field errors', async () => {
    for (const path of [
      '/lgw/games/game_menus?prizeMode=LOTTO',
      '/lgw/games/game_menus?unknown=1',
      '/lgw/draw?gameCode=%3Cscript%3E',
      '/lgw/numeros/near?gameCode=',
      '/lgw/draw/code/',
      '/lgw/games/popular?x=1',
    ]) {
      const { status, body } = await rawGet(path);
      expect([path, status, body.success, body.errorCode]).toEqual([path, 400, false, 'request_param_err']);
      expect(body.message).toBeTruthy();
    }
    const tooMany = await rawGet('/lotto/lgw/games/opened/numero?gameCode=ssc-1m&pageSize=500', playerToken);
    expect([tooMany.status, tooMany.body.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('answers an unknown game or draw with its own error, and the results only to a member', async () => {
    expect((await failureOf(visitor, lgwDraw, { gameCode: 'nope-1m' })).errorCode).toBe('game_not_found');
    expect((await failureOf(visitor, lgwDrawByCode, { code: 'SSC1-190001010000' })).errorCode).toBe(
      'lottery_draw_not_found',
    );
    const anonymous = await rawGet('/lotto/lgw/games/opened/numero');
    expect(anonymous.body.success).toBe(false);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a lottery launch without its game, or of a game that is not a lottery game', async () => {
    const missing = await failureOf(player, launchGame, { launchMode: 'LOTT' });
    expect(missing.errorCode).toBe('request_param_err');
    const unknown = await failureOf(player, launchGame, { launchMode: 'LOTT', lottoGameCode: 'dice' });
    expect(unknown.errorCode).toBe('game_not_found');
    expect(unknown).toBeInstanceOf(ApiError);
  });
});
