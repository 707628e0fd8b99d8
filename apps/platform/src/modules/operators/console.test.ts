import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.db, { code: 'beta', operator: { username: 'betaadmin', password: 'Beta#2026' } });
  token = await loginDemoOperator(t.app);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, auth = token) => {
  const response = await t.app.inject({
    method,
    url,
    headers: auth ? { authorization: auth } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('operator sessions', () => {
  it('refuses a wrong password, an unknown operator and an unknown merchant alike', async () => {
    for (const payload of [
      { merchantCode: 'demo', username: 'admin', password: 'wrong' },
      { merchantCode: 'demo', username: 'nobody', password: 'Admin#2026' },
      { merchantCode: 'nosuch', username: 'admin', password: 'Admin#2026' },
    ]) {
      const { status, body } = await call('POST', '/cms/v1/session/login', payload, '');
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, errorCode: 'operator_login_failed' });
    }
  });

  it('refuses unknown fields and oversized input at login', async () => {
    const { status, body } = await call(
      'POST',
      '/cms/v1/session/login',
      { merchantCode: 'demo', username: 'x'.repeat(65), password: 'p', role: 'owner' },
      '',
    );
    expect(status).toBe(400);
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['role', 'username']);
  });

  it('answers the signed-in operator, and 401 without a valid token', async () => {
    const me = await call('GET', '/cms/v1/session');
    expect(me.body.value).toMatchObject({ username: 'admin', merchantCode: 'demo', role: 'owner' });
    expect((await call('GET', '/cms/v1/session', undefined, '')).status).toBe(401);
    expect((await call('GET', '/cms/v1/session', undefined, 'A'.repeat(43))).body.errorCode).toBe('operator_not_login');
  });

  it('revokes the session at logout', async () => {
    const own = await loginDemoOperator(t.app);
    expect((await call('DELETE', '/cms/v1/session/logout', {}, own)).body.value).toEqual({ loggedOut: true });
    expect((await call('GET', '/cms/v1/session', undefined, own)).status).toBe(401);
  });
});

describe('merchant settings', () => {
  it('reads the settings of the operator merchant', async () => {
    const { body } = await call('GET', '/cms/v1/merchant/settings');
    expect(body.value).toMatchObject({ merchantCode: 'demo', maintenance: false, blockedCidrs: [] });
    expect(body.value.modules.FREEPLAY3).toBe(true);
  });

  it('switches maintenance on and off, visible at once in the status call, each change audited', async () => {
    const on = await call('PUT', '/cms/v1/merchant/settings', { maintenance: true });
    expect(on.body.value.maintenance).toBe(true);
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value.status).toBe(1);
    await call('PUT', '/cms/v1/merchant/settings', { maintenance: false });
    const audit = await call('GET', '/cms/v1/audit?pageSize=2');
    expect(audit.body.value.list.map((e: { action: string }) => e.action)).toEqual([
      'merchant.settings.update',
      'merchant.settings.update',
    ]);
    expect(audit.body.value.list[0]).toMatchObject({
      actor: 'admin',
      before: { maintenance: true },
      after: { maintenance: false },
    });
  });

  it('normalises blocked countries and CIDRs, and toggles modules', async () => {
    const { body } = await call('PUT', '/cms/v1/merchant/settings', {
      blockedCountries: ['us', 'VE', 'US'],
      blockedCidrs: ['203.0.113.9/24', '2001:DB8::/32'],
      modules: { FREEPLAY3: false },
    });
    expect(body.value.blockedCountries).toEqual(['US', 'VE']);
    expect(body.value.blockedCidrs).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    expect(body.value.modules.FREEPLAY3).toBe(false);
    const tree = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const comm = tree.json().value.find((n: { modId: string }) => n.modId === 'COMM3');
    expect(comm.childrenNodes.find((n: { modId: string }) => n.modId === 'FREEPLAY3').enabled).toBe('0');
    await call('PUT', '/cms/v1/merchant/settings', {
      blockedCountries: [],
      blockedCidrs: [],
      modules: { FREEPLAY3: true },
    });
  });

  it('refuses bad CIDRs, bad countries, unknown modules and wrong types, changing nothing', async () => {
    const before = (await call('GET', '/cms/v1/audit')).body.value.list.length;
    const cases: Array<[unknown, string]> = [
      [{ blockedCidrs: ['300.1.1.1/8'] }, 'blockedCidrs'],
      [{ blockedCidrs: ['10.0.0.0/33'] }, 'blockedCidrs'],
      [{ blockedCountries: ['USA'] }, 'blockedCountries.0'],
      [{ modules: { NOPE3: true } }, 'modules.NOPE3'],
      [{ maintenance: 'yes' }, 'maintenance'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await call('PUT', '/cms/v1/merchant/settings', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
      expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await call('GET', '/cms/v1/audit')).body.value.list.length).toBe(before);
    expect((await call('GET', '/cms/v1/merchant/settings')).body.value.blockedCidrs).toEqual([]);
  });

  it('keeps an operator inside its own merchant', async () => {
    const login = await call(
      'POST',
      '/cms/v1/session/login',
      { merchantCode: 'beta', username: 'betaadmin', password: 'Beta#2026' },
      '',
    );
    const betaToken = login.body.value.token as string;
    const settings = await call('GET', '/cms/v1/merchant/settings', undefined, betaToken);
    expect(settings.body.value.merchantCode).toBe('beta');
    await call('PUT', '/cms/v1/merchant/settings', { maintenance: true }, betaToken);
    const demoStatus = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'demo' } });
    expect(demoStatus.json().value.status).toBe(0);
    const betaAudit = await call('GET', '/cms/v1/audit', undefined, betaToken);
    expect(betaAudit.body.value.list.every((e: { actor: string }) => e.actor === 'betaadmin')).toBe(true);
    // The demo operator can't log in to beta with its own credentials either.
    const cross = await call(
      'POST',
      '/cms/v1/session/login',
      { merchantCode: 'beta', username: 'admin', password: 'Admin#2026' },
      '',
    );
    expect(cross.status).toBe(401);
  });
});
