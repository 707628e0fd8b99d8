import {
  bindEmail,
  disableTotp,
  enableTotp,
  getMemberProfile,
  listMemberLogins,
  listMemberSessions,
  login,
  revokeMemberSession,
  sendBindEmailCode,
  setPaymentPassword,
  startTotpSetup,
  updateMemberProfile,
  getMemberInfo,
  updateLanguage,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, codeIn, failureOf, lastMessageTo, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { totpAt } from '../../security/totp.ts';

let t: TestApp;
let baseUrl: string;
const signIn = async (ip = '192.0.2.50') =>
  apiClient(baseUrl, {
    ip,
    token: (await apiClient(baseUrl, { ip }).call(login, { username: 'jugador1', password: 'Demo1234' })).token,
  });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
});
afterAll(() => t.close());

describe('security center', () => {
  it('edits profile fields, clearing with an empty value, and refuses a bad date', async () => {
    const member = await signIn();
    const profile = await member.call(updateMemberProfile, {
      nickname: 'Jugador Uno',
      birthday: '1990-05-17',
      address: 'Calle 1',
      telegram: '@uno',
    });
    expect(profile).toMatchObject({
      nickname: 'Jugador Uno',
      birthday: '1990-05-17',
      address: 'Calle 1',
      telegram: '@uno',
    });
    expect((await member.call(updateMemberProfile, { address: '' })).address).toBeNull();
    const bad = await failureOf(member, updateMemberProfile, { birthday: '17/05/1990' });
    expect(bad.fields?.[0]).toMatchObject({ field: 'birthday', reason: 'date_format' });
    expect((await failureOf(member, updateMemberProfile, { nickname: '   ' })).errorCode).toBe('request_param_err');
  });

  it('binds an email with a mailed code, single use, wrong codes refused', async () => {
    const member = await signIn();
    await member.call(sendBindEmailCode, { email: 'uno@example.com' });
    const code = codeIn((await lastMessageTo(t, 'uno@example.com')).body);
    expect(
      (
        await failureOf(member, bindEmail, {
          email: 'uno@example.com',
          verificationCode: code === '123456' ? '654321' : '123456',
        })
      ).errorCode,
    ).toBe('verification_code_error');
    expect((await failureOf(member, bindEmail, { email: 'dos@example.com', verificationCode: code })).errorCode).toBe(
      'verification_code_error',
    );
    const profile = await member.call(bindEmail, { email: 'uno@example.com', verificationCode: code });
    expect(profile).toMatchObject({ email: 'uno@example.com', emailVerified: true });
    expect((await failureOf(member, bindEmail, { email: 'uno@example.com', verificationCode: code })).errorCode).toBe(
      'verification_code_error',
    );
  });

  it('sets the payment password only with the login password', async () => {
    const member = await signIn();
    const wrong = await failureOf(member, setPaymentPassword, {
      loginPassword: 'nope',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(wrong.errorCode).toBe('password_incorrect');
    const format = await failureOf(member, setPaymentPassword, {
      loginPassword: 'Demo1234',
      newPaymentPassword: '12ab',
      confirmPaymentPassword: '12ab',
    });
    expect(format.fields?.[0]).toMatchObject({ field: 'newPaymentPassword', reason: 'payment_password_format' });
    await member.call(setPaymentPassword, {
      loginPassword: 'Demo1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect((await member.call(getMemberProfile, {})).hasPaymentPassword).toBe(true);
  });

  it('turns TOTP on with a code from the secret and off again', async () => {
    const member = await signIn();
    const setup = await member.call(startTotpSetup, {});
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toContain('<svg');
    expect((await failureOf(member, enableTotp, { code: '000000' })).errorCode).toBe('totp_invalid');
    const code = () => totpAt(setup.secret, Math.floor(Date.now() / 30_000));
    await member.call(enableTotp, { code: code() });
    expect((await member.call(getMemberInfo, {})).totpEnabled).toBe(true);
    await member.call(disableTotp, { code: code() });
    expect((await member.call(getMemberProfile, {})).totpEnabled).toBe(false);
  });

  it('lists logins and devices, and signs another device out', async () => {
    const phone = await signIn('192.0.2.61');
    const laptop = await signIn('192.0.2.62');
    const logins = await laptop.call(listMemberLogins, { limit: 5 });
    expect(logins[0]).toMatchObject({ ip: '192.0.2.62', success: true, method: 'username' });
    const devices = await laptop.call(listMemberSessions, {});
    const current = devices.find((d) => d.current);
    expect(current?.ip).toBe('192.0.2.62');
    const phoneSession = devices.find((d) => d.ip === '192.0.2.61');
    await laptop.call(revokeMemberSession, { sessionId: phoneSession?.sessionId ?? '' });
    expect((await failureOf(phone, getMemberProfile, {})).status).toBe(401);
    expect((await failureOf(laptop, revokeMemberSession, { sessionId: 'not-a-session-id' })).errorCode).toBe(
      'not_found',
    );
  });

  it('saves the language preference', async () => {
    const member = await signIn();
    await member.call(updateLanguage, { language: 'EN' });
    expect((await member.call(getMemberInfo, {})).language).toBe('EN');
    expect((await failureOf(member, updateLanguage, { language: 'XX' as 'EN' })).errorCode).toBe('request_param_err');
  });

  it('needs a session for every call', async () => {
    const error = await failureOf(apiClient(baseUrl), getMemberProfile, {});
    expect(error).toMatchObject({ status: 401, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });
});
