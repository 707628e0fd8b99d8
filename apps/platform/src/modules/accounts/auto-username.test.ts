import {
  getCaptcha,
  getMemberInfo,
  registerAutoUsername,
  updateMerchantSettings,
  updateRegisterRules,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { generateUsername } from './auto-username.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let ipCounter = 0;
/** A visitor; each call from its own address, so the per-IP registration limit stays out of the way. */
const anonymous = () => apiClient(baseUrl, { ip: `192.0.2.${(ipCounter++ % 250) + 1}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await operator.call(updateMerchantSettings, { modules: { REGMOBVERF3: false } });
});
afterAll(() => t.close());

async function input() {
  const issued = await anonymous().call(getCaptcha, {});
  // The test app draws "TEAM" on every captcha image.
  return { password: 'Secret123', confirmPassword: 'Secret123', captchaId: issued.captchaId, captcha: 'team' };
}

const usernameRule = (patternId: number, minLength: number, maxLength: number) => ({
  username: { enabled: true, required: true, patternId, minLength, maxLength },
});

describe('/wps/member/register/autoUsername', () => {
  it("registers under a generated username that follows the merchant's rule, and signs the member in", async () => {
    await operator.call(updateRegisterRules, { rules: usernameRule(1, 6, 12) });
    const result = await anonymous().call(registerAutoUsername, await input());
    expect(result.username).toMatch(/^[A-Za-z][A-Za-z0-9]{5,11}$/);
    expect(result).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    const info = await apiClient(baseUrl, { token: result.token }).call(getMemberInfo, {});
    expect(info).toMatchObject({ account: result.username, type: 0, isTrial: false });
    const second = await anonymous().call(registerAutoUsername, await input());
    expect(second.username).not.toBe(result.username);
  });

  it('draws again while a name is taken, and says so when every name of the rule is taken', async () => {
    // One digit: ten names in all. Nine are taken; the registration finds the tenth or gives up honestly.
    await operator.call(updateRegisterRules, { rules: usernameRule(6, 1, 1) });
    try {
      const demo = await moneyHelpers(t, baseUrl).merchantOf();
      for (const digit of '012345678') await createMember(t.db, { merchantId: demo.id, username: digit });
      const attempt = await anonymous()
        .call(registerAutoUsername, await input())
        .then(
          (r) => r.username,
          (e: { errorCode: string }) => e.errorCode,
        );
      expect(['9', 'username_taken']).toContain(attempt);
      if (attempt !== '9') await createMember(t.db, { merchantId: demo.id, username: '9' });
      const full = await failureOf(anonymous(), registerAutoUsername, await input());
      expect([full.status, full.errorCode]).toEqual([409, 'username_taken']);
    } finally {
      await operator.call(updateRegisterRules, { rules: usernameRule(1, 6, 12) });
    }
  });

  it('runs the checks of a normal registration', async () => {
    const mismatch = await failureOf(anonymous(), registerAutoUsername, {
      ...(await input()),
      confirmPassword: 'Other1234',
    });
    expect(mismatch.errorCode).toBe('inconsistent_twice');
    const captcha = await failureOf(anonymous(), registerAutoUsername, { ...(await input()), captcha: 'nope' });
    expect(captcha.errorCode).toBe('captcha_error');
    const missing = await failureOf(anonymous(), registerAutoUsername, { captcha: 'team' });
    expect(missing.errorCode).toBe('request_param_err');
  });

  it('refuses unknown fields and a site with username registration off', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: registerAutoUsername.path,
      payload: { ...(await input()), username: 'chosen', hacker: true },
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    await operator.call(updateMerchantSettings, { modules: { USERNAMEREG3: false } });
    try {
      const off = await failureOf(anonymous(), registerAutoUsername, await input());
      expect([off.status, off.errorCode]).toEqual([403, 'function.not.available']);
    } finally {
      await operator.call(updateMerchantSettings, { modules: { USERNAMEREG3: true } });
    }
  });
});

describe('generateUsername', () => {
  it('fits each latin pattern and its bounds, and gives up on a script it cannot write', () => {
    const rule = (patternId: number, minLength = 4, maxLength = 16) => ({
      enabled: true,
      required: true,
      patternId,
      acceptedPattern: '',
      minLength,
      maxLength,
    });
    expect(generateUsername(rule(1))).toMatch(/^[a-z][0-9]{9}$/);
    expect(generateUsername(rule(7))).toMatch(/^[A-Z][0-9]{9}$/);
    expect(generateUsername(rule(6, 12, 14))).toMatch(/^[0-9]{12}$/);
    expect(generateUsername(rule(8, 3, 5))).toMatch(/^[a-z]{5}$/);
    expect(generateUsername(rule(12))).toBeNull();
  });
});
