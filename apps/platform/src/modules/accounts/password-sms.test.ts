import { getMemberInfo, login, resetPasswordBySms, updateMerchantSettings } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, codeIn, failureOf, lastMessageTo, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { members } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let ipCounter = 0;
const anonymous = () => apiClient(baseUrl, { ip: `198.51.100.${(ipCounter++ % 250) + 1}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const m = moneyHelpers(t, baseUrl);
  await m.addMember('smsReset', 0, null);
  await m.addMember('smsUnverified', 0, null);
  await t.db
    .update(members)
    .set({ mobileNum: '5577778888', countryDialingCode: '+52', mobileVerified: true })
    .where(eq(members.username, 'smsReset'));
  await t.db
    .update(members)
    .set({ mobileNum: '5566665555', countryDialingCode: '+52', mobileVerified: false })
    .where(eq(members.username, 'smsUnverified'));
});
afterAll(() => t.close());

describe('/wps/member/password/sms (PWRESETSMS3)', () => {
  it('sends a code to the verified mobile, sets the new password with it and signs every session out', async () => {
    const { token } = await anonymous().call(login, { username: 'smsReset', password: 'Demo1234' });
    const sent = await anonymous().call(resetPasswordBySms, { username: 'smsReset' });
    expect(sent).toEqual({ step: 'code_sent', expiredMinutes: 5, maskedMobile: '55******88' });
    const code = codeIn((await lastMessageTo(t, '+525577778888')).body);
    const changed = await anonymous().call(resetPasswordBySms, {
      username: 'smsReset',
      verificationCode: code,
      newPassword: 'Sms2026ok',
      confirmNewPassword: 'Sms2026ok',
    });
    expect(changed).toEqual({ step: 'changed', username: 'smsReset' });
    expect((await failureOf(apiClient(baseUrl, { token }), getMemberInfo, {})).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    expect((await anonymous().call(login, { username: 'smsReset', password: 'Sms2026ok' })).token).toBeTruthy();
    // The code was used up.
    const again = await failureOf(anonymous(), resetPasswordBySms, {
      username: 'smsReset',
      verificationCode: code,
      newPassword: 'Sms2026no',
      confirmNewPassword: 'Sms2026no',
    });
    expect(again.errorCode).toBe('verification_code_error');
  });

  it('refuses a wrong code, a mismatch and a missing password without changing the member', async () => {
    const before = await databaseState(t.db);
    const base = { username: 'smsReset', verificationCode: '000000' };
    const wrong = await failureOf(anonymous(), resetPasswordBySms, {
      ...base,
      newPassword: 'Other2026',
      confirmNewPassword: 'Other2026',
    });
    expect(wrong.errorCode).toBe('verification_code_error');
    const mismatch = await failureOf(anonymous(), resetPasswordBySms, {
      ...base,
      newPassword: 'Other2026',
      confirmNewPassword: 'Other2027',
    });
    expect(mismatch.errorCode).toBe('inconsistent_twice');
    const missing = await failureOf(anonymous(), resetPasswordBySms, base);
    expect(missing.errorCode).toBe('request_param_err');
    const after = await databaseState(t.db);
    expect(after['members']).toEqual(before['members']);
  });

  it('sends nothing for an unknown member or one whose mobile is not verified', async () => {
    for (const username of ['nadie', 'smsUnverified']) {
      const error = await failureOf(anonymous(), resetPasswordBySms, { username });
      expect([error.status, error.errorCode], username).toEqual([404, 'mobile_not_found']);
    }
  });

  it('limits the attempts per username', async () => {
    let limited: string | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const error = await failureOf(anonymous(), resetPasswordBySms, { username: 'smsUnverified' });
      if (error.errorCode === 'TOO_MANY_REQUESTS') limited = error.errorCode;
    }
    expect(limited).toBe('TOO_MANY_REQUESTS');
  });

  it('is refused when the merchant has the module off', async () => {
    await operator.call(updateMerchantSettings, { modules: { PWRESETSMS3: false } });
    try {
      const off = await failureOf(anonymous(), resetPasswordBySms, { username: 'smsReset' });
      expect([off.status, off.errorCode]).toEqual([403, 'function.not.available']);
    } finally {
      await operator.call(updateMerchantSettings, { modules: { PWRESETSMS3: true } });
    }
  });
});
