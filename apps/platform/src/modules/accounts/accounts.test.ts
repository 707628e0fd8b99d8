import {
  changePassword,
  checkAffiliateCode,
  forgotPasswordByEmail,
  freePlay,
  getMemberInfo,
  getMemberProfile,
  login,
  logout,
  registerMember,
  registerMemberByMobile,
  resetPasswordWithToken,
  sendNoLoginSms,
  sendRegisterSms,
  setPasswordByPhone,
  verifyLogin,
  getCaptcha,
  updateMerchantSettings,
  updatePasswordPolicy,
  updateRegisterRules,
  type EndpointInput,
} from '@ficha/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@ficha/contract/client';
import { apiClient, codeIn, failureOf, lastMessageTo, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { members } from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let ipCounter = 0;
/** A visitor; each call comes from its own address unless one is given (per-IP limits stay out of the way). */
const anonymous = (ip?: string) => apiClient(baseUrl, { ip: ip ?? `192.0.2.${(ipCounter++ % 250) + 1}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  // The demo merchant asks for an SMS code on username registration too (REGMOBVERF3); most tests register without.
  await operator.call(updateMerchantSettings, { modules: { REGMOBVERF3: false } });
});
afterAll(() => t.close());

let captchaCounter = 0;
/** A captcha the test can read: the test app draws "TEAM" on every image. */
async function solvedCaptcha(ip?: string) {
  const issued = await anonymous(ip ?? `198.51.100.${(captchaCounter++ % 200) + 1}`).call(getCaptcha, {});
  return { captchaId: issued.captchaId, captcha: 'team' };
}

async function registration(overrides: Partial<EndpointInput<typeof registerMember>> = {}) {
  return {
    username: `player${Math.floor(Math.random() * 1e9)}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...(await solvedCaptcha()),
    ...overrides,
  };
}

describe('registration by username', () => {
  it('creates the member, signs it in and answers its info', async () => {
    const input = await registration({ email: 'new.player@example.com' });
    const result = await anonymous('203.0.113.10').call(registerMember, input);
    expect(result).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false });
    const info = await apiClient(baseUrl, { token: result.token }).call(getMemberInfo, {});
    expect(info).toMatchObject({ account: input.username, type: 0, isAgent: false, isTrial: false });
  });

  it('names every failing field with its per-pattern message and bounds', async () => {
    const error = await failureOf(anonymous(), registerMember, {
      ...(await registration()),
      username: '9lives',
      password: 'short',
      confirmPassword: 'short',
      email: 'not-an-email',
    });
    expect(error.errorCode).toBe('request_param_err');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', reason: 'reg_pattern_1', params: { min: 6, max: 16 } },
        { field: 'password', reason: 'reg_pattern_5', params: { min: 6, max: 20 } },
        { field: 'email', reason: 'reg_pattern_3', params: { min: 5, max: 64 } },
      ]),
    );
  });

  it('refuses a confirmation that differs, a taken name (any case) and a wrong captcha', async () => {
    expect(
      (await failureOf(anonymous(), registerMember, await registration({ confirmPassword: 'Other1234' }))).errorCode,
    ).toBe('inconsistent_twice');
    const taken = await failureOf(anonymous(), registerMember, await registration({ username: 'JUGADOR1' }));
    expect(taken).toMatchObject({ errorCode: 'username_taken', status: 409 });
    const badCaptcha = await failureOf(anonymous(), registerMember, { ...(await registration()), captcha: 'nope' });
    expect(badCaptcha.errorCode).toBe('captcha_error');
  });

  it('uses a captcha once', async () => {
    const captcha = await solvedCaptcha();
    await anonymous().call(registerMember, await registration(captcha));
    expect((await failureOf(anonymous(), registerMember, await registration(captcha))).errorCode).toBe('captcha_error');
  });

  it('places the member under the agent whose invitation code it used, and refuses an invalid code', async () => {
    await t.db.update(members).set({ invitationCode: 'AGENT3X' }).where(eq(members.username, 'agente3'));
    expect(await anonymous().call(checkAffiliateCode, { code: 'agent3x' })).toEqual({
      valid: true,
      agentNickname: 'agente3',
    });
    expect((await failureOf(anonymous(), checkAffiliateCode, { code: 'NOPE99' })).errorCode).toBe(
      'invitation_code_error',
    );
    const input = await registration({ affiliateCode: 'AGENT3X' });
    await anonymous().call(registerMember, input);
    const [agent] = await t.db.select().from(members).where(eq(members.username, 'agente3'));
    const [created] = await t.db.select().from(members).where(eq(members.username, input.username));
    expect(created?.uplineId).toBe(agent?.id);
    expect(created?.ancestorPath).toBe(`${agent?.ancestorPath}${created?.id}/`);
    const invalid = await failureOf(anonymous(), registerMember, await registration({ affiliateCode: 'NOPE99' }));
    expect(invalid.errorCode).toBe('invitation_code_error');
  });

  it('refuses hostile input: unknown fields, oversized strings, wrong types, a plain body', async () => {
    const unknown = await failureOf(anonymous(), registerMember, { ...(await registration()), isAdmin: true } as never);
    expect(unknown.fields).toContainEqual({ field: 'isAdmin', reason: 'unknown_field' });
    const oversized = await failureOf(anonymous(), registerMember, await registration({ username: 'a'.repeat(65) }));
    expect(oversized.fields?.[0]).toMatchObject({ field: 'username', reason: 'too_big' });
    const wrongType = await failureOf(anonymous(), registerMember, {
      ...(await registration()),
      password: 12345678,
    } as never);
    expect(wrongType.fields?.[0]).toMatchObject({ field: 'password', reason: 'invalid_type' });
    const plain = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: await registration() });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
  });
});

