import {
  createCatalogContainer,
  getGameList,
  getHotGames,
  getGameVendors,
  getLaneRules,
  listAuditLog,
  listCatalogGames,
  listCatalogVendors,
  listProviders,
  rotateProviderSecret,
  syncCatalog,
  updateCatalogGame,
  updateCatalogVendor,
  updateLaneRules,
  updateProvider,
  type ProviderRow,
  type RgsCatalog,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { startProviderStandIn } from '../../../test/provider-stand-in.ts';

/** The sync of the demo merchant's registered provider FICHA. */
const sync = { providerCode: 'FICHA' };
const game = (gameCode: string, name: string, category: string, iconUrl: string | null = null) => ({
  gameCode,
  name,
  category,
  iconUrl,
  rtpBasisPoints: 9600,
  demoAvailable: false,
});
const firstCatalog: RgsCatalog = {
  provider: 'FICHA',
  games: [
    game('dice', 'Dice', 'MINI', '/icons/dice.png'),
    game('crash', 'Crash', 'MINI'),
    game('fruits', 'Fruit Slot', 'RNG'),
    game('wheel', 'Wheel', 'CARNIVAL'),
  ],
};

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let otherOperator: ApiClient;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
let ficha: ProviderRow;

/** The registered provider FICHA pointed at the stand-in, the way an operator does it in the console. */
async function registerStandIn(fields: Partial<Pick<ProviderRow, 'baseUrl' | 'enabled'>> = {}) {
  const { id, name, categories } = ficha;
  ficha = await operator.call(updateProvider, {
    id,
    name,
    categories: categories as never,
    baseUrl: fields.baseUrl ?? provider.baseUrl,
    enabled: fields.enabled ?? true,
  });
}

beforeAll(async () => {
  provider = await startProviderStandIn({ secret: 'not-yet-rotated', catalog: firstCatalog });
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const registered = (await operator.call(listProviders, {})).list.find((p) => p.code === 'FICHA');
  if (!registered) throw new Error('demo provider FICHA missing');
  ficha = registered;
  await registerStandIn();
  // An operator who runs its own slots as in-house products moves that RNG vendor to INHOUSE.
  await operator.call(updateLaneRules, { excludedRngVendors: ['FICHA'] });
  provider.setSecret((await operator.call(rotateProviderSecret, { id: ficha.id })).secret);
  otherOperator = await foreignOperatorClient(t, baseUrl);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const vendorOf = async (client: ApiClient, sourceCategory: string) => {
  const found = (await client.call(listCatalogVendors, {})).list.find((v) => v.sourceCategory === sourceCategory);
  if (!found) throw new Error(`no vendor for ${sourceCategory}`);
  return found;
};
const gameOf = async (gameCode: string) => {
  const found = (await operator.call(listCatalogGames, { query: gameCode })).list.find((g) => g.gameCode === gameCode);
  if (!found) throw new Error(`no game ${gameCode}`);
  return found;
};

describe('sync from a provider', () => {
  it('creates a vendor per category and the games, signed, skipping unknown categories; audited', async () => {
    const result = await operator.call(syncCatalog, sync);
    expect(result).toEqual({
      providerCode: 'FICHA',
      vendorsCreated: 2,
      gamesCreated: 3,
      gamesUpdated: 0,
      gamesUnlisted: 0,
      skipped: [{ gameCode: 'wheel', reason: 'unknown_category' }],
    });
    expect(provider.requests.at(-1)).toMatchObject({ provider: 'PLATFORM', signatureValid: true });
    const vendors = (await operator.call(listCatalogVendors, {})).list;
    expect(vendors.map((v) => [v.vassalage, v.sourceCategory, v.gameType, v.lane, v.gameCount])).toEqual([
      ['FICHA', 'MINI', 'INHOUSE', 'INHOUSE', 2],
      ['FICHA', 'RNG', 'RNG', 'INHOUSE', 1],
    ]);
    expect((await gameOf('dice')).iconUrl).toBe(`${provider.baseUrl}/icons/dice.png`);
    // The merchant excludes FICHA's RNG vendor from RNG (set up above), so both of its vendors show in INHOUSE.
    const { data } = await apiClient(baseUrl).call(getGameVendors, {});
    expect(data.lanes.map((l) => [l.title, l.cards.map((c) => c.gameCount)])).toEqual([['INHOUSE', [2, 1]]]);
    const audit = await operator.call(listAuditLog, {});
    expect(audit.list[0]).toMatchObject({ action: 'catalog.sync', target: 'provider:FICHA', actor: 'admin' });
  });

  it('keeps operator edits and updates only what the provider owns; unlists what it drops, relists what returns', async () => {
    const dice = await gameOf('dice');
    await operator.call(updateCatalogGame, {
      nodeId: dice.nodeId,
      names: { ES: 'Dados', EN: 'Lucky Dice' },
      isHot: true,
      sort: 7,
      classify: ['new'],
    });
    const mini = await vendorOf(operator, 'MINI');
    await operator.call(updateCatalogVendor, { id: mini.id, displayName: 'Ficha Originals', sort: 9 });

    provider.serve({
      provider: 'FICHA',
      games: [game('dice', 'Dice 2', 'MINI', 'https://cdn.example/dice2.png'), game('fruits', 'Fruit Slot', 'RNG')],
    });
    expect(await operator.call(syncCatalog, sync)).toMatchObject({
      vendorsCreated: 0,
      gamesCreated: 0,
      gamesUpdated: 1,
      gamesUnlisted: 1,
      skipped: [],
    });
    expect(await gameOf('dice')).toMatchObject({
      name: 'Dice 2',
      iconUrl: 'https://cdn.example/dice2.png',
      names: { ES: 'Dados', EN: 'Lucky Dice' },
      isHot: true,
      sort: 7,
      classify: ['NEW'],
      listed: true,
    });
    expect(await gameOf('crash')).toMatchObject({ listed: false });
    expect(await vendorOf(operator, 'MINI')).toMatchObject({ displayName: 'Ficha Originals', sort: 9, listed: true });
    const inHouse = await apiClient(baseUrl, { language: 'EN' }).call(getGameList, { gameType: 'INHOUSE' });
    expect(inHouse.games.map((g) => g.gameName).sort()).toEqual(['Fruit Slot', 'Lucky Dice']);

    provider.serve(firstCatalog);
    expect(await operator.call(syncCatalog, sync)).toMatchObject({ gamesCreated: 0, gamesUpdated: 2 });
    expect(await gameOf('crash')).toMatchObject({ listed: true });
    expect(await gameOf('dice')).toMatchObject({ names: { ES: 'Dados', EN: 'Lucky Dice' }, isHot: true });
  });

  it('runs concurrent syncs one after the other, with one effect', async () => {
    provider.serve({ ...firstCatalog, games: [...firstCatalog.games, game('race', 'Race', 'FISH')] });
    const results = await Promise.all([operator.call(syncCatalog, sync), operator.call(syncCatalog, sync)]);
    expect(results.map((r) => r.vendorsCreated).sort()).toEqual([0, 1]);
    expect(results.map((r) => r.gamesCreated).sort()).toEqual([0, 1]);
    provider.serve(firstCatalog);
    expect(await operator.call(syncCatalog, sync)).toMatchObject({ gamesUnlisted: 1 });
  });

  it('unlists a vendor whose category the provider no longer serves', async () => {
    provider.serve({ provider: 'FICHA', games: [game('dice', 'Dice', 'MINI')] });
    await operator.call(syncCatalog, sync);
    expect(await vendorOf(operator, 'RNG')).toMatchObject({ listed: false });
    const { data } = await apiClient(baseUrl).call(getGameVendors, {});
    expect(data.lanes.flatMap((l) => l.cards.map((c) => c.displayName))).toEqual(['Ficha Originals']);
    provider.serve(firstCatalog);
    await operator.call(syncCatalog, sync);
    expect(await vendorOf(operator, 'RNG')).toMatchObject({ listed: true });
  });

  it('answers provider_unavailable and changes nothing when the catalog is not the provider’s or cannot be read', async () => {
    const before = await operator.call(listCatalogGames, { pageSize: 100 });
    provider.serve({ provider: 'SOMEONE_ELSE', games: [game('evil', 'Evil', 'RNG')] });
    expect(await failureOf(operator, syncCatalog, sync)).toMatchObject({
      status: 502,
      errorCode: 'provider_unavailable',
    });
    provider.serve({ provider: 'FICHA', games: [{ gameCode: 'bad' } as never] });
    expect(await failureOf(operator, syncCatalog, sync)).toMatchObject({
      status: 502,
      errorCode: 'provider_unavailable',
    });
    provider.setReachable(false);
    expect(await failureOf(operator, syncCatalog, sync)).toMatchObject({
      status: 502,
      errorCode: 'provider_unavailable',
    });
    expect(await operator.call(listCatalogGames, { pageSize: 100 })).toEqual(before);
    provider.setReachable(true);
    provider.serve(firstCatalog);
  });

  it('reads the registry: a moved base URL, a disabled, unknown or foreign provider, a bad code', async () => {
    const before = await operator.call(listCatalogGames, { pageSize: 100 });
    const closed = await startProviderStandIn({ secret: 'unused-secret' });
    await closed.close();
    await registerStandIn({ baseUrl: closed.baseUrl });
    expect(await failureOf(operator, syncCatalog, sync)).toMatchObject({
      status: 502,
      errorCode: 'provider_unavailable',
    });
    await registerStandIn({ enabled: false });
    expect(await failureOf(operator, syncCatalog, sync)).toMatchObject({ status: 403, errorCode: 'PROVIDER_DISABLED' });
    await registerStandIn();
    expect(await failureOf(operator, syncCatalog, { providerCode: 'NOBODY' })).toMatchObject({
      status: 404,
      errorCode: 'not_found',
    });
    // Provider codes are per registration: the rival merchant has none, and may not sync the demo's.
    expect(await failureOf(otherOperator, syncCatalog, sync)).toMatchObject({ status: 404, errorCode: 'not_found' });
    for (const input of [
      {},
      { providerCode: '' },
      { providerCode: 'ficha' },
      { providerCode: 7 },
      { providerCode: 'X'.repeat(33) },
    ]) {
      expect(await failureOf(operator, syncCatalog, input as never), JSON.stringify(input)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
    expect(await operator.call(listCatalogGames, { pageSize: 100 })).toEqual(before);
    expect(await operator.call(syncCatalog, sync)).toMatchObject({ providerCode: 'FICHA' });
  });
});

describe('console vendor and game edits', () => {
  it('edits a vendor’s label, lane, order, switches and icons, audited with before and after', async () => {
    const rng = await vendorOf(operator, 'RNG');
    const updated = await operator.call(updateCatalogVendor, {
      id: rng.id,
      gameType: 'SPORTS',
      maintenance: true,
      largeIconUrl: 'https://cdn.example/large.png',
      smallIconUrl: '/media/small.png',
    });
    expect(updated).toMatchObject({
      gameType: 'SPORTS',
      maintenance: true,
      largeIconUrl: 'https://cdn.example/large.png',
      smallIconUrl: '/media/small.png',
    });
    const [entry] = (await operator.call(listAuditLog, {})).list;
    expect(entry).toMatchObject({
      action: 'catalog.vendor.update',
      before: { gameType: 'RNG', maintenance: false, largeIconUrl: null, smallIconUrl: null },
      after: { gameType: 'SPORTS', maintenance: true },
    });
    const cleared = await operator.call(updateCatalogVendor, { id: rng.id, largeIconUrl: '', gameType: 'RNG' });
    expect(cleared.largeIconUrl).toBeNull();
  });

  it('refuses moving a vendor into a lane its code already holds with 409', async () => {
    const rng = await vendorOf(operator, 'RNG');
    expect(await failureOf(operator, updateCatalogVendor, { id: rng.id, gameType: 'INHOUSE' })).toMatchObject({
      status: 409,
      errorCode: 'conflict',
      fields: [{ field: 'gameType', reason: 'vendor_lane_taken' }],
    });
  });

  it('refuses bad edits with 400 and changes nothing', async () => {
    const rng = await vendorOf(operator, 'RNG');
    const dice = await gameOf('dice');
    const badVendorEdits = [
      { id: rng.id, gameType: 'CASINO' },
      { id: rng.id, sort: -1 },
      { id: rng.id, sort: 1.5 },
      { id: rng.id, displayName: '' },
      { id: rng.id, largeIconUrl: 'javascript:alert(1)' },
      { id: rng.id, enabled: 'yes' },
      { id: 'x' },
      { id: rng.id, listed: false },
    ];
    for (const input of badVendorEdits) {
      expect(await failureOf(operator, updateCatalogVendor, input as never), JSON.stringify(input)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
    const badGameEdits = [
      { nodeId: dice.nodeId, names: { XX: 'Nope' } },
      { nodeId: dice.nodeId, names: { EN: '' } },
      { nodeId: dice.nodeId, names: { EN: 'x'.repeat(121) } },
      { nodeId: dice.nodeId, classify: ['bad tag'] },
      { nodeId: dice.nodeId, isHot: 1 },
      { nodeId: dice.nodeId, name: 'Provider-owned' },
      { nodeId: 0 },
    ];
    for (const input of badGameEdits) {
      expect(await failureOf(operator, updateCatalogGame, input as never), JSON.stringify(input)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
    expect(await vendorOf(operator, 'RNG')).toEqual(rng);
    expect(await gameOf('dice')).toEqual(dice);
  });

  it("keeps another merchant's operator out of this catalog", async () => {
    const rng = await vendorOf(operator, 'RNG');
    const dice = await gameOf('dice');
    expect((await otherOperator.call(listCatalogVendors, {})).list).toEqual([]);
    expect((await otherOperator.call(listCatalogGames, {})).list).toEqual([]);
    expect(await failureOf(otherOperator, updateCatalogVendor, { id: rng.id, enabled: false })).toMatchObject({
      status: 404,
    });
    expect(await failureOf(otherOperator, updateCatalogGame, { nodeId: dice.nodeId, isHot: false })).toMatchObject({
      status: 404,
    });
    expect(await gameOf('dice')).toEqual(dice);
    expect(await failureOf(apiClient(baseUrl), listCatalogVendors, {})).toMatchObject({ status: 401 });
  });

  it('edits the lane rules, normalised and audited, and refuses bad vendor codes', async () => {
    expect(await operator.call(updateLaneRules, { esportVendors: ['imes', 'TF', 'IMES'] })).toEqual({
      esportVendors: ['IMES', 'TF'],
      cockfightVendors: [],
      excludedRngVendors: ['FICHA'],
    });
    expect(await operator.call(getLaneRules, {})).toMatchObject({ esportVendors: ['IMES', 'TF'] });
    expect((await operator.call(listAuditLog, {})).list[0]).toMatchObject({ action: 'merchant.lane_rules.update' });
    expect(await failureOf(operator, updateLaneRules, { cockfightVendors: ['no spaces'] })).toMatchObject({
      status: 400,
    });
    expect(await otherOperator.call(getLaneRules, {})).toEqual({
      esportVendors: [],
      cockfightVendors: [],
      excludedRngVendors: [],
    });
  });
});

describe('list tiles (isGame VASSALAGE)', () => {
  it('adds one tile per vendor that opens its list, edited like a game and kept by the sync', async () => {
    const mini = await vendorOf(operator, 'MINI');
    const tile = await operator.call(createCatalogContainer, {
      vendorId: mini.id,
      name: 'All originals',
      iconUrl: 'https://cdn.example/originals.png',
    });
    expect(tile).toMatchObject({ isGame: 'VASSALAGE', gameCode: null, vassalage: 'FICHA', listed: true });
    await operator.call(updateCatalogGame, { nodeId: tile.nodeId, isHot: true, iconUrl: '/media/originals.png' });
    const hot = await apiClient(baseUrl).call(getHotGames, {});
    expect(hot.list.find((g) => g.nodeId === tile.nodeId)).toMatchObject({
      isGame: 'VASSALAGE',
      gameCode: null,
      gameName: 'All originals',
      iconUrl: '/media/originals.png',
    });
    expect((await operator.call(listAuditLog, {})).list[1]).toMatchObject({ action: 'catalog.container.create' });

    expect(await failureOf(operator, createCatalogContainer, { vendorId: mini.id, name: 'Again' })).toMatchObject({
      status: 409,
      fields: [{ field: 'vendorId', reason: 'container_exists' }],
    });
    expect(await failureOf(otherOperator, createCatalogContainer, { vendorId: mini.id, name: 'Mine' })).toMatchObject({
      status: 404,
    });
    expect(await failureOf(operator, createCatalogContainer, { vendorId: mini.id, name: '' })).toMatchObject({
      status: 400,
    });
    // A sync leaves the tile alone (it unlists only the provider's games).
    provider.setReachable(true);
    provider.serve(firstCatalog);
    await operator.call(syncCatalog, sync);
    expect(await gameOf('crash')).toMatchObject({ listed: true });
    const tiles = (await operator.call(listCatalogGames, { vendorId: mini.id })).list.filter(
      (g) => g.isGame === 'VASSALAGE',
    );
    expect(tiles).toMatchObject([{ nodeId: tile.nodeId, listed: true, name: 'All originals' }]);
    // A game's icon belongs to its provider.
    const dice = await gameOf('dice');
    expect(await failureOf(operator, updateCatalogGame, { nodeId: dice.nodeId, iconUrl: '/x.png' })).toMatchObject({
      status: 400,
      fields: [{ field: 'iconUrl', reason: 'provider_owned' }],
    });
  });
});
