import {
  getGeetestCaptcha,
  getMemberIcon,
  getPlayerAvatar,
  getSecurityConfig,
  login,
  setMemberIcon,
  setPaymentPassword,
  updateMerchantSettings,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { members } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let player: ApiClient;
let playerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await moneyHelpers(t, baseUrl).addMember('avatarPlayer', 0, null);
  playerToken = (await apiClient(baseUrl).call(login, { username: 'avatarPlayer', password: 'Demo1234' })).token;
  player = apiClient(baseUrl, { token: playerToken });
});
afterAll(() => t.close());

describe('the avatar: /wps/member/info/icon and MCSFE_getPlayerAvatar', () => {
  it('answers the static avatar the member picked, "0" until it picks one', async () => {
    expect(await player.call(getMemberIcon, {})).toEqual({ avatar: '0', avatarType: 'STATIC' });
    expect(await player.call(setMemberIcon, { avatar: 7 })).toEqual({ avatar: '7', avatarType: 'STATIC' });
    expect(await player.call(getMemberIcon, {})).toEqual({ avatar: '7', avatarType: 'STATIC' });
    expect(await player.call(getPlayerAvatar, {})).toEqual({ avatar: '7', avatarType: 'STATIC' });
  });

  it('refuses an avatar outside the set, and anonymous callers', async () => {
    for (const avatar of [12, -1, 'x']) {
      const error = await failureOf(player, setMemberIcon, { avatar: avatar as number });
      expect([error.status, error.errorCode], String(avatar)).toEqual([400, 'request_param_err']);
    }
    const anonymous = await failureOf(apiClient(baseUrl), getMemberIcon, {});
    expect(anonymous.status).toBe(401);
  });

  it('is refused while the merchant has PROFPIC3 off', async () => {
    await operator.call(updateMerchantSettings, { modules: { PROFPIC3: false } });
    try {
      expect((await failureOf(player, getMemberIcon, {})).errorCode).toBe('function.not.available');
    } finally {
      await operator.call(updateMerchantSettings, { modules: { PROFPIC3: true } });
    }
  });
});

describe('/wps/v2/member/securityConfig', () => {
  it("answers what of the member's protection is set, from the member", async () => {
    const before = await player.call(getSecurityConfig, {});
    expect(before).toMatchObject({
      paymentPassword: false,
      mobileBound: false,
      mobileVerified: false,
      emailBound: false,
      twoStepVerification: false,
      level: 0,
      total: 4,
    });
    await player.call(setPaymentPassword, {
      loginPassword: 'Demo1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    await t.db
      .update(members)
      .set({ mobileNum: '5512121212', countryDialingCode: '+52', mobileVerified: true, email: 'a@example.com' })
      .where(eq(members.username, 'avatarPlayer'));
    expect(await player.call(getSecurityConfig, {})).toMatchObject({
      paymentPassword: true,
      mobileBound: true,
      mobileVerified: true,
      emailBound: true,
      emailVerified: false,
      level: 2,
      total: 4,
    });
  });

  it('refuses anonymous callers and unknown parameters', async () => {
    expect((await failureOf(apiClient(baseUrl), getSecurityConfig, {})).status).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url: `${getSecurityConfig.path}?nope=1`,
      headers: { authorization: playerToken },
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('/wps/captcha/geetest', () => {
  it('answers function.not.available: no Geetest captcha can be configured', async () => {
    const error = await failureOf(apiClient(baseUrl), getGeetestCaptcha, {});
    expect([error.status, error.errorCode]).toEqual([403, 'function.not.available']);
    const bad = await t.app.inject({ method: 'GET', url: `${getGeetestCaptcha.path}?t=${'9'.repeat(40)}` });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