describe('SMS verification on username registration (REGMOBVERF3)', () => {
  it('requires the mobile number and its code when the module is on', async () => {
    await operator.call(updateMerchantSettings, { modules: { REGMOBVERF3: true } });
    try {
      const error = await failureOf(anonymous(), registerMember, await registration());
      expect(error.fields?.map((f) => f.field).sort()).toEqual(['mobileNum', 'verificationCode']);
      const mobile = `55${Math.floor(1e7 + Math.random() * 8e7)}`;
      await anonymous().call(sendRegisterSms, { mobileNo: mobile, countryDialingCode: '+52' });
      const code = codeIn((await lastMessageTo(t, `+52${mobile}`)).body);
      const result = await anonymous().call(
        registerMember,
        await registration({ mobileNum: mobile, countryDialingCode: '+52', verificationCode: code }),
      );
      expect((await apiClient(baseUrl, { token: result.token }).call(getMemberProfile, {})).mobileVerified).toBe(true);
    } finally {
      await operator.call(updateMerchantSettings, { modules: { REGMOBVERF3: false } });
    }
  });
});

describe('registration by mobile with an SMS code', () => {
  it('sends a code to the outbox and registers with it; the number becomes the username', async () => {
    const mobile = `55${Math.floor(1e7 + Math.random() * 8e7)}`;
    expect(await anonymous().call(sendRegisterSms, { mobileNo: mobile, countryDialingCode: '+52' })).toEqual({
      expiredMinutes: 5,
    });
    const code = codeIn((await lastMessageTo(t, `+52${mobile}`)).body);
    const wrong = await failureOf(anonymous(), registerMemberByMobile, {
      mobileNum: mobile,
      countryDialingCode: '+52',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verificationCode: code === '000000' ? '111111' : '000000',
      ...(await solvedCaptcha()),
    });
    expect(wrong.errorCode).toBe('verification_code_error');
    // The wrong guess did not use the code up.
    const result = await anonymous().call(registerMemberByMobile, {
      mobileNum: mobile,
      countryDialingCode: '+52',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verificationCode: code,
      ...(await solvedCaptcha()),
    });
    const info = await apiClient(baseUrl, { token: result.token }).call(getMemberInfo, {});
    expect(info.account).toBe(mobile);
    expect(await apiClient(baseUrl, { token: result.token }).call(getMemberProfile, {})).toMatchObject({
      mobileNum: mobile,
      mobileVerified: true,
    });
    expect(
      (await failureOf(anonymous(), sendRegisterSms, { mobileNo: mobile, countryDialingCode: '+52' })).errorCode,
    ).toBe('mobile_taken');
  });

  it('is refused when mobile registration is off', async () => {
    await operator.call(updateMerchantSettings, { modules: { MOBILENUMREG3: false } });
    const error = await failureOf(anonymous(), registerMemberByMobile, {
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      password: 'Secret123',
      verificationCode: '123456',
    });
    expect(error).toMatchObject({ errorCode: 'function.not.available', status: 403 });
    await operator.call(updateMerchantSettings, { modules: { MOBILENUMREG3: true } });
  });
});

