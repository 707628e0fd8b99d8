import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';

/** Changes the demo merchant the way an operator does, through the console API. */
async function setMerchant(
  t: TestApp,
  patch: { maintenance?: boolean; blockedCountries?: string[]; blockedCidrs?: string[] },
) {
  const token = await loginDemoOperator(t.app);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/cms/v1/merchant/settings',
    headers: { authorization: token },
    payload: patch,
  });
  if (response.statusCode !== 200) throw new Error(`settings update failed: ${response.body}`);
}

async function status(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers });
  return response.json().value;
}

describe('maintenance and region decisions (no proxy trusted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false' });
  });
  afterAll(() => t.close());
  beforeEach(() => setMerchant(t, { maintenance: false, blockedCountries: [], blockedCidrs: [] }));

  it('answers status 1 during maintenance, and maintenance wins over a region block', async () => {
    await setMerchant(t, { maintenance: true, blockedCidrs: ['203.0.113.0/24'] });
    const value = await status(t, '203.0.113.9');
    expect(value).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });

  it('answers status 2 with the visitor IP for an address inside a blocked CIDR', async () => {
    await setMerchant(t, { blockedCidrs: ['203.0.113.0/24'] });
    const value = await status(t, '203.0.113.77');
    expect(value).toMatchObject({ status: 2, regionRestriction: true, location: { ip: '203.0.113.77' } });
    expect((await status(t, '203.0.114.1')).status).toBe(0);
  });

  it('blocks IPv6 ranges too', async () => {
    await setMerchant(t, { blockedCidrs: ['2001:db8::/32'] });
    expect((await status(t, '2001:db8::1')).status).toBe(2);
    expect((await status(t, '2001:db9::1')).status).toBe(0);
  });

  it('blocks a country resolved from the client IP', async () => {
    await setMerchant(t, { blockedCountries: ['US'] });
    const value = await status(t, '8.8.8.8');
    expect(value).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
    expect((await status(t, '200.1.0.10')).status).toBe(0);
  });

  it('ignores a forged X-Forwarded-For: a blocked client stays blocked', async () => {
    await setMerchant(t, { blockedCountries: ['US'] });
    const value = await status(t, '8.8.8.8', { 'x-forwarded-for': '200.1.0.10' });
    expect(value).toMatchObject({ status: 2, location: { ip: '8.8.8.8' } });
  });

  it('refuses the member site calls during maintenance (503) and from a blocked region (403)', async () => {
    await setMerchant(t, { maintenance: true });
    const during = await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' });
    expect(during.statusCode).toBe(503);
    expect(during.json().errorCode).toBe('game_maintenance');
    await setMerchant(t, { maintenance: false, blockedCidrs: ['198.51.100.0/24'] });
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      remoteAddress: '198.51.100.4',
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('blockip');
  });
});

describe('region decisions behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    await setMerchant(t, { blockedCountries: ['US'] });
  });
  afterAll(() => t.close());

  it('takes the client address from X-Forwarded-For when the proxy is trusted', async () => {
    const value = await status(t, '10.0.0.5', { 'x-forwarded-for': '8.8.8.8' });
    expect(value).toMatchObject({ status: 2, location: { ip: '8.8.8.8' } });
  });

  it('ignores X-Forwarded-For sent by an untrusted peer', async () => {
    const value = await status(t, '8.8.4.4', { 'x-forwarded-for': '200.1.0.10' });
    expect(value).toMatchObject({ status: 2, location: { ip: '8.8.4.4' } });
  });
});
