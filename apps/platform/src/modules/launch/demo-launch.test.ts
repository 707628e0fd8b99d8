import {
  freePlay,
  gameLaunchFB,
  gameTrialLaunch,
  getDemoVendors,
  getRecentGames,
  launchGame,
  listProviders,
  updateMerchantSettings,
  updateProvider,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor, merchantIdOf } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { startProviderStandIn } from '../../../test/provider-stand-in.ts';
import { seamlessFixture } from '../../../test/seamless-client.ts';
import type { GameRow } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
const g: Record<string, GameRow> = {};
const visitor = () => apiClient(baseUrl, { language: 'EN' });

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const f = await seamlessFixture(t.db, baseUrl);
  provider = await startProviderStandIn({ secret: f.provider.secret });
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const ficha = (await operator.call(listProviders, {})).list.find((p) => p.code === 'FICHA');
  if (!ficha) throw new Error('demo provider FICHA missing');
  await operator.call(updateProvider, {
    id: ficha.id,
    name: ficha.name,
    categories: ficha.categories as never,
    baseUrl: provider.baseUrl,
    enabled: true,
  });
  const demoId = await merchantIdOf(t.db, 'demo');
  const ours = await insertVendor(t.db, demoId, { vassalage: 'FICHADEMO', providerCode: 'FICHA', gameType: 'RNG' });
  g['slot'] = await insertGame(t.db, ours, { gameCode: 'huerta-dorada', name: 'Huerta Dorada' });
  g['fixing'] = await insertGame(t.db, ours, { gameCode: 'templo-del-jaguar', name: 'Templo', maintenance: true });
  g['hidden'] = await insertGame(t.db, ours, { gameCode: 'hidden', name: 'Hidden', enabled: false });
  const theirs = await insertVendor(t.db, demoId, { vassalage: 'OTHERV', gameType: 'LIVE' });
  g['other'] = await insertGame(t.db, theirs, { gameCode: 'other-table', name: 'Other table' });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('demo play (GCS_gameTrialLaunch, GCS_gameLaunchFB)', () => {
  it("opens our own game in demo mode for a visitor: the game server's play money, no wallet, nothing recorded", async () => {
    const before = await databaseState(t.db);
    const answer = await visitor().call(gameTrialLaunch, { nodeId: g['slot']!.nodeId, accountType: '0' });
    const call = provider.launches.at(-1)!;
    expect(call).toMatchObject({
      gameCode: 'huerta-dorada',
      mode: 'demo',
      language: 'EN',
      currency: 'USD',
      returnUrl: `${baseUrl}/`,
    });
    expect(answer.content.game_url).toBe(`${provider.baseUrl}/play/huerta-dorada?token=${call.launchToken}`);
    // No launch token of the wallet, no recent game, no money: the database is as it was.
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('opens it for a trial account too, under either name of the call', async () => {
    const { token } = await visitor().call(freePlay, {});
    const trial = apiClient(baseUrl, { token, language: 'ES' });
    const launched = await trial.call(gameLaunchFB, { nodeId: String(g['slot']!.nodeId) as never });
    expect(provider.launches.at(-1)).toMatchObject({ mode: 'demo', language: 'ES' });
    expect(launched.content.game_url).toContain('/play/huerta-dorada');
    // The real-money rules are unchanged: a trial account still can't launch for real.
    const real = await failureOf(trial, launchGame, { nodeId: g['slot']!.nodeId });
    expect(real.errorCode).toBe('in_need_true_account');
    expect((await trial.call(getRecentGames, {})).games).toEqual([]);
  });

  it("refuses another vendor's game honestly, and the game checks of every launch", async () => {
    const launches = provider.launches.length;
    const other = await failureOf(visitor(), gameTrialLaunch, { nodeId: g['other']!.nodeId });
    expect([other.status, other.errorCode]).toEqual([403, 'demo_not_available']);
    const fixing = await failureOf(visitor(), gameTrialLaunch, { nodeId: g['fixing']!.nodeId });
    expect(fixing.errorCode).toBe('game_under_maintenance');
    const hidden = await failureOf(visitor(), gameTrialLaunch, { nodeId: g['hidden']!.nodeId });
    expect(hidden.errorCode).toBe('not_found');
    const mismatch = await failureOf(visitor(), gameTrialLaunch, { nodeId: g['slot']!.nodeId, vassalage: 'OTHERV' });
    expect(mismatch.errorCode).toBe('not_found');
    expect(provider.launches.length).toBe(launches);
  });

  it('refuses bad input with a field error', async () => {
    for (const query of ['nodeId=abc', 'nodeId=1&accountType=1', 'nodeId=1&unknown=1', '']) {
      const response = await t.app.inject({ method: 'GET', url: `${gameTrialLaunch.path}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('lists the vendors whose games open in demo, and is off while the merchant has FREEPLAY3 off', async () => {
    const on = await visitor().call(getDemoVendors, {});
    expect(on.enabled).toBe(true);
    expect(on.vassalages).toContain('FICHADEMO');
    expect(on.vassalages).not.toContain('OTHERV');
    await operator.call(updateMerchantSettings, { modules: { FREEPLAY3: false } });
    try {
      expect(await visitor().call(getDemoVendors, {})).toEqual({ enabled: false, vassalages: [] });
      const off = await failureOf(visitor(), gameTrialLaunch, { nodeId: g['slot']!.nodeId });
      expect([off.status, off.errorCode]).toEqual([403, 'function.not.available']);
    } finally {
      await operator.call(updateMerchantSettings, { modules: { FREEPLAY3: true } });
    }
  });
});
