import {
  confirmOperatorTotp,
  disableOperatorTotp,
  getMerchantSettings,
  listOutbox,
  getOperatorSession,
  listConsoleOperators,
  listSignInActivity,
  operatorLogin,
  resetOperatorTotp,
  startOperatorTotp,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createOperator } from '../../../test/factories.ts';
import {
  currentTotpCode,
  demoOperators,
  loginDemoOperator,
  operatorLoginInput,
} from '../../../test/operator-session.ts';
import { merchants } from '../../db/schema/index.ts';
import { rolesRequiringTotp } from './operator-totp-policy.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;
let ipCounter = 0;
/** Each sign-in from its own address, so the address limits stay out of the way. */
const anonymous = () => apiClient(baseUrl, { ip: `192.0.2.${(ipCounter++ % 250) + 1}` });
const signedIn = (token: string) => apiClient(baseUrl, { token });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  owner = signedIn(await loginDemoOperator(t.app));
});
afterAll(() => t.close());

async function demoMerchantId(): Promise<number> {
  const [row] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
  if (!row) throw new Error('no demo merchant');
  return row.id;
}

/** A wrong code: none of the steps the server may accept, even across a step boundary. */
function wrongCode(secret: string): string {
  const near = [-2, -1, 0, 1, 2].map((step) => currentTotpCode(secret, Date.now() + step * 30_000));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

describe('operator second factor (TOTP)', () => {
  it('is required for owner, finance and the platform operator (decision 0069), and optional for the rest', () => {
    expect(rolesRequiringTotp).toEqual(['owner', 'finance', 'platform']);
  });

  it('asks an enrolled operator for its code, refuses a wrong one, and signs in with the right one', async () => {
    const { totpSecret, ...withoutCode } = demoOperators.owner;
    const asked = await failureOf(anonymous(), operatorLogin, { merchantCode: 'demo', ...withoutCode });
    expect([asked.status, asked.errorCode]).toEqual([401, 'operator_totp_required']);
    const wrong = await failureOf(anonymous(), operatorLogin, {
      ...operatorLoginInput(demoOperators.owner),
      totpCode: wrongCode(totpSecret),
    });
    expect([wrong.status, wrong.errorCode, wrong.value]).toEqual([400, 'totp_invalid', { captcha: false }]);
    const ok = await anonymous().call(operatorLogin, operatorLoginInput(demoOperators.owner));
    expect(ok.operator).toMatchObject({ username: 'admin', role: 'owner', totpEnabled: true, totpRequired: true });
    const activity = await owner.call(listSignInActivity, { pageNo: 1, pageSize: 3 });
    expect(activity.list[0]).toMatchObject({ action: 'operator.sign_in.succeeded', after: { totp: true } });
    expect(activity.list[1]).toMatchObject({ action: 'operator.sign_in.failed', after: { reason: 'totp' } });
  });

  it('makes an owner without a second factor set one up before anything else', async () => {
    await createOperator(t.db, {
      merchantId: await demoMerchantId(),
      username: 'dueno2',
      password: 'Dueno#2026',
      role: 'owner',
      totpSecret: null,
    });
    const login = await anonymous().call(
      operatorLogin,
      operatorLoginInput({ username: 'dueno2', password: 'Dueno#2026' }),
    );
    expect(login.operator).toMatchObject({ totpEnabled: false, totpRequired: true });
    const fresh = signedIn(login.token);
    expect(await fresh.call(getOperatorSession, {})).toMatchObject({ username: 'dueno2', totpEnabled: false });
    const blocked = await failureOf(fresh, getMerchantSettings, {});
    expect([blocked.status, blocked.errorCode]).toEqual([403, 'operator_totp_enrolment_required']);

    const setup = await fresh.call(startOperatorTotp, {});
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Ficha%20demo%3Adueno2?secret=${setup.secret}&issuer=Ficha%20demo&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await failureOf(fresh, confirmOperatorTotp, { code: wrongCode(setup.secret) });
    expect(wrong.errorCode).toBe('totp_invalid');
    expect((await failureOf(fresh, getMerchantSettings, {})).errorCode).toBe('operator_totp_enrolment_required');

    expect(await fresh.call(confirmOperatorTotp, { code: currentTotpCode(setup.secret) })).toEqual({
      totpEnabled: true,
    });
    expect((await fresh.call(getMerchantSettings, {})).merchantCode).toBe('demo');
    const again = await failureOf(
      anonymous(),
      operatorLogin,
      operatorLoginInput({ username: 'dueno2', password: 'Dueno#2026' }),
    );
    expect(again.errorCode).toBe('operator_totp_required');
    const withCode = await anonymous().call(
      operatorLogin,
      operatorLoginInput({ username: 'dueno2', password: 'Dueno#2026', totpSecret: setup.secret }),
    );
    expect(withCode.operator.totpEnabled).toBe(true);
  });

  it('lets another role work without a second factor, turn one on and off again', async () => {
    await createOperator(t.db, {
      merchantId: await demoMerchantId(),
      username: 'soporte1',
      password: 'Soporte#2026',
      role: 'support',
    });
    const credentials = { username: 'soporte1', password: 'Soporte#2026' };
    const support = signedIn((await anonymous().call(operatorLogin, operatorLoginInput(credentials))).token);
    expect(Array.isArray((await support.call(listOutbox, {})).list)).toBe(true);
    const { secret } = await support.call(startOperatorTotp, {});
    await support.call(confirmOperatorTotp, { code: currentTotpCode(secret) });
    expect((await failureOf(anonymous(), operatorLogin, operatorLoginInput(credentials))).errorCode).toBe(
      'operator_totp_required',
    );
    expect((await failureOf(support, disableOperatorTotp, { code: wrongCode(secret) })).errorCode).toBe('totp_invalid');
    expect(await support.call(disableOperatorTotp, { code: currentTotpCode(secret) })).toEqual({ totpEnabled: false });
    expect((await anonymous().call(operatorLogin, operatorLoginInput(credentials))).operator.totpEnabled).toBe(false);
  });

  it("lets an owner reset another operator's second factor, audited, and nobody else", async () => {
    const cashier = signedIn((await anonymous().call(operatorLogin, operatorLoginInput(demoOperators.cashier))).token);
    const operators = (await owner.call(listConsoleOperators, {})).list;
    const admin = operators.find((o) => o.username === 'admin');
    const cajero = operators.find((o) => o.username === 'cajero');
    expect(cajero).toMatchObject({ totpEnabled: true });
    const refused = await failureOf(cashier, resetOperatorTotp, { operatorId: admin!.id });
    expect([refused.status, refused.errorCode]).toEqual([403, 'operator_forbidden']);

    expect(await owner.call(resetOperatorTotp, { operatorId: cajero!.id })).toEqual({ reset: true });
    const { totpSecret: _secret, ...withoutCode } = demoOperators.cashier;
    const login = await anonymous().call(operatorLogin, { merchantCode: 'demo', ...withoutCode });
    expect(login.operator).toMatchObject({ username: 'cajero', totpEnabled: false });
    const activity = await owner.call(listSignInActivity, { pageNo: 1, pageSize: 2 });
    expect(activity.list[1]).toMatchObject({
      action: 'operator.totp.reset',
      actor: 'admin',
      target: 'operator:cajero',
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
    expect((await failureOf(owner, resetOperatorTotp, { operatorId: 999_999 })).errorCode).toBe('not_found');
  });
});
