import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGamesList,
  getGameList,
  getGameVendors,
  getHotGames,
  getRecentGames,
  getVassGameType,
  login,
  removeFavoriteGame,
  updateCatalogGame,
  updateCatalogVendor,
  updateLaneRules,
} from '@ficha/contract';
import { createApiClient, type ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor, merchantIdOf } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { playSeamlessRound, seamlessFixture } from '../../../test/seamless-client.ts';
import { members, type GameRow, type GameVendorRow } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { createCatalogService } from './catalog.service.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let visitor: ApiClient;
let demoId: number;
const vendors: Record<string, GameVendorRow> = {};
const slots: GameRow[] = [];
let dragon: GameRow;
let otherMerchantGame: GameRow;

const signIn = async (username: string, language = 'EN') =>
  apiClient(baseUrl, {
    language,
    token: (await apiClient(baseUrl).call(login, { username, password: 'Demo1234' })).token,
  });

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  visitor = apiClient(baseUrl, { language: 'EN' });
  demoId = await merchantIdOf(t.db, 'demo');
  await operator.call(updateLaneRules, {
    cockfightVendors: ['SV3'],
    esportVendors: ['imes'],
    excludedRngVendors: ['FICHA'],
  });

  vendors['SBO'] = await insertVendor(t.db, demoId, { vassalage: 'SBO', gameType: 'SPORTS', sort: 1 });
  vendors['SV3'] = await insertVendor(t.db, demoId, { vassalage: 'SV3', gameType: 'SPORTS', sort: 2 });
  vendors['IMES'] = await insertVendor(t.db, demoId, { vassalage: 'IMES', gameType: 'SPORTS', sort: 3 });
  vendors['PG'] = await insertVendor(t.db, demoId, {
    vassalage: 'PG',
    gameType: 'RNG',
    sort: 4,
    displayName: 'PG Soft',
    largeIconUrl: 'https://cdn.example/pg-large.png',
  });
  vendors['FICHA'] = await insertVendor(t.db, demoId, { vassalage: 'FICHA', gameType: 'RNG', sort: 5 });
  vendors['JL'] = await insertVendor(t.db, demoId, { vassalage: 'JL', gameType: 'FISH', sort: 6, maintenance: true });
  vendors['VN'] = await insertVendor(t.db, demoId, { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', sort: 7 });
  vendors['OFF'] = await insertVendor(t.db, demoId, { vassalage: 'OFF', gameType: 'LIVE', enabled: false });

  await insertGame(t.db, vendors['SBO'], { gameCode: 'sbo-lobby' });
  await insertGame(t.db, vendors['SV3'], { gameCode: 'sv3-arena', isHot: true });
  await insertGame(t.db, vendors['IMES'], { gameCode: 'imes-lobby' });
  for (let i = 1; i <= 25; i++) {
    slots.push(
      await insertGame(t.db, vendors['PG'], {
        gameCode: `pg-${String(i).padStart(2, '0')}`,
        name: `Slot ${i}`,
        sort: i,
        classify: i % 5 === 0 ? ['NEW'] : [],
        isHot: i <= 3,
      }),
    );
  }
  dragon = await insertGame(t.db, vendors['PG'], {
    gameCode: 'pg-dragon',
    name: 'Dragon Provider',
    names: { ES: 'Dragón de oro', EN: 'Golden Dragon' },
    sort: 100,
    isHot: true,
  });
  await insertGame(t.db, vendors['PG'], { gameCode: 'pg-hidden', name: 'Hidden Slot', enabled: false });
  await insertGame(t.db, vendors['PG'], { gameCode: 'pg-gone', name: 'Gone Slot', listed: false });
  await insertGame(t.db, vendors['FICHA'], { gameCode: 'dice', name: 'Dice' });
  await insertGame(t.db, vendors['FICHA'], { gameCode: 'crash', name: 'Crash' });
  await insertGame(t.db, vendors['JL'], { gameCode: 'jl-fish' });
  await insertGame(t.db, vendors['VN'], { gameCode: 'vn-lotto' });
  await insertGame(t.db, vendors['OFF'], { gameCode: 'off-table' });
  // Rounds this week, folded into the daily game rows hot games read: crash most played, dice next.
  const seamless = await seamlessFixture(t.db, baseUrl);
  const player = await seamless.createPlayer(100_00n);
  const playerId = await seamless.authenticate(player.id);
  for (const gameCode of ['crash', 'crash', 'crash', 'dice']) await playSeamlessRound(seamless, playerId, gameCode, 0);
  await foldAllMemberStats(t.db);

  const other = await createMerchant(t.db, { code: 'other' });
  const otherVendor = await insertVendor(t.db, other.id, { vassalage: 'PG', gameType: 'RNG' });
  otherMerchantGame = await insertGame(t.db, otherVendor, { gameCode: 'other-slot' });
});
afterAll(() => t.close());

