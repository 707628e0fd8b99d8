import {
  checkIfAppDomain,
  clientEventLimits,
  customerServiceScriptMaxLength,
  getCustomerServiceScript,
  getKycSetting,
  getLocation,
  getSiteSettings,
  getSiteTemplate,
  getSystemStatus,
  getSystemStatusV2,
  login,
  moduleIds,
  updateMerchantSettings,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { clientEvents, members } from '../../db/schema/index.ts';
import { createRateLimiter } from '../rate-limits/rate-limits.service.ts';
import { createClientEventService } from './client-events.service.ts';

let t: TestApp;
let baseUrl: string;
let visitor: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  visitor = apiClient(baseUrl);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

/** A raw call, to send what the typed client would not (a foreign host, a body of the wrong shape). */
async function raw(method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) };
}

describe('site settings from the merchant (/wps/system/settings/consolidated, templates, chat widget, KYC)', () => {
  it("answers the demo merchant's settings, every module by id", async () => {
    const settings = await visitor.call(getSiteSettings, {});
    expect(settings).toMatchObject({
      merchantCode: 'demo',
      merchantName: 'Ficha Demo',
      currency: 'USD',
      defaultLanguage: 'ES',
      mainDomain: 'localhost',
      memberTypes: { agent: [1, 2, 41, 42], trial: [4] },
      kycRequired: false,
      siteTemplate: 'ficha',
      defaultTheme: 'dark',
    });
    expect(Object.keys(settings.modules).sort()).toEqual([...moduleIds].sort());
    expect(Object.values(settings.modules).every(Boolean)).toBe(true);
    expect(await visitor.call(getSiteTemplate, {})).toEqual({
      template: 'ficha',
      brandName: 'Ficha Demo',
      defaultTheme: 'dark',
      themes: ['dark', 'light'],
    });
    expect(await visitor.call(getCustomerServiceScript, {})).toEqual({ script: '' });
    expect(await visitor.call(getKycSetting, {})).toEqual({ kycRequired: false });
  });

  it("follows the console's merchant settings at once, and refuses a malformed one", async () => {
    const script = '<script src="https://chat.example/widget.js" data-site="demo"></script>';
    const saved = await operator.call(updateMerchantSettings, {
      customerServiceScript: script,
      kycRequired: true,
      siteTemplate: 'ficha-neon',
      defaultTheme: 'light',
    });
    expect(saved).toMatchObject({
      customerServiceScript: script,
      kycRequired: true,
      siteTemplate: 'ficha-neon',
      defaultTheme: 'light',
    });
    expect(await visitor.call(getCustomerServiceScript, {})).toEqual({ script });
    expect(await visitor.call(getKycSetting, {})).toEqual({ kycRequired: true });
    expect(await visitor.call(getSiteTemplate, {})).toMatchObject({ template: 'ficha-neon', defaultTheme: 'light' });
    expect(await visitor.call(getSiteSettings, {})).toMatchObject({ kycRequired: true, defaultTheme: 'light' });

    for (const bad of [
      { customerServiceScript: 'x'.repeat(customerServiceScriptMaxLength + 1) },
      { siteTemplate: 'Neon Theme!' },
      { defaultTheme: 'blue' },
    ]) {
      const error = await failureOf(operator, updateMerchantSettings, bad as never);
      expect([error.status, error.errorCode]).toEqual([400, 'request_param_err']);
    }
    await operator.call(updateMerchantSettings, {
      customerServiceScript: '',
      kycRequired: false,
      siteTemplate: 'ficha',
      defaultTheme: 'dark',
    });
    expect(await visitor.call(getCustomerServiceScript, {})).toEqual({ script: '' });
  });

  it('refuses the settings calls to a visitor of an unknown merchant, and unknown parameters', async () => {
    for (const path of ['/wps/system/settings/consolidated', '/wps/system/templates', '/wps/system/location']) {
      expect((await raw('GET', path, { headers: { merchant: 'nobody' } })).body).toMatchObject({
        success: false,
        errorCode: 'merchant_not_found',
      });
      expect((await raw('GET', `${path}?color=red`)).body).toMatchObject({ errorCode: 'request_param_err' });
    }
  });
});