describe('login', () => {
  it('signs in with a fresh token each time', async () => {
    const first = await anonymous().call(login, { username: 'jugador1', password: 'Demo1234' });
    const second = await anonymous().call(login, { username: 'JUGADOR1', password: 'Demo1234' });
    expect(first.token).not.toBe(second.token);
    expect(first.firstTimeLogin).toBe(true);
    expect(second.firstTimeLogin).toBe(false);
  });

  it('asks for the captcha after repeated failures, and then needs it', async () => {
    const ip = '203.0.113.77';
    const input = await registration();
    await anonymous(ip).call(registerMember, input);
    for (let i = 0; i < 2; i++) {
      const error = await failureOf(anonymous(ip), login, { username: input.username, password: 'wrong' });
      expect(error).toMatchObject({ errorCode: 'login_failed', value: { captcha: false } });
    }
    const third = await failureOf(anonymous(ip), login, { username: input.username, password: 'wrong' });
    expect(third.value).toEqual({ captcha: true });
    const withoutCaptcha = await failureOf(anonymous(ip), login, {
      username: input.username,
      password: input.password,
    });
    expect(withoutCaptcha).toMatchObject({ errorCode: 'login_failed', value: { captcha: true } });
    const ok = await anonymous(ip).call(login, {
      username: input.username,
      password: input.password,
      ...(await solvedCaptcha()),
    });
    expect(ok.token).toBeTruthy();
  });

  it('lets only agents in at the agent entrance', async () => {
    expect(
      (await failureOf(anonymous(), login, { username: 'jugador1', password: 'Demo1234', portal: 'agent' })).errorCode,
    ).toBe('error_not_agent');
    const agent = await anonymous().call(login, { username: 'agente2', password: 'Demo1234', portal: 'agent' });
    expect((await apiClient(baseUrl, { token: agent.token }).call(getMemberInfo, {})).isAgent).toBe(true);
  });

  it('refuses non-member accounts and locked accounts', async () => {
    const input = await registration();
    await anonymous().call(registerMember, input);
    await t.db.update(members).set({ type: 7 }).where(eq(members.username, input.username));
    expect(
      (await failureOf(anonymous(), login, { username: input.username, password: input.password })).errorCode,
    ).toBe('non_member_login');
    await t.db.update(members).set({ type: 0, status: 'locked' }).where(eq(members.username, input.username));
    expect(
      (await failureOf(anonymous(), login, { username: input.username, password: input.password })).errorCode,
    ).toBe('account_locked');
  });

  it('forces a password change for the default weak password, and other calls wait for it', async () => {
    const input = await registration({ password: 'Abc123', confirmPassword: 'Abc123' });
    await anonymous().call(registerMember, input);
    await operator.call(updatePasswordPolicy, { defaultWeakPassword: 'Abc123' });
    try {
      const result = await anonymous().call(login, { username: input.username, password: 'Abc123' });
      expect(result.mustChangePassword).toBe(true);
      const member = apiClient(baseUrl, { token: result.token });
      expect((await member.call(getMemberInfo, {})).mustChangePassword).toBe(true);
      expect((await failureOf(member, getMemberProfile, {})).errorCode).toBe('password_change_required');
      const weak = await failureOf(member, changePassword, {
        oldPassword: 'Abc123',
        newPassword: 'Abc123',
        confirmNewPassword: 'Abc123',
      });
      expect(weak.fields).toContainEqual({ field: 'newPassword', reason: 'weak_password' });
      await member.call(changePassword, {
        oldPassword: 'Abc123',
        newPassword: 'Better456',
        confirmNewPassword: 'Better456',
      });
      expect((await member.call(getMemberProfile, {})).username).toBe(input.username);
    } finally {
      await operator.call(updatePasswordPolicy, { defaultWeakPassword: '123456' });
    }
  });

  it('signs in by mobile and SMS code, never forcing a password change', async () => {
    await t.db
      .update(members)
      .set({ mobileNum: '5511112222', countryDialingCode: '+52', mobileVerified: true })
      .where(eq(members.username, 'agente1'));
    await anonymous().call(sendNoLoginSms, { mobileNum: '5511112222', countryDialingCode: '+52' });
    const code = codeIn((await lastMessageTo(t, '+525511112222')).body);
    const result = await anonymous().call(login, {
      username: '5511112222',
      password: code,
      type: 'sms',
      countryDialingCode: '+52',
    });
    expect(result.mustChangePassword).toBe(false);
    expect(
      (
        await failureOf(anonymous(), login, {
          username: '5511112222',
          password: code,
          type: 'sms',
          countryDialingCode: '+52',
        })
      ).errorCode,
    ).toBe('login_failed');
  });

  it('asks for verification from a new IP and completes it with the payee name', async () => {
    const input = await registration({ payeeName: 'Ana Torres' });
    await anonymous('198.51.100.20').call(registerMember, input);
    await operator.call(updatePasswordPolicy, { verifyNewIp: true });
    try {
      // Same IP: no challenge.
      await anonymous('198.51.100.20').call(login, { username: input.username, password: input.password });
      const challenged = await failureOf(anonymous('198.51.100.99'), login, {
        username: input.username,
        password: input.password,
      });
      expect(challenged.errorCode).toBe('login_verify_required');
      const challenge = challenged.value as { challengeId: string; methods: string[] };
      expect(challenge.methods).toEqual(['payee']);
      const wrong = await failureOf(anonymous('198.51.100.99'), verifyLogin, {
        challengeId: challenge.challengeId,
        method: 'payee',
        answer: 'Someone Else',
      });
      expect(wrong.errorCode).toBe('login_verify_failed');
      const fromElsewhere = await failureOf(anonymous('198.51.100.100'), verifyLogin, {
        challengeId: challenge.challengeId,
        method: 'payee',
        answer: 'ana torres',
      });
      expect(fromElsewhere.errorCode).toBe('login_verify_failed');
      const ok = await anonymous('198.51.100.99').call(verifyLogin, {
        challengeId: challenge.challengeId,
        method: 'payee',
        answer: ' ana  torres ',
      });
      expect(ok.token).toBeTruthy();
      // The challenge works once, and the IP is now known.
      expect(
        (
          await failureOf(anonymous('198.51.100.99'), verifyLogin, {
            challengeId: challenge.challengeId,
            method: 'payee',
            answer: 'Ana Torres',
          })
        ).errorCode,
      ).toBe('login_verify_failed');
      expect(
        (await anonymous('198.51.100.99').call(login, { username: input.username, password: input.password })).token,
      ).toBeTruthy();
    } finally {
      await operator.call(updatePasswordPolicy, { verifyNewIp: false });
    }
  });

  it('creates a trial account with free play', async () => {
    const result = await anonymous().call(freePlay, {});
    const info = await apiClient(baseUrl, { token: result.token }).call(getMemberInfo, {});
    expect(info).toMatchObject({ type: 4, isTrial: true, isAgent: false });
  });
});

