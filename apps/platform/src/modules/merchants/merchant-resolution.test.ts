import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.db, { code: 'beta', name: 'Beta Bets', domain: 'beta.example' });
});
afterAll(() => t.close());

const statusWith = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers });
  return { status: response.statusCode, body: response.json() };
};

describe('merchant resolution', () => {
  it('uses the Merchant header first', async () => {
    const { body } = await statusWith({ merchant: 'beta', host: 'localhost' });
    expect(body.value.info.merchantName).toBe('Beta Bets');
  });

  it('matches the header case-insensitively', async () => {
    const { body } = await statusWith({ merchant: 'BETA' });
    expect(body.value.info.merchantCode).toBe('beta');
  });

  it('falls back to the request host', async () => {
    const { body } = await statusWith({ host: 'beta.example:8080' });
    expect(body.value.info.merchantCode).toBe('beta');
    expect(body.value.info.defaultLanguage).toBe('EN');
  });

  it('answers an unknown host with the invalid-domain error instead of another merchant (SPEC §8)', async () => {
    const { status, body } = await statusWith({ host: 'unknown.example' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, errorCode: 'invalid_domain' });
  });

  it('falls back to the default merchant for an unknown host where the development setting says so', async () => {
    const fallback = await createTestApp({ MERCHANT_HOST_FALLBACK: 'true' });
    try {
      const response = await fallback.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'unknown.example' },
      });
      expect(response.json().value.info.merchantCode).toBe('demo');
    } finally {
      await fallback.close();
    }
  });

  it('answers an unknown merchant code with a clear error, in the request language', async () => {
    const spanish = await statusWith({ merchant: 'nosuch' });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({
      success: false,
      errorCode: 'merchant_not_found',
      message: 'El sitio solicitado no existe',
    });
    const english = await statusWith({ merchant: 'bad code!', language: 'EN' });
    expect(english.body).toMatchObject({
      errorCode: 'merchant_not_found',
      message: 'The requested site does not exist',
    });
  });

  it('keeps merchants apart: each answers its own configuration', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/wps/system/country', headers: { merchant: 'demo' } });
    const beta = await t.app.inject({ method: 'GET', url: '/wps/system/country', headers: { merchant: 'beta' } });
    expect(demo.json().value.length).toBeGreaterThan(2);
    expect(
      beta
        .json()
        .value.map((c: { countryCode: string }) => c.countryCode)
        .sort(),
    ).toEqual(['ES', 'MX']);
    const betaHelp = await t.app.inject({
      method: 'GET',
      url: '/wps/system/helpCenter',
      headers: { merchant: 'beta' },
    });
    expect(betaHelp.json().value).toEqual([]);
  });
});