describe('location and the app-domain check', () => {
  it("answers the caller's address, its country and whether the merchant blocks it", async () => {
    const from = (ip: string) => apiClient(baseUrl, { ip }).call(getLocation, {});
    expect(await from('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: 'US', regionRestriction: false });
    await operator.call(updateMerchantSettings, { blockedCountries: ['US'] });
    expect(await from('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: 'US', regionRestriction: true });
    await operator.call(updateMerchantSettings, { blockedCountries: [] });
  });

  it("says whether the host is one of the merchant's domains", async () => {
    expect(await visitor.call(checkIfAppDomain, {})).toEqual({ domain: '127.0.0.1', isAppDomain: true });
    // A copy of the site on a host the merchant never listed (inject: fetch will not send a foreign Host).
    const clone = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/WPSCORE_checkIfAppDomain',
      headers: { merchant: 'demo', host: 'ficha-demo.clone.example:8443' },
    });
    expect(clone.json()).toEqual({
      success: true,
      value: { domain: 'ficha-demo.clone.example', isAppDomain: false },
    });
  });

  it('answers the status under its v2 path too', async () => {
    expect(await visitor.call(getSystemStatusV2, {})).toEqual(await visitor.call(getSystemStatus, {}));
  });
});

describe('client analytics events (/wps/system/collect)', () => {
  const collect = (body: unknown, headers: Record<string, string> = {}) =>
    raw('POST', '/wps/system/collect', { body, headers });

  it("answers 204 with no body and records a visitor's event, and a signed-in player's batch with its member", async () => {
    expect(await collect({ name: 'page_view', page: '/home', data: { referrer: 'ads', depth: 2 } })).toEqual({
      status: 204,
      body: null,
    });
    const { token } = await visitor.call(login, { username: 'jugador1', password: 'Demo1234' });
    const at = Date.UTC(2026, 10, 26, 7, 0, 0);
    const batch = await collect(
      {
        events: [
          { name: 'game_open', data: { gameCode: 'dice' }, at },
          { name: 'page_view', page: '/rng' },
        ],
      },
      { authorization: token },
    );
    expect(batch.status).toBe(204);
    const [player] = await t.db.select({ id: members.id }).from(members).where(eq(members.username, 'jugador1'));
    const rows = await t.db.select().from(clientEvents).orderBy(clientEvents.id);
    expect(rows.map((r) => [r.name, r.page, r.data, r.memberId, r.occurredAt?.getTime() ?? null])).toEqual([
      ['page_view', '/home', { referrer: 'ads', depth: 2 }, null, null],
      ['game_open', null, { gameCode: 'dice' }, player?.id, at],
      ['page_view', '/rng', {}, player?.id, null],
    ]);
  });

  it('refuses an event or a batch over its bounds, and unknown fields, storing nothing', async () => {
    const before = await t.db.$count(clientEvents);
    const event = { name: 'page_view' };
    for (const body of [
      {},
      { events: [] },
      { events: Array.from({ length: clientEventLimits.eventsPerRequest + 1 }, () => event) },
      { name: 'has spaces' },
      { name: 'x'.repeat(65) },
      { ...event, page: 'p'.repeat(513) },
      { ...event, data: { note: 'n'.repeat(clientEventLimits.dataValueLength + 1) } },
      {
        ...event,
        data: Object.fromEntries(Array.from({ length: clientEventLimits.dataKeys + 1 }, (_, i) => [`k${i}`, i])),
      },
      { ...event, data: { nested: { deep: true } } },
      { ...event, userAgent: 'spy' },
    ]) {
      const answer = await collect(body);
      expect([answer.status, answer.body?.['errorCode']], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        'request_param_err',
      ]);
    }
    // Every event within its bounds, the request over the body limit: refused before it is read.
    const data = Object.fromEntries(
      Array.from({ length: clientEventLimits.dataKeys }, (_, i) => [
        `k${i}`,
        'v'.repeat(clientEventLimits.dataValueLength),
      ]),
    );
    const tooLarge = await collect({
      events: Array.from({ length: clientEventLimits.eventsPerRequest }, () => ({ ...event, data })),
    });
    expect(JSON.stringify(data).length * clientEventLimits.eventsPerRequest).toBeGreaterThan(
      clientEventLimits.bodyBytes,
    );
    expect(tooLarge).toMatchObject({ status: 400, body: { errorCode: 'request_param_err' } });
    expect(tooLarge.body?.['fields']).toBeUndefined();
    expect(await t.db.$count(clientEvents)).toBe(before);
  });

  it('limits the requests of one address per minute', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    for (let i = 0; i < clientEventLimits.requestsPerMinutePerAddress; i++) {
      expect((await collect({ name: 'tick' }, from)).status).toBe(204);
    }
    const refused = await collect({ name: 'tick' }, from);
    expect([refused.status, refused.body?.['errorCode']]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect((await collect({ name: 'tick' }, { 'x-forwarded-for': '198.51.100.24' })).status).toBe(204);
  });

  it("keeps only a merchant's newest events", async () => {
    const service = createClientEventService(t.db, { rateLimiter: createRateLimiter(t.db), rowsKept: 3 });
    const ctx = { merchantId: 999_001, memberId: null, ip: '192.0.2.1' };
    for (const name of ['one', 'two', 'three', 'four', 'five']) await service.record(ctx, [{ name }]);
    const kept = await t.db.select().from(clientEvents).where(eq(clientEvents.merchantId, ctx.merchantId));
    expect(kept.map((r) => r.name).sort()).toEqual(['five', 'four', 'three']);
  });
});
