import {
  linkKeyHeader,
  createPlatformMerchant,
  getOperatorSession,
  listOperatorAccounts,
  listPlatformMerchants,
  operatorLogin,
  updatePlatformMerchant,
  uploadPlatformMerchantLogo,
  type EndpointInput,
} from '@ficha/contract';
import { createLinkKey, openLink, type ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { bannerPng } from '../../../test/content-inputs.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginOperator, operatorLoginInput } from '../../../test/operator-session.ts';
import { demoLogins } from '../../seed/seed-demo.ts';

let t: TestApp;
let baseUrl: string;
let platform: ApiClient;
let owner: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  platform = apiClient(baseUrl, { token: await loginOperator(t.app, demoLogins.platform) });
  owner = apiClient(baseUrl, { token: await loginOperator(t.app, demoLogins.operator) });
});
afterAll(() => t.close());

type NewMerchant = EndpointInput<typeof createPlatformMerchant>;

const newMerchant = (overrides: Partial<NewMerchant> = {}): NewMerchant => ({
  code: 'norte',
  name: 'Norte Apuestas',
  domains: ['norte.example', 'www.norte.example'],
  defaultLanguage: 'EN',
  supportLanguages: ['EN', 'ES', 'PT'],
  currency: 'MXN',
  timeZone: 'America/Mexico_City',
  theme: { brandColour: '#1d4ed8', onBrandColour: '#ffffff' },
  customerService: [{ csType: 'TELEGRAM', csPosition: 1, title: 'Telegram', url: 'https://t.me/norte' }],
  resources: [{ resourceType: 'FACEBOOK', url: 'https://facebook.com/norte', label: 'Facebook' }],
  appLinks: { android: 'https://norte.example/app.apk', ios: '' },
  agentSupportHours: { from: '08:00', to: '20:00' },
  modules: { FEEDBACK3: false },
  owner: { username: 'norteadmin', displayName: 'Norte Owner', password: 'NorteOwner#2026' },
  ...overrides,
});

const statusOn = async (host: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } });
  return { status: response.statusCode, body: response.json() };
};

describe('the platform super-operator', () => {
  it('creates a merchant with its domains, brand, links, support hours and first owner', async () => {
    const created = await platform.call(createPlatformMerchant, newMerchant());
    expect(created).toMatchObject({
      code: 'norte',
      name: 'Norte Apuestas',
      isDefault: false,
      domains: ['norte.example', 'www.norte.example'],
      currency: 'MXN',
      timeZone: 'America/Mexico_City',
      theme: { brandColour: '#1d4ed8', onBrandColour: '#ffffff' },
      logoUrl: null,
      customerService: [{ csType: 'TELEGRAM', csPosition: 1, title: 'Telegram', url: 'https://t.me/norte' }],
      resources: [{ resourceType: 'FACEBOOK', url: 'https://facebook.com/norte', label: 'Facebook' }],
      appLinks: { android: 'https://norte.example/app.apk', ios: '' },
      agentSupportHours: { from: '08:00', to: '20:00' },
    });
    expect(created.modules['FEEDBACK3']).toBe(false);
    expect(created.modules['INBOX3']).toBe(true);
    const listed = await platform.call(listPlatformMerchants, {});
    expect(listed.list.map((m) => m.code)).toEqual(['demo', 'norte']);
  });

  it('serves the new merchant on its own domain: its name, brand, links and support hours', async () => {
    const { status, body } = await statusOn('www.norte.example');
    expect(status).toBe(200);
    expect(body.value.info).toMatchObject({
      merchantCode: 'norte',
      merchantName: 'Norte Apuestas',
      currency: 'MXN',
      brand: { theme: { brandColour: '#1d4ed8', onBrandColour: '#ffffff' }, logoUrl: null },
      agentSupportHours: { from: '08:00', to: '20:00', timeZone: 'America/Mexico_City' },
    });
    // The path is the merchant's link sealed for the asking client (decision 0079); without its key, empty.
    expect(body.value.info.customerService).toEqual([expect.objectContaining({ csType: 'TELEGRAM', path: '' })]);
    const key = (await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).json().value;
    const link = await createLinkKey(key);
    const sealed = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'www.norte.example', [linkKeyHeader]: link.header },
    });
    const [entry] = sealed.json().value.info.customerService;
    expect(await openLink(link.key, entry.path)).toBe('https://t.me/norte');
    expect(body.value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'FACEBOOK',
      'Android',
    ]);
  });

  it('gives the new owner a temporary password to change first, inside the new merchant only', async () => {
    const { token, operator } = await apiClient(baseUrl).call(
      operatorLogin,
      operatorLoginInput({ merchantCode: 'norte', username: 'norteadmin', password: 'NorteOwner#2026' }),
    );
    expect(operator).toMatchObject({ role: 'owner', mustChangePassword: true });
    const norteOwner = apiClient(baseUrl, { token });
    expect(await norteOwner.call(getOperatorSession, {})).toMatchObject({ merchantCode: 'norte', role: 'owner' });
    expect((await failureOf(norteOwner, listOperatorAccounts, {})).errorCode).toBe('password_change_required');
  });

  it('changes a merchant and keeps its code; the site shows the change at once', async () => {
    const current = (await platform.call(listPlatformMerchants, {})).list.find((m) => m.code === 'norte')!;
    const { createdAt: _c, isDefault: _d, logoUrl: _l, ...config } = current;
    const updated = await platform.call(updatePlatformMerchant, {
      ...config,
      name: 'Norte Casino',
      domains: ['norte.example'],
      theme: { brandColour: '#fde047', onBrandColour: '#111827' },
      agentSupportHours: null,
      appLinks: { android: '', ios: 'https://norte.example/ios' },
    });
    expect(updated).toMatchObject({ name: 'Norte Casino', domains: ['norte.example'], agentSupportHours: null });
    expect((await statusOn('norte.example')).body.value.info).toMatchObject({
      merchantName: 'Norte Casino',
      brand: { theme: { brandColour: '#fde047' } },
      agentSupportHours: null,
    });
    // The domain it gave up is nobody's now.
    expect((await statusOn('www.norte.example')).body).toMatchObject({ success: false, errorCode: 'invalid_domain' });
  });

  it('sets a logo checked by the image reader, served under an address of its own', async () => {
    const png = bannerPng(320, 120, 90);
    const profile = await platform.call(uploadPlatformMerchantLogo, {
      code: 'norte',
      contentType: 'image/png',
      dataBase64: png.toString('base64'),
    });
    expect(profile.logoUrl).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: profile.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await statusOn('norte.example')).body.value.info.brand.logoUrl).toBe(profile.logoUrl);
  });
});

