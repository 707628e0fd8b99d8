import {
  freePlay,
  getC2cSettings,
  listAuditLog,
  login,
  processC2cTransaction,
  updateC2cSettings,
  updateMerchantSettings,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { moneyHelpers, newRequestId } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';

let t: TestApp;
let baseUrl: string;
let m: ReturnType<typeof moneyHelpers>;
let console_: ApiClient;
const pay = '246810';

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  m = moneyHelpers(t, baseUrl);
  for (const name of ['c2cAna', 'c2cBeto', 'c2cCarla']) await m.addMember(name, 0, null);
  await m.addMember('c2cOtro', 0, null);
  for (const name of ['c2cAna', 'c2cBeto']) await m.setPaymentPassword(name, pay);
  console_ = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await console_.call(updateC2cSettings, { minAmount: 1, maxAmount: 50, dailyMaxAmount: 80 });
});
afterAll(() => t.close());

/** A player's session token and its client. */
async function session(username: string) {
  const { token } = await apiClient(baseUrl).call(login, { username, password: 'Demo1234' });
  return { token, client: apiClient(baseUrl, { token }) };
}

const send = (
  client: ApiClient,
  toUsername: string,
  amount: number,
  requestId = newRequestId(),
  paymentPassword = pay,
) => client.call(processC2cTransaction, { toUsername, amount, paymentPassword, requestId });

describe('MCSFE_processC2CTransaction (player to player)', () => {
  it('moves money between two players once, and a replay answers the first transfer', async () => {
    await m.fund('c2cAna', 20_000n);
    const ana = await m.signIn('c2cAna');
    const requestId = newRequestId();
    const first = await send(ana, 'c2cBeto', 12.5, requestId);
    expect(first).toMatchObject({ amount: 12.5, toUsername: 'c2cBeto', balance: 187.5, replayed: false });
    expect(await send(ana, 'c2cBeto', 12.5, requestId)).toEqual({ ...first, replayed: true });
    expect(await m.balanceOf('c2cAna')).toBe(18_750n);
    expect(await m.balanceOf('c2cBeto')).toBe(1_250n);
  });

  it('pushes the new balance to both players over the realtime socket', async () => {
    const ana = await session('c2cAna');
    const beto = await session('c2cBeto');
    const anaSocket = await openSignedIn(baseUrl, ana.token);
    const betoSocket = await openSignedIn(baseUrl, beto.token);
    try {
      const { entryId } = await send(ana.client, 'c2cBeto', 2);
      expect(await anaSocket.next()).toMatchObject({ type: 'balance', balance: 185.5, entryId });
      expect(await betoSocket.next()).toMatchObject({ type: 'balance', balance: 14.5, entryId });
    } finally {
      anaSocket.socket.close();
      betoSocket.socket.close();
    }
  });

  it("refuses amounts outside the merchant's minimum and maximum, moving nothing", async () => {
    const ana = await m.signIn('c2cAna');
    const before = await databaseState(t.db);
    for (const amount of [0.5, 50.01]) {
      const error = await failureOf(ana, processC2cTransaction, {
        toUsername: 'c2cBeto',
        amount,
        paymentPassword: pay,
        requestId: newRequestId(),
      });
      expect([error.status, error.errorCode]).toEqual([400, 'transfer_amount_out_of_range']);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses the transfer that would pass the daily maximum, and leaves no partial state', async () => {
    // Sent today so far: 12.50 + 2 = 14.50 of 80.
    const ana = await m.signIn('c2cAna');
    await send(ana, 'c2cCarla', 50);
    const before = await databaseState(t.db);
    const error = await failureOf(ana, processC2cTransaction, {
      toUsername: 'c2cCarla',
      amount: 16,
      paymentPassword: pay,
      requestId: newRequestId(),
    });
    expect([error.status, error.errorCode]).toEqual([409, 'transfer_daily_limit_reached']);
    expect(await databaseState(t.db)).toEqual(before);
    // What is left of the day still goes.
    expect(await send(ana, 'c2cCarla', 15.5)).toMatchObject({ amount: 15.5, replayed: false });
  });

  it('refuses a wrong payment password, an unknown or own receiver, and more than the balance', async () => {
    const beto = await m.signIn('c2cBeto');
    const before = await databaseState(t.db);
    const wrong = await failureOf(beto, processC2cTransaction, {
      toUsername: 'c2cAna',
      amount: 1,
      paymentPassword: '000000',
      requestId: newRequestId(),
    });
    expect(wrong.errorCode).toBe('payment_password_incorrect');
    for (const toUsername of ['nadie', 'c2cBeto', 'agente1']) {
      const error = await failureOf(beto, processC2cTransaction, {
        toUsername,
        amount: 1,
        paymentPassword: pay,
        requestId: newRequestId(),
      });
      expect([error.status, error.errorCode], toUsername).toEqual([404, 'not_found']);
    }
    const short = await failureOf(beto, processC2cTransaction, {
      toUsername: 'c2cAna',
      amount: 40,
      paymentPassword: pay,
      requestId: newRequestId(),
    });
    expect(short.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses a trial account and bad input', async () => {
    const { token } = await apiClient(baseUrl).call(freePlay, {});
    const trial = apiClient(baseUrl, { token });
    const refused = await failureOf(trial, processC2cTransaction, {
      toUsername: 'c2cAna',
      amount: 1,
      paymentPassword: pay,
      requestId: newRequestId(),
    });
    expect([refused.status, refused.errorCode]).toEqual([403, 'in_need_true_account']);
    const { token: anaToken } = await session('c2cAna');
    const response = await t.app.inject({
      method: 'POST',
      url: processC2cTransaction.path,
      headers: { authorization: anaToken },
      payload: { toUsername: 'c2cBeto', amount: 1.005, paymentPassword: pay, requestId: 'x', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('is off until the merchant switches C2CTRANS3 on in the console settings', async () => {
    await console_.call(updateMerchantSettings, { modules: { C2CTRANS3: false } });
    expect(await console_.call(getC2cSettings, {})).toMatchObject({ enabled: false });
    const ana = await m.signIn('c2cAna');
    const off = await failureOf(ana, processC2cTransaction, {
      toUsername: 'c2cBeto',
      amount: 1,
      paymentPassword: pay,
      requestId: newRequestId(),
    });
    expect([off.status, off.errorCode]).toEqual([403, 'function.not.available']);
    await console_.call(updateMerchantSettings, { modules: { C2CTRANS3: true } });
    expect(await console_.call(getC2cSettings, {})).toEqual({
      minAmount: 1,
      maxAmount: 50,
      dailyMaxAmount: 80,
      enabled: true,
    });
  });

  it('keeps the limits in order and audits a change', async () => {
    const error = await failureOf(console_, updateC2cSettings, { minAmount: 10, maxAmount: 5, dailyMaxAmount: 80 });
    expect(error.errorCode).toBe('request_param_err');
    const audit = await console_.call(listAuditLog, {});
    expect(audit.list.find((e) => e.action === 'merchant.c2c_limits.update')).toMatchObject({
      after: { minAmount: 1, maxAmount: 50, dailyMaxAmount: 80 },
    });
  });
});