describe('sessions', () => {
  it('ends at logout and answers 401 with the not-logged-in key after', async () => {
    const { token } = await anonymous().call(login, { username: 'jugador1', password: 'Demo1234' });
    const member = apiClient(baseUrl, { token });
    await member.call(logout, {});
    const error = await failureOf(member, getMemberInfo, {});
    expect(error).toMatchObject({
      errorCode: 'CUSTOMER_NOT_LOGIN',
      status: 401,
      message: 'You are not logged in, please login',
    });
  });

  it('ends the other sessions at a password change and keeps the current one', async () => {
    const input = await registration();
    const first = await anonymous().call(registerMember, input);
    const second = await anonymous().call(login, { username: input.username, password: input.password });
    const current = apiClient(baseUrl, { token: second.token });
    const wrongOld = await failureOf(current, changePassword, {
      oldPassword: 'nope',
      newPassword: 'Newer789',
      confirmNewPassword: 'Newer789',
    });
    expect(wrongOld.errorCode).toBe('password_incorrect');
    await current.call(changePassword, {
      oldPassword: input.password,
      newPassword: 'Newer789',
      confirmNewPassword: 'Newer789',
    });
    expect((await current.call(getMemberInfo, {})).account).toBe(input.username);
    expect((await failureOf(apiClient(baseUrl, { token: first.token }), getMemberInfo, {})).status).toBe(401);
  });

  it('expires, and a token never works for another merchant', async () => {
    const { token } = await anonymous().call(login, { username: 'jugador1', password: 'Demo1234' });
    await createMerchant(t.db, { code: 'other' });
    expect((await failureOf(apiClient(baseUrl, { token, merchant: 'other' }), getMemberInfo, {})).status).toBe(401);
    await t.db.execute(sql`update platform.member_sessions set expires_at = now() - interval '1 second'`);
    expect((await failureOf(apiClient(baseUrl, { token }), getMemberInfo, {})).errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});

describe('password recovery', () => {
  it('mails a single-use reset link through SMTP and sets the new password with it', async () => {
    const input = await registration({ email: `reset.${Date.now()}@example.com` });
    await anonymous().call(registerMember, input);
    const mismatch = await failureOf(anonymous(), forgotPasswordByEmail, {
      username: input.username,
      email: 'other@example.com',
    });
    expect(mismatch.errorCode).toBe('username_email_mismatch');
    await anonymous().call(forgotPasswordByEmail, { username: input.username, email: input.email ?? '' });
    const mail = await lastMessageTo(t, input.email ?? '');
    expect(mail.subject).toBe('Ficha Demo: recover your password');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    expect(mail.body).toContain(`${baseUrl}/login?resetToken=`);
    const result = await anonymous().call(resetPasswordWithToken, {
      token,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    expect(result).toEqual({ changed: true, username: input.username });
    expect((await anonymous().call(login, { username: input.username, password: 'Fresh2026' })).token).toBeTruthy();
    const again = await failureOf(anonymous(), resetPasswordWithToken, {
      token,
      newPassword: 'Other2026',
      confirmNewPassword: 'Other2026',
    });
    expect(again.errorCode).toBe('reset_token_invalid');
  });

  it('sets a password by phone with an SMS code, then the member logs in with it', async () => {
    await t.db
      .update(members)
      .set({ mobileNum: '5533334444', countryDialingCode: '+52', mobileVerified: true })
      .where(eq(members.username, 'agente2'));
    expect(
      (
        await failureOf(anonymous(), sendNoLoginSms, {
          mobileNum: '5599999999',
          countryDialingCode: '+52',
          purpose: 'reset',
        })
      ).errorCode,
    ).toBe('mobile_not_found');
    await anonymous().call(sendNoLoginSms, { mobileNum: '5533334444', countryDialingCode: '+52', purpose: 'reset' });
    const code = codeIn((await lastMessageTo(t, '+525533334444')).body);
    const result = await anonymous().call(setPasswordByPhone, {
      mobileNum: '5533334444',
      countryDialingCode: '+52',
      verificationCode: code,
      newPassword: 'Phone2026',
    });
    expect(result.username).toBe('agente2');
    expect(
      (await anonymous().call(login, { username: 'agente2', password: 'Phone2026', type: '' })).token,
    ).toBeTruthy();
  });
});

describe('field rules from the merchant', () => {
  it('makes an optional field required when the operator says so', async () => {
    const email = { enabled: true, required: true, patternId: 3, minLength: 5, maxLength: 64 };
    await operator.call(updateRegisterRules, { rules: { email } });
    try {
      const error = await failureOf(anonymous(), registerMember, await registration());
      expect(error.fields).toContainEqual({ field: 'email', reason: 'reg_pattern_3', params: { min: 5, max: 64 } });
    } finally {
      await operator.call(updateRegisterRules, { rules: { email: { ...email, required: false } } });
    }
  });
});