describe('bad input gets field errors', () => {
  const fieldsOf = async (input: NewMerchant) => {
    const error = await failureOf(platform, createPlatformMerchant, input);
    return { code: error.errorCode, fields: (error.fields ?? []).map((f) => [f.field, f.reason]) };
  };

  it('refuses malformed domains', async () => {
    for (const domain of ['http://bad.example', 'bad domain.example', '-bad.example', 'bad.example:8080', 'a..b']) {
      expect(await fieldsOf(newMerchant({ code: 'otro', domains: [domain] })), domain).toEqual({
        code: 'request_param_err',
        fields: [['domains.0', 'domain_format']],
      });
    }
  });

  it('refuses a code or a domain another merchant has, and a domain twice', async () => {
    expect(await fieldsOf(newMerchant({ domains: ['nuevo.example'] }))).toEqual({
      code: 'merchant_code_taken',
      fields: [['code', 'code_taken']],
    });
    expect(await fieldsOf(newMerchant({ code: 'otro', domains: ['nuevo.example', 'localhost'] }))).toEqual({
      code: 'merchant_domain_taken',
      fields: [['domains.1', 'domain_taken']],
    });
    expect(await fieldsOf(newMerchant({ code: 'otro', domains: ['a.example', 'A.example'] }))).toEqual({
      code: 'request_param_err',
      fields: [['domains.1', 'duplicate']],
    });
  });

  it('refuses a malformed code', async () => {
    expect(await fieldsOf(newMerchant({ code: 'no code!', domains: ['x.example'] }))).toEqual({
      code: 'request_param_err',
      fields: [['code', 'merchant_code_format']],
    });
  });

  it('refuses colours that are not #rrggbb, or a pair that does not read', async () => {
    const base = { code: 'otro', domains: ['otro.example'] };
    expect(await fieldsOf(newMerchant({ ...base, theme: { brandColour: 'blue', onBrandColour: '#ffffff' } }))).toEqual({
      code: 'request_param_err',
      fields: [['theme.brandColour', 'colour_format']],
    });
    expect(
      await fieldsOf(newMerchant({ ...base, theme: { brandColour: '#fde047', onBrandColour: '#ffffff' } })),
    ).toEqual({ code: 'request_param_err', fields: [['theme.onBrandColour', 'colour_contrast']] });
  });

  it('refuses an unknown time zone, a default language not enabled and an unknown currency', async () => {
    const base = { code: 'otro', domains: ['otro.example'] };
    expect(await fieldsOf(newMerchant({ ...base, timeZone: 'Mars/Olympus' }))).toEqual({
      code: 'request_param_err',
      fields: [['timeZone', 'time_zone']],
    });
    expect(await fieldsOf(newMerchant({ ...base, defaultLanguage: 'FR' }))).toEqual({
      code: 'request_param_err',
      fields: [['defaultLanguage', 'language_not_enabled']],
    });
    const unknownCurrency = await failureOf(platform, createPlatformMerchant, {
      ...newMerchant(base),
      // A code the platform does not keep money in.
      currency: 'BTC' as NewMerchant['currency'],
    });
    expect(unknownCurrency.fields?.map((f) => f.field)).toEqual(['currency']);
  });

  it('creates nothing when it refuses', async () => {
    expect((await platform.call(listPlatformMerchants, {})).list.map((m) => m.code)).toEqual(['demo', 'norte']);
  });
});

describe("merchants' operators and the platform's", () => {
  it("refuses a merchant's owner every platform call", async () => {
    expect((await failureOf(owner, listPlatformMerchants, {})).errorCode).toBe('operator_forbidden');
    expect((await failureOf(owner, createPlatformMerchant, newMerchant({ code: 'otro' }))).errorCode).toBe(
      'operator_forbidden',
    );
  });

  it("never lists the platform's operator among the default merchant's staff", async () => {
    const { list } = await owner.call(listOperatorAccounts, {});
    expect(list.map((o) => o.username)).not.toContain(demoLogins.platform.username);
  });

  it("refuses the platform's operator everything inside a merchant", async () => {
    expect((await failureOf(platform, listOperatorAccounts, {})).errorCode).toBe('operator_forbidden');
  });

  it('answers an unknown host with invalid_domain, in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'nadie.example', language: 'EN' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'invalid_domain',
      message: 'This web address is not one of our sites; please contact customer service',
    });
  });
});