describe('vendor lanes (GCSGAME_newGameVendor)', () => {
  it('lists lanes in order with the category rules, visible vendors only, and the prize mode', async () => {
    const { data } = await visitor.call(getGameVendors, {});
    expect(data.lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['SV3']],
      ['RNG', ['PG']],
      ['INHOUSE', ['FICHA']],
      ['FISH', ['JL']],
      ['ELOTT', ['TCG_LOTTO_VN']],
    ]);
    expect(data.prizeMode).toBe('ELOTT');
    const rng = data.lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards[0]).toMatchObject({
      displayName: 'PG Soft',
      gameType: 'RNG',
      lagerIcon: 'https://cdn.example/pg-large.png',
      isGame: 'VASSALAGE',
      gameCode: null,
      gameCount: 26,
    });
    expect(rng?.gameClassify).toEqual([{ key: 'NEW', displayName: 'NEW', gameCount: 5 }]);
    expect(data.lanes.find((l) => l.title === 'SPORTS')?.cards[0]).toMatchObject({
      isGame: 'GAME',
      gameCode: 'sbo-lobby',
    });
    expect(data.lanes.find((l) => l.title === 'FISH')?.cards[0]?.underMaintenance).toBe(true);
  });

  it('maps each lane to its vendors and their classify tags (GCSGAME_getVassGameType)', async () => {
    const { content } = await visitor.call(getVassGameType, {});
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'INHOUSE', 'FISH', 'ELOTT']),
    );
    expect(content['RNG']).toEqual({ PG: [{ key: 'NEW', displayName: 'NEW', gameCount: 5 }] });
    expect(content['COCKFIGHT']).toEqual({ SV3: [] });
    expect(content['LIVE']).toBeUndefined();
  });
});

