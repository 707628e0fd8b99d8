import {
  getCaptcha,
  getMerchantSettings,
  liftLoginLock,
  listAuditLog,
  listLoginLocks,
  login,
  updateMerchantSettings,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { loginThrottleRules } from './login-throttle-rules.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const from = (ip: string) => apiClient(baseUrl, { ip });

/** A player-site captcha the test can read: the test app draws TEAM on every image. */
async function solvedCaptcha(ip: string) {
  const { captchaId } = await from(ip).call(getCaptcha, {});
  return { captchaId, captcha: 'team' };
}

/** Failed sign-ins from one address, each for another (unknown) account, with a captcha once one is due. */
async function failFrom(ip: string, count: number, captchaFrom: number) {
  const answers = new Set<string>();
  for (let i = 0; i < count; i++) {
    const captcha = i >= captchaFrom ? await solvedCaptcha(ip) : {};
    const error = await failureOf(from(ip), login, { username: `visitor${ip}-${i}`, password: 'wrong', ...captcha });
    answers.add(`${error.status} ${error.errorCode} ${JSON.stringify(error.value)}`);
  }
  return [...answers];
}

describe('sign-in limits per address never lock the innocent out (issue 11, finding 5)', () => {
  const { normal, shared } = loginThrottleRules.address;

  it('after 35 failures from one address another user with the right password signs in, after a captcha', async () => {
    const cafe = '192.0.2.44';
    const answers = await failFrom(cafe, 35, normal.captchaAfter);
    expect(answers).toEqual(['401 login_failed {"captcha":false}', '401 login_failed {"captcha":true}']);
    const withoutCaptcha = await failureOf(from(cafe), login, { username: 'agente1', password: 'Demo1234' });
    expect([withoutCaptcha.status, withoutCaptcha.errorCode, withoutCaptcha.value]).toEqual([
      401,
      'login_failed',
      { captcha: true },
    ]);
    const signedIn = await from(cafe).call(login, {
      username: 'agente1',
      password: 'Demo1234',
      ...(await solvedCaptcha(cafe)),
    });
    expect(signedIn.token).toBeTruthy();
  });

  it('gives an address the merchant marks as shared ten times the budget, and audits the setting', async () => {
    const settings = await owner.call(updateMerchantSettings, { sharedLoginCidrs: ['198.51.100.77/24'] });
    expect(settings.sharedLoginCidrs).toEqual(['198.51.100.0/24']);
    expect((await owner.call(getMerchantSettings, {})).sharedLoginCidrs).toEqual(['198.51.100.0/24']);
    const audit = await owner.call(listAuditLog, { pageNo: 1, pageSize: 1 });
    expect(audit.list[0]).toMatchObject({
      action: 'merchant.settings.update',
      before: { sharedLoginCidrs: [] },
      after: { sharedLoginCidrs: ['198.51.100.0/24'] },
    });

    const carrier = '198.51.100.9';
    const answers = await failFrom(carrier, normal.captchaAfter + 10, shared.captchaAfter);
    expect(answers).toEqual(['401 login_failed {"captcha":false}']);
    expect((await from(carrier).call(login, { username: 'agente2', password: 'Demo1234' })).token).toBeTruthy();
  });

  it('refuses a shared address that is not a CIDR with a field error', async () => {
    const error = await failureOf(owner, updateMerchantSettings, { sharedLoginCidrs: ['999.1.1.1/8'] });
    expect(error.errorCode).toBe('request_param_err');
    expect(error.fields).toEqual([expect.objectContaining({ field: 'sharedLoginCidrs', reason: 'cidr_format' })]);
  });
});

describe('sign-in limits per member account', () => {
  it('locks an account after 10 failures from any addresses until an owner lifts it', async () => {
    for (let i = 0; i < loginThrottleRules.account.lockAfter; i++) {
      const ip = `192.0.2.${100 + i}`;
      const error = await failureOf(from(ip), login, {
        username: 'agente3',
        password: `wrong-${i}`,
        ...(await solvedCaptcha(ip)),
      });
      expect(error.errorCode).toBe(i === loginThrottleRules.account.lockAfter - 1 ? 'login_locked' : 'login_failed');
      // As if the account had waited out each delay.
      await t.db.execute(
        sql`update platform.login_throttles set last_failure_at = last_failure_at - interval '5 minutes' where scope = 'member'`,
      );
    }
    const locked = await failureOf(from('192.0.2.150'), login, {
      username: 'agente3',
      password: 'Demo1234',
      ...(await solvedCaptcha('192.0.2.150')),
    });
    expect([locked.status, locked.errorCode]).toEqual([403, 'login_locked']);
    expect((await owner.call(listLoginLocks, {})).list).toEqual([
      expect.objectContaining({ scope: 'member', username: 'agente3' }),
    ]);
    expect(await owner.call(liftLoginLock, { scope: 'member', username: 'AGENTE3' })).toEqual({ lifted: true });
    expect((await from('192.0.2.150').call(login, { username: 'agente3', password: 'Demo1234' })).token).toBeTruthy();
  });
});
