import { getRankList } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor, merchantIdOf } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant, createProvider } from '../../../test/factories.ts';
import { playSeamlessRound, seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { maskName } from './winner-ranking.ts';

let t: TestApp;
let baseUrl: string;
let demo: SeamlessFixture;
let rival: SeamlessFixture;
const winners: Array<{ username: string; memberId: number; playerId: string }> = [];

async function newWinner(f: SeamlessFixture) {
  const player = await f.createPlayer(100_00n);
  const winner = { username: player.username, memberId: player.id, playerId: await f.authenticate(player.id) };
  winners.push(winner);
  return winner;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  demo = await seamlessFixture(t.db, baseUrl);
  const demoId = await merchantIdOf(t.db, 'demo');
  const mini = await insertVendor(t.db, demoId, { vassalage: 'FICHA', gameType: 'INHOUSE', displayName: 'Originals' });
  await insertGame(t.db, mini, { gameCode: 'dice', name: 'Dice', names: { ES: 'Dados' }, iconUrl: '/media/dice.png' });
  await insertGame(t.db, mini, { gameCode: 'crash', name: 'Crash', iconUrl: '/media/crash.png' });
  await insertGame(t.db, mini, { gameCode: 'retired', name: 'Retired', enabled: false });
  const slots = await insertVendor(t.db, demoId, { vassalage: 'FSLOTS', providerCode: 'FICHA', gameType: 'RNG' });
  await insertGame(t.db, slots, { gameCode: 'fruits', name: 'Fruits', iconUrl: '/media/fruits.png' });

  const rivalMerchant = await createMerchant(t.db, { code: 'rival', domain: 'rival.example' });
  await createProvider(t.db, { merchantId: rivalMerchant.id, code: 'RIVALGAMES', categories: ['mini'] });
  rival = await seamlessFixture(t.db, baseUrl, { merchantCode: 'rival', providerCode: 'RIVALGAMES' });
  const rivalVendor = await insertVendor(t.db, rivalMerchant.id, { vassalage: 'RIVALGAMES', gameType: 'INHOUSE' });
  await insertGame(t.db, rivalVendor, { gameCode: 'dice', name: 'Rival Dice' });

  // Demo wins on stakes of 1.00: 50.00 in dice, 20.25 in fruits, 7.50 in crash, and rounds that must not show.
  const [a, b, c] = [await newWinner(demo), await newWinner(demo), await newWinner(demo)];
  await playSeamlessRound(demo, a.playerId, 'dice', 50);
  await playSeamlessRound(demo, b.playerId, 'fruits', 20.25);
  await playSeamlessRound(demo, c.playerId, 'crash', 7.5);
  await playSeamlessRound(demo, c.playerId, 'crash', 0); // a lost round
  await playSeamlessRound(demo, a.playerId, 'dice', 30); // the same player's smaller win in the same game
  await playSeamlessRound(demo, b.playerId, 'dice', 1.99); // under twice the stake
  await playSeamlessRound(demo, b.playerId, 'dice', 1.01);
  await playSeamlessRound(demo, a.playerId, 'retired', 900); // a game players no longer see
  await playSeamlessRound(demo, b.playerId, 'unknown-game', 800); // a game the catalog never listed
  await playSeamlessRound(demo, c.playerId, 'dice', 0, false); // an open round
  const r = await newWinner(rival);
  await playSeamlessRound(rival, r.playerId, 'dice', 99); // another merchant's win
});
afterAll(() => t.close());

describe('winner board (GCSGAME_getRankList)', () => {
  it("lists the merchant's biggest settled wins net of stake in listed games, one per player per game, names masked", async () => {
    const { list } = await apiClient(baseUrl, { language: 'ES' }).call(getRankList, {
      gameCategory: 'ALL',
      limitNum: 20,
    });
    expect(list.map((row) => [row.vo.customerName, row.vo.winAmount, row.vo.gameCode])).toEqual([
      [maskName(winners[0]!.username), 49, 'dice'],
      [maskName(winners[1]!.username), 19.25, 'fruits'],
      [maskName(winners[2]!.username), 6.5, 'crash'],
    ]);
    expect(list[0]!.vo).toMatchObject({
      gameName: 'Dados',
      iconUrl: '/media/dice.png',
      vassalage: 'FICHA',
      displayName: 'Originals',
      gameType: 'INHOUSE',
      isGame: 'GAME',
      currency: 'USD',
    });
    expect(new Date(list[0]!.vo.settledAt).getTime()).not.toBeNaN();
    expect(JSON.stringify(list)).not.toContain(winners[0]!.username);
  });

  it('filters by game category and cuts to the limit', async () => {
    const visitor = apiClient(baseUrl);
    const rng = await visitor.call(getRankList, { gameCategory: 'RNG' });
    expect(rng.list.map((row) => row.vo.gameCode)).toEqual(['fruits']);
    const top = await visitor.call(getRankList, { limitNum: 2 });
    expect(top.list.map((row) => row.vo.winAmount)).toEqual([49, 19.25]);
  });

  it('keeps each merchant to its own wins', async () => {
    const { list } = await apiClient(baseUrl, { merchant: 'rival' }).call(getRankList, {});
    expect(list.map((row) => [row.vo.winAmount, row.vo.gameName])).toEqual([[98, 'Rival Dice']]);
  });

  it('serves a board from its short cache: a new bigger win shows once the cached copy expires', async () => {
    const visitor = apiClient(baseUrl);
    const before = await visitor.call(getRankList, {});
    await playSeamlessRound(demo, winners[2]!.playerId, 'crash', 500);
    expect(await visitor.call(getRankList, {})).toEqual(before);
    // Another size is another board, built now.
    const fresh = await visitor.call(getRankList, { limitNum: 19 });
    expect(fresh.list[0]!.vo).toMatchObject({ winAmount: 499, gameCode: 'crash' });
  });

  it('refuses bad parameters with 400', async () => {
    const visitor = apiClient(baseUrl);
    for (const input of [
      { limitNum: 0 },
      { limitNum: 21 },
      { limitNum: 'x' },
      { gameCategory: 'CASINO' },
      { language: 'XX' },
      { other: 1 },
    ]) {
      expect(await failureOf(visitor, getRankList, input as never), JSON.stringify(input)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
  });
});
