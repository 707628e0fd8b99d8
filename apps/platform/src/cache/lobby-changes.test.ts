import {
  createConsoleHelpEntry,
  getGameVendors,
  getHelpCenter,
  getSystemStatus,
  listCatalogVendors,
  updateCatalogVendor,
  updateMerchantSettings,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginDemoOperator } from '../../test/operator-session.ts';
import { startSecondInstance } from '../../test/second-instance.ts';

/**
 * Two platform instances on one database (decision 0033): a console change through instance A reaches the
 * lobby reads of instance B through the change announcement, long before B's caches would expire (catalog
 * 10 s, help 5 s, merchant 2 s): each check waits for B at most half of the shortest of those.
 */
const announcementWait = { timeout: 1000, interval: 20 };

let t: TestApp;
let instanceB: Awaited<ReturnType<typeof startSecondInstance>>;
let appB: FastifyInstance;
let operatorOnA: ApiClient;
let visitorOnB: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.connection.exec(`
    insert into platform.game_vendors (merchant_id, vassalage, provider_code, source_category, game_type, display_name, sort)
    select id, 'LOBBY1', 'LOBBY1', 'RNG', 'RNG', 'Lobby vendor', 1 from platform.merchants where code = 'demo';
    insert into platform.games (merchant_id, vendor_id, game_id, game_code, name, names, is_hot, classify, sort)
    select merchant_id, id, 'G1', 'LOBBY1_1', 'Lobby game', '{"EN":"Lobby game"}', true, array['SLOT'], 1
    from platform.game_vendors where vassalage = 'LOBBY1';
  `);
  instanceB = await startSecondInstance(t);
  appB = instanceB.app;
  const urlA = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const urlB = await appB.listen({ host: '127.0.0.1', port: 0 });
  operatorOnA = apiClient(urlA, { token: await loginDemoOperator(t.app) });
  visitorOnB = apiClient(urlB);
});

afterAll(async () => {
  await instanceB.close();
  await t.close();
});

describe('a console change on one instance', () => {
  it('drops the vendor lanes another instance had cached', async () => {
    const lanes = async () => (await visitorOnB.call(getGameVendors, {})).data.lanes.flatMap((l) => l.cards);
    expect((await lanes()).map((c) => c.displayName)).toEqual(['Lobby vendor']);
    const { list } = await operatorOnA.call(listCatalogVendors, {});
    const vendor = list.find((v) => v.vassalage === 'LOBBY1');
    await operatorOnA.call(updateCatalogVendor, { id: vendor!.id, displayName: 'Renamed vendor' });
    await vi.waitFor(
      async () => expect((await lanes()).map((c) => c.displayName)).toEqual(['Renamed vendor']),
      announcementWait,
    );
  });

  it('drops the help center another instance had cached', async () => {
    const tags = async () => (await visitorOnB.call(getHelpCenter, { lang: 'ES' })).map((e) => e.tag);
    expect(await tags()).not.toContain('lobby');
    await operatorOnA.call(createConsoleHelpEntry, {
      language: 'ES',
      device: 'WEB',
      tag: 'lobby',
      title: 'Vestíbulo',
      content: '<p>Nuevo</p>',
      sort: 9,
    });
    await vi.waitFor(async () => expect(await tags()).toContain('lobby'), announcementWait);
  });

  it('drops the merchant another instance had resolved, so its status shows the change', async () => {
    expect((await visitorOnB.call(getSystemStatus, {})).maintenance).toBe(false);
    await operatorOnA.call(updateMerchantSettings, { maintenance: true });
    try {
      await vi.waitFor(
        async () => expect((await visitorOnB.call(getSystemStatus, {})).status).toBe(1),
        announcementWait,
      );
    } finally {
      await operatorOnA.call(updateMerchantSettings, { maintenance: false });
    }
  });
});

describe('the prepared status answer', () => {
  it('is the bytes checking and serialising the whole answer gives, and passes the response schema', async () => {
    const response = await appB.inject({ method: 'GET', url: '/wps/system/status' });
    const body = response.json<{ success: true; value: unknown }>();
    const checked = getSystemStatus.response.parse(body.value);
    expect(response.body).toBe(JSON.stringify({ success: true, value: checked }));
    expect(getSystemStatus.response.strict().parse(body.value)).toEqual(checked);
  });
});
