import { languageCodes } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /wps/system/status', () => {
  it('answers status 0 with location, customer service, resources, modules and registration rules', async () => {
    const { status, body } = await get('/wps/system/status');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const value = body.value;
    expect(value.status).toBe(0);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.info.merchantCode).toBe('demo');
    expect(value.info.defaultLanguage).toBe('ES');
    expect(value.info.supportLanguages).toEqual([...languageCodes]);
    expect(value.info.customerService.map((c: { csType: string }) => c.csType)).toContain('TELEGRAM');
    expect(value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('Android');
    expect(value.info.whitelabel.find((n: { modId: string }) => n.modId === 'REG3').childrenNodes).toContainEqual({
      modId: 'MOBILENUMREG3',
      enabled: '1',
      childrenNodes: [],
    });
    expect(value.info.register.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6 });
    expect(value.info.memberTypes).toEqual({ agent: [1, 2, 41, 42], trial: [4] });
    expect(Array.isArray(value.info.imageCDNs)).toBe(true);
    expect(Array.isArray(value.info.launchGameCDNs)).toBe(true);
  });

  it('accepts the cache buster t and refuses unknown query parameters with a 400 envelope', async () => {
    expect((await get('/wps/system/status?t=1700000000000')).status).toBe(200);
    const { status, body } = await get('/wps/system/status?admin=1');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(body.fields).toContainEqual({ field: 'admin', reason: 'unknown_field' });
  });
});

describe('other system calls', () => {
  it('GET /wps/system/whitelabel answers the module tree', async () => {
    const { body } = await get('/wps/system/whitelabel');
    expect(body.value.map((n: { modId: string }) => n.modId)).toEqual([
      'REG3',
      'COMM3',
      'MEMBER3',
      'GAMELO3',
      'AGENT3',
    ]);
  });

  it('GET /wps/system/setting/register answers a rule for every field, with the accepted pattern', async () => {
    const { body } = await get('/wps/system/setting/register');
    expect(Object.keys(body.value)).toHaveLength(15);
    expect(body.value.password).toMatchObject({ patternId: 5, minLength: 6, maxLength: 20 });
    expect(body.value.qqNum.enabled).toBe(false);
    expect(body.value.username.acceptedPattern).toBe('^[A-Za-z][A-Za-z0-9]*$');
  });

  it('GET /wps/system/helpCenter answers the entries of the asked language, Spanish by default', async () => {
    const spanish = await get('/wps/system/helpCenter');
    expect(spanish.body.value.map((e: { tag: string }) => e.tag)).toEqual([
      'about',
      'deposit',
      'withdraw',
      'responsible',
      'term',
    ]);
    expect(spanish.body.value[4].title).toBe('Términos y condiciones');
    const english = await get('/wps/system/helpCenter?lang=EN&device=WEB');
    expect(english.body.value[4].title).toBe('Terms and conditions');
    const byHeader = await get('/wps/system/helpCenter', { language: 'EN' });
    expect(byHeader.body.value[0].title).toBe('About us');
  });

  it('answers the demo help in every language, each entry saying its language', async () => {
    for (const language of languageCodes) {
      const { body } = await get(`/wps/system/helpCenter?lang=${language}`);
      expect(body.value.map((e: { language: string }) => e.language)).toEqual(Array(5).fill(language));
    }
    const { body } = await get('/wps/system/helpCenter?lang=FR');
    expect(body.value[0]).toMatchObject({ title: 'À propos', language: 'FR' });
  });

  it('refuses a bad language or device with the failing field, translated by the Language header', async () => {
    const spanish = await get('/wps/system/helpCenter?lang=xx');
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe('Los datos enviados no son válidos');
    expect(spanish.body.fields[0].field).toBe('lang');
    const english = await get('/wps/system/helpCenter?device=TV', { language: 'EN' });
    expect(english.body).toMatchObject({ errorCode: 'request_param_err', message: 'The data sent is not valid' });
  });

  it('GET /wps/system/domainRoute lists the merchant domains', async () => {
    const { body } = await get('/wps/system/domainRoute');
    expect(body.value).toContainEqual({ domain: 'localhost', type: 'WEB' });
  });

  it('GET /wps/system/country lists dialing codes', async () => {
    const { body } = await get('/wps/system/country');
    expect(body.value).toContainEqual({ countryCode: 'MX', countryDialingCode: '+52', name: 'México' });
  });

  it('GET /wps/session/key/rsa answers an RSA public key in SPKI PEM', async () => {
    const { body } = await get('/wps/session/key/rsa');
    expect(body.value.keyId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(body.value.publicKey).toContain('-----BEGIN PUBLIC KEY-----');
  });

  it('GET /wps/relay/MCSFE_getListAnnouncements answers banners and marquee notices in the request language', async () => {
    const { body } = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&platform=W', { language: 'EN' });
    expect(body.value.banners.map((b: { title: string }) => b.title)).toEqual([
      'Welcome to Ficha',
      'Responsible gaming',
      '24/7 support',
    ]);
    expect(body.value.player[0].title).toBe('Welcome');
    // A visitor sees the popups of execution B only (the demo has two).
    expect(body.value.popup.map((p: { title: string }) => p.title)).toEqual(['Sign up today', 'Responsible gaming']);
    const bad = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toContainEqual({ field: 'types', reason: 'announcement_types' });
  });
});

describe('HTTP conventions', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await get('/wps/nothing/here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it('answers malformed JSON with a 400 envelope, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/cms/v1/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"merchantCode":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('serves health, readiness, metrics and the OpenAPI docs', async () => {
    expect((await get('/healthz')).body.value.status).toBe('ok');
    expect((await get('/readyz')).body.value.status).toBe('ready');
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('http_requests_total');
    const openapi = await get('/docs/openapi.json');
    expect(openapi.body.paths['/wps/system/status'].get.operationId).toBe('getSystemStatus');
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/wps/system/helpCenter');
  });

  it('tags each answer with a request id and security headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(response.headers['x-request-id']).toBe('abc12345-trace');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