describe('game list (GCSGAME_gameList)', () => {
  it('pages a lane 20 at a time in display order, without disabled or unlisted games', async () => {
    const first = await visitor.call(getGameList, { gameType: 'RNG' });
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 26 });
    expect(first.games.map((g) => g.gameCode)).toEqual(slots.slice(0, 20).map((g) => g.gameCode));
    const second = await visitor.call(getGameList, { gameType: 'RNG', pageNo: 2 });
    expect(second.games.map((g) => g.gameCode)).toEqual([...slots.slice(20).map((g) => g.gameCode), 'pg-dragon']);
    expect(second.games[0]).toMatchObject({
      vassalage: 'PG',
      gameType: 'RNG',
      displayName: 'PG Soft',
      isGame: 'GAME',
      isHot: 0,
      underMaintenance: false,
    });
  });

  it('filters by the lane after the category rules, by vendor and by classify tag', async () => {
    expect((await visitor.call(getGameList, { gameType: 'COCKFIGHT' })).games.map((g) => g.gameCode)).toEqual([
      'sv3-arena',
    ]);
    expect((await visitor.call(getGameList, { gameType: 'SPORTS' })).games.map((g) => g.gameCode)).toEqual([
      'sbo-lobby',
    ]);
    expect((await visitor.call(getGameList, { gameType: 'INHOUSE', vassalage: 'FICHA' })).totalCount).toBe(2);
    expect((await visitor.call(getGameList, { gameType: 'RNG', vassalage: 'FICHA' })).totalCount).toBe(0);
    const tagged = await visitor.call(getGameList, { gameType: 'RNG', gameClassify: 'NEW' });
    expect(tagged.games.map((g) => g.gameCode)).toEqual(['pg-05', 'pg-10', 'pg-15', 'pg-20', 'pg-25']);
  });

  it('searches by name in any language and by vendor, naming games in the request language', async () => {
    const spanish = apiClient(baseUrl, { language: 'ES' });
    expect((await spanish.call(getGameList, { gameName: 'dragon' })).games[0]?.gameName).toBe('Dragón de oro');
    expect((await spanish.call(getGameList, { gameName: 'golden' })).games.map((g) => g.gameName)).toEqual([
      'Dragón de oro',
    ]);
    expect((await spanish.call(getGameList, { gameName: 'pg soft', pageSize: 100 })).totalCount).toBe(26);
    expect((await visitor.call(getGameList, { gameName: 'GOLDEN' })).games.map((g) => g.nodeId)).toEqual([
      dragon.nodeId,
    ]);
    // The `language` parameter wins over the header; without a name in Arabic the merchant default (ES) is used.
    expect((await visitor.call(getGameList, { gameName: 'oro', language: 'AR' })).games[0]?.nodeName).toBe(
      'Dragón de oro',
    );
    expect((await visitor.call(getGameList, { gameName: 'Hidden' })).totalCount).toBe(0);
  });

  it('refuses bad filters and pages with 400 request_param_err', async () => {
    const bad = [
      { gameType: 'CASINO' },
      { pageSize: 0 },
      { pageSize: 101 },
      { pageNo: 0 },
      { pageNo: 'x' },
      { vassalage: 'P G' },
      { gameClassify: 'new tag!' },
      { gameName: 'x'.repeat(65) },
      { language: 'XX' },
    ];
    for (const input of bad) {
      const failure = await failureOf(visitor, getGameList, input as never);
      expect(failure, JSON.stringify(input)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?foo=1' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('hot games (GCSGAME_hotGamesV2)', () => {
  it("lists the operator's hot games then this week's most played, in the request language, optionally of one vendor", async () => {
    const english = await visitor.call(getHotGames, {});
    expect(english.list.map((g) => g.gameCode)).toEqual([
      'sv3-arena',
      'pg-01',
      'pg-02',
      'pg-03',
      'pg-dragon',
      'crash',
      'dice',
    ]);
    expect(english.list.every((g) => g.isHot === 1)).toBe(true);
    expect(english.list[4]?.gameName).toBe('Golden Dragon');
    const spanish = await apiClient(baseUrl, { language: 'ES' }).call(getHotGames, { vassalage: 'PG' });
    expect(spanish.list.map((g) => g.gameName)).toEqual(['Slot 1', 'Slot 2', 'Slot 3', 'Dragón de oro']);
  });
});

describe('list caching with ETags', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { language: 'EN', ...headers } });

  it('answers 304 with no body to a matching If-None-Match, per language', async () => {
    const first = await get('/wps/relay/GCSGAME_hotGamesV2');
    const etag = String(first.headers['etag']);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('Merchant, Language');
    const again = await get('/wps/relay/GCSGAME_hotGamesV2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const spanish = await get('/wps/relay/GCSGAME_hotGamesV2', { 'if-none-match': etag, language: 'ES' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['etag']).not.toBe(etag);
  });

  it('drops the cached lists at once when the console changes a game or a vendor', async () => {
    const before = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=golden');
    const etag = String(before.headers['etag']);
    await operator.call(updateCatalogGame, {
      nodeId: dragon.nodeId,
      names: { ES: 'Dragón de oro', EN: 'Golden Dragon Deluxe' },
    });
    const after = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=golden', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().value.games[0].gameName).toBe('Golden Dragon Deluxe');

    const lanes = await get('/wps/relay/GCSGAME_newGameVendor');
    await operator.call(updateCatalogVendor, { id: vendors['VN']!.id, enabled: false });
    const changed = await get('/wps/relay/GCSGAME_newGameVendor', { 'if-none-match': String(lanes.headers['etag']) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value.data.prizeMode).toBe('LOTT');
    await operator.call(updateCatalogVendor, { id: vendors['VN']!.id, enabled: true });
    expect((await visitor.call(getGameVendors, {})).data.prizeMode).toBe('ELOTT');
  });

  it('rebuilds the lanes when the lane rules change', async () => {
    await operator.call(updateLaneRules, { cockfightVendors: [] });
    const { data } = await visitor.call(getGameVendors, {});
    expect(data.lanes.find((l) => l.title === 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual(['SBO', 'SV3']);
    expect(data.lanes.some((l) => l.title === 'COCKFIGHT')).toBe(false);
    await operator.call(updateLaneRules, { cockfightVendors: ['SV3'] });
    expect((await visitor.call(getGameList, { gameType: 'COCKFIGHT' })).totalCount).toBe(1);
  });
});

describe('favourites (MCSFE_*FavoriteGames*)', () => {
  it('refuses visitors with 401 CUSTOMER_NOT_LOGIN', async () => {
    for (const failure of [
      await failureOf(visitor, getFavoriteGameIds, {}),
      await failureOf(visitor, getFavoriteGamesList, {}),
      await failureOf(visitor, addFavoriteGame, { nodeId: dragon.nodeId }),
      await failureOf(visitor, removeFavoriteGame, { nodeId: dragon.nodeId }),
    ]) {
      expect(failure).toMatchObject({ status: 401, errorCode: 'CUSTOMER_NOT_LOGIN' });
    }
  });

  it('adds a game once however often it is added, lists it in the language, and removes it', async () => {
    const player = await signIn('jugador1', 'ES');
    expect(await player.call(addFavoriteGame, { nodeId: dragon.nodeId, vendor: 'PG', gameType: 'RNG' })).toEqual([
      dragon.nodeId,
    ]);
    expect(await player.call(addFavoriteGame, { nodeId: dragon.nodeId })).toEqual([dragon.nodeId]);
    expect(await player.call(addFavoriteGame, { nodeId: slots[0]!.nodeId })).toEqual([slots[0]!.nodeId, dragon.nodeId]);
    const list = await player.call(getFavoriteGamesList, { pageNo: 1, pageSize: 999 });
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.content.map((g) => [g.nodeId, g.gameName])).toEqual([
      [slots[0]!.nodeId, 'Slot 1'],
      [dragon.nodeId, 'Dragón de oro'],
    ]);
    expect((await player.call(getFavoriteGamesList, { gameType: 'INHOUSE' })).content).toEqual([]);

    expect(await player.call(removeFavoriteGame, { nodeId: slots[0]!.nodeId })).toEqual([dragon.nodeId]);
    expect(await player.call(removeFavoriteGame, { nodeId: slots[0]!.nodeId })).toEqual([dragon.nodeId]);
    expect(await player.call(getFavoriteGameIds, {})).toEqual([dragon.nodeId]);
  });

  it("names favourites in the member's saved language when the request names none", async () => {
    await t.db.update(members).set({ language: 'EN' }).where(eq(members.username, 'agente3'));
    const { token } = await apiClient(baseUrl).call(login, { username: 'agente3', password: 'Demo1234' });
    const agent = createApiClient({ baseUrl, token: () => token });
    await agent.call(addFavoriteGame, { nodeId: dragon.nodeId });
    expect((await agent.call(getFavoriteGamesList, {})).content[0]?.gameName).toMatch(/^Golden Dragon/);
    await agent.call(removeFavoriteGame, { nodeId: dragon.nodeId });
  });

  it('keeps one favourite when the same game is added many times at once', async () => {
    const player = await signIn('agente1');
    await Promise.all(Array.from({ length: 5 }, () => player.call(addFavoriteGame, { nodeId: slots[5]!.nodeId })));
    expect(await player.call(getFavoriteGameIds, {})).toEqual([slots[5]!.nodeId]);
    await player.call(removeFavoriteGame, { nodeId: slots[5]!.nodeId });
  });

  it("keeps each member's favourites to itself", async () => {
    const player = await signIn('jugador1');
    const agent = await signIn('agente1');
    await player.call(addFavoriteGame, { nodeId: slots[1]!.nodeId });
    expect(await agent.call(getFavoriteGameIds, {})).toEqual([]);
    expect((await agent.call(getFavoriteGamesList, {})).content).toEqual([]);
    // Removing another member's favourite id touches only the caller's own list.
    await agent.call(removeFavoriteGame, { nodeId: slots[1]!.nodeId });
    expect(await player.call(getFavoriteGameIds, {})).toContain(slots[1]!.nodeId);
  });

  it('refuses unknown, hidden and other merchants’ games with 404, and bad ids with 400', async () => {
    const player = await signIn('jugador1');
    for (const nodeId of [999_999, otherMerchantGame.nodeId]) {
      expect(await failureOf(player, addFavoriteGame, { nodeId })).toMatchObject({
        status: 404,
        errorCode: 'not_found',
      });
    }
    for (const nodeId of [0, -1, 1.5, '12', null, 2 ** 60]) {
      expect(await failureOf(player, addFavoriteGame, { nodeId } as never)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
    expect(await failureOf(player, addFavoriteGame, { nodeId: dragon.nodeId, extra: 1 } as never)).toMatchObject({
      status: 400,
    });
    expect(await failureOf(player, getFavoriteGamesList, { pageSize: 1000 })).toMatchObject({ status: 400 });
  });

  it('hides a favourite while its game is disabled', async () => {
    const player = await signIn('agente2');
    await player.call(addFavoriteGame, { nodeId: slots[2]!.nodeId });
    await operator.call(updateCatalogGame, { nodeId: slots[2]!.nodeId, enabled: false });
    expect(await player.call(getFavoriteGameIds, {})).toEqual([]);
    await operator.call(updateCatalogGame, { nodeId: slots[2]!.nodeId, enabled: true });
    expect(await player.call(getFavoriteGameIds, {})).toEqual([slots[2]!.nodeId]);
  });
});

describe('recent games (GCS_recentGame)', () => {
  it("lists the member's played games newest first, only its own, and refuses visitors", async () => {
    const catalog = createCatalogService(t.db);
    const player = await signIn('agente3');
    const memberId = await memberIdOf('agente3');
    await catalog.recordPlay(demoId, memberId, slots[4]!.nodeId);
    await catalog.recordPlay(demoId, memberId, dragon.nodeId);
    await catalog.recordPlay(demoId, memberId, slots[4]!.nodeId);
    const recent = await player.call(getRecentGames, {});
    expect(recent.games.map((g) => g.nodeId)).toEqual([slots[4]!.nodeId, dragon.nodeId]);
    expect(recent).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 2 });
    expect((await player.call(getRecentGames, { gameType: 'COCKFIGHT' })).totalCount).toBe(0);
    expect((await (await signIn('jugador1')).call(getRecentGames, {})).games).toEqual([]);
    expect(await failureOf(visitor, getRecentGames, {})).toMatchObject({ status: 401 });
  });
});

describe('what a launch reads from the catalog', () => {
  it('names the game, its provider and its maintenance, and offers hot games that can start instead', async () => {
    const catalog = createCatalogService(t.db);
    const merchant = { ...(await merchantOf('demo')) };
    const request = { merchant, language: 'EN' as const };
    const fish = await catalog.gameList(request, { gameType: 'FISH' }, 1, 20);
    const target = await catalog.launchTarget(request, fish.value.games[0]!.nodeId);
    expect(target).toMatchObject({ providerCode: 'JL', item: { gameCode: 'jl-fish', underMaintenance: true } });
    expect((await catalog.launchTarget(request, dragon.nodeId)).item).toMatchObject({
      gameName: 'Golden Dragon Deluxe',
      underMaintenance: false,
    });
    const alternatives = await catalog.popularAlternatives(request, dragon.nodeId);
    expect(alternatives.map((g) => g.gameCode)).toEqual(['sv3-arena', 'pg-01', 'pg-02', 'pg-03', 'crash', 'dice']);
    await expect(catalog.launchTarget(request, otherMerchantGame.nodeId)).rejects.toMatchObject({ code: 'not_found' });
  });
});

async function memberIdOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

async function merchantOf(code: string) {
  const merchant = await createMerchantService(t.db, {
    audit: createAuditService(t.db),
    defaultMerchantCode: code,
  }).byCode(code);
  if (!merchant) throw new Error(`no merchant ${code}`);
  return merchant;
}
