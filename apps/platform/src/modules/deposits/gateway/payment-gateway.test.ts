import {
  approveDeposit,
  getAvailablePromotions,
  getBonusDetails,
  gatewayCallbackPath,
  getWalletBalance,
  listMyDeposits,
  login,
  startGatewayDeposit,
  type GatewayCallback,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { signPayload } from '@ficha/contract/server';
import { spawnPaymentSimulator, type SimulatorProcess } from '@ficha/payment-simulator/spawn';
import { sql } from 'drizzle-orm';
import { expireGatewayOrders } from '../deposits.queries.ts';
import { loginDemoOperator } from '../../../../test/operator-session.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { openSignedIn } from '../../../../test/realtime-client.ts';

const secret = 'gateway-test-secret-0123456789';
let t: TestApp;
let baseUrl: string;
let player: ApiClient;
let playerToken: string;
let simulator: SimulatorProcess;

beforeAll(async () => {
  simulator = await spawnPaymentSimulator({ secret });
  t = await createTestApp({ PAYMENT_GATEWAY_URL: simulator.url, PAYMENT_GATEWAY_SECRET: secret });
  baseUrl = await listen(t);
  playerToken = (await apiClient(baseUrl).call(login, { username: 'jugador1', password: 'Demo1234' })).token;
  player = apiClient(baseUrl, { token: playerToken });
});
afterAll(async () => {
  await simulator.stop();
  await t.close();
});

const balance = async () => (await player.call(getWalletBalance, {})).sumBalance;
const statusOf = async (id: number) => (await player.call(listMyDeposits, {})).list.find((d) => d.id === id)?.status;

/** Starts a gateway deposit and opens its payment page on the simulator (which checks the signed redirect). */
async function openOrder(amount: number) {
  const started = await player.call(startGatewayDeposit, { channelCode: 'pasarela-demo', amount, returnPath: '/' });
  const page = await fetch(started.redirectUrl);
  expect(page.status).toBe(200);
  const orderId = new URL(started.redirectUrl).searchParams.get('orderId')!;
  return { ...started, orderId, page: await page.text() };
}

async function hook(path: string, body?: unknown) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as {
    value: { httpStatus: number; response: { success: boolean; errorCode?: string } };
  };
  return answer.value;
}

async function decide(orderId: string, outcome: 'paid' | 'failed') {
  return fetch(`${simulator.url}/pay/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderId, outcome }).toString(),
    redirect: 'manual',
  });
}

const callbackResults = async (orderId: string) => {
  const rows = await t.db.execute(
    sql`select result from platform.gateway_callbacks where order_id = ${orderId} order by id`,
  );
  return (rows as unknown as { rows: Array<{ result: string }> }).rows.map((r) => r.result);
};

function postCallback(body: string, signature: string) {
  return fetch(`${baseUrl}${gatewayCallbackPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body,
  });
}

describe('payment gateway', () => {
  it('starts a pending order with a signed redirect the simulator accepts, and refuses a tampered one', async () => {
    const order = await openOrder(25);
    expect(order.deposit).toMatchObject({ status: 'pending', channelKind: 'gateway', amount: 25 });
    expect(order.page).toContain('25.00 USD');
    const tampered = order.redirectUrl.replace('amount=25.00', 'amount=1.00');
    expect((await fetch(tampered)).status).toBe(400);
    expect((await failureOf(player, startGatewayDeposit, { channelCode: 'banco-demo', amount: 25 })).errorCode).toBe(
      'deposit_channel_unavailable',
    );
    expect(
      (await failureOf(player, startGatewayDeposit, { channelCode: 'pasarela-demo', amount: 0.5 })).errorCode,
    ).toBe('deposit_amount_out_of_range');
    for (const amount of [-1, 0, 1.234, '1e3', Number.NaN, 1e20, 'cinco', null])
      expect(
        (await failureOf(player, startGatewayDeposit, { channelCode: 'pasarela-demo', amount } as never)).status,
      ).toBe(400);
  });

  it('credits a paid order once, however often the callback comes', async () => {
    const before = await balance();
    const order = await openOrder(40.25);
    const paid = await decide(order.orderId, 'paid');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${baseUrl}/`);
    expect(await statusOf(order.deposit.id)).toBe('approved');
    expect(await balance()).toBeCloseTo(before + 40.25, 2);

    const duplicates = await Promise.all([1, 2, 3].map(() => hook(`/test/orders/${order.orderId}/duplicate`)));
    expect(duplicates.map((d) => d.httpStatus)).toEqual([200, 200, 200]);
    expect(await balance()).toBeCloseTo(before + 40.25, 2);
    expect(await callbackResults(order.orderId)).toEqual(['credited', 'replayed', 'replayed', 'replayed']);
  });

  it("tells the member's open socket of a paid order and of a failed one, once each", async () => {
    const socket = await openSignedIn(baseUrl, playerToken);
    const paid = await openOrder(17.5);
    await decide(paid.orderId, 'paid');
    expect(await socket.next()).toMatchObject({ type: 'balance', balance: await balance() });
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_deposit_arrival', amount: 17.5 });
    await hook(`/test/orders/${paid.orderId}/duplicate`);
    const failed = await openOrder(12);
    await decide(failed.orderId, 'failed');
    // The replayed callback sent nothing: the next message is the failure's notice.
    const notice = await socket.next();
    expect(notice).toMatchObject({ type: 'notice', key: 'info_deposit_failed', amount: 12 });
    expect(notice.type === 'notice' && Number.isNaN(Date.parse(notice.time))).toBe(false);
    socket.socket.close();
  });

  it('fails a failed order without money, and refuses a late paid callback for it', async () => {
    const before = await balance();
    const order = await openOrder(10);
    const failed = await decide(order.orderId, 'failed');
    expect(failed.status).toBe(303);
    expect(await statusOf(order.deposit.id)).toBe('failed');
    const late = await hook(`/test/orders/${order.orderId}/callback`, { status: 'paid' });
    expect([late.httpStatus, late.response.errorCode]).toEqual([409, 'payment_order_closed']);
    expect(await statusOf(order.deposit.id)).toBe('failed');
    expect(await balance()).toBe(before);
    expect(await callbackResults(order.orderId)).toEqual(['failed', 'refused_late']);
  });

  it('expires an unpaid order and refuses its late callback', async () => {
    const before = await balance();
    const order = await openOrder(12);
    await t.db.execute(
      sql`update platform.deposits set expires_at = now() - interval '1 minute' where gateway_order_id = ${order.orderId}`,
    );
    const late = await hook(`/test/orders/${order.orderId}/callback`, { status: 'paid' });
    expect([late.httpStatus, late.response.errorCode]).toEqual([409, 'payment_order_closed']);
    expect(await statusOf(order.deposit.id)).toBe('expired');
    expect(await balance()).toBe(before);
    expect(await callbackResults(order.orderId)).toEqual(['refused_late']);
  });

  it('leaves gateway orders to the gateway: an operator cannot approve one; unpaid ones expire', async () => {
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    const order = await openOrder(15);
    expect((await failureOf(operator, approveDeposit, { depositId: order.deposit.id })).errorCode).toBe('conflict');
    await t.db.execute(
      sql`update platform.deposits set expires_at = now() - interval '1 second' where gateway_order_id = ${order.orderId}`,
    );
    expect(await expireGatewayOrders(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.deposit.id)).toBe('expired');
    const late = await hook(`/test/orders/${order.orderId}/callback`, { status: 'paid' });
    expect([late.httpStatus, late.response.errorCode]).toEqual([409, 'payment_order_closed']);
  });

  it('refuses forged, stale, malformed and mismatched callbacks without moving money', async () => {
    const before = await balance();
    const order = await openOrder(30);
    const callback = (overrides: Partial<GatewayCallback> = {}) =>
      JSON.stringify({
        orderId: order.orderId,
        status: 'paid',
        amount: 30,
        currency: 'USD',
        gatewayTransactionId: 'forged-1',
        timestamp: Date.now(),
        ...overrides,
      });
    const forged = await postCallback(callback(), signPayload('not-the-secret-at-all', callback()));
    expect([forged.status, ((await forged.json()) as { errorCode: string }).errorCode]).toEqual([
      401,
      'INVALID_SIGNATURE',
    ]);
    expect((await postCallback(callback(), 'zz')).status).toBe(401);
    const stale = callback({ timestamp: Date.now() - 10 * 60_000 });
    expect((await postCallback(stale, signPayload(secret, stale))).status).toBe(401);
    const cheaper = callback({ amount: 3000 });
    expect((await postCallback(cheaper, signPayload(secret, cheaper))).status).toBe(400);
    const junk = '{"orderId":';
    expect((await postCallback(junk, signPayload(secret, junk))).status).toBe(400);
    const unknown = callback({ orderId: 'fo_unknown_order' });
    expect((await postCallback(unknown, signPayload(secret, unknown))).status).toBe(404);
    expect(await statusOf(order.deposit.id)).toBe('pending');
    expect(await balance()).toBe(before);
    expect(await callbackResults(order.orderId)).toEqual([]);
  });

  it('credits once under concurrent first callbacks', async () => {
    const before = await balance();
    const order = await openOrder(55.55);
    const body = JSON.stringify({
      orderId: order.orderId,
      status: 'paid',
      amount: 55.55,
      currency: 'USD',
      gatewayTransactionId: 'race-1',
      timestamp: Date.now(),
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => postCallback(body, signPayload(secret, body))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balance()).toBeCloseTo(before + 55.55, 2);
    expect((await callbackResults(order.orderId)).sort()).toEqual(['credited', ...Array(5).fill('replayed')].sort());
  });

  it('grants the deposit bonus the order opted into when its paid callback credits it, once', async () => {
    // The demo's 50 % reload (any deposit from 100.00, bonus up to 50.00).
    const reload = (await player.call(getAvailablePromotions, {})).list.find(
      (p) => p.kind === 'deposit_bonus' && p.matchPct === 50,
    );
    expect(reload?.state).toBe('join');
    const started = await player.call(startGatewayDeposit, {
      channelCode: 'pasarela-demo',
      amount: 120,
      returnPath: '/',
      promotionId: reload!.id,
    });
    const orderId = new URL(started.redirectUrl).searchParams.get('orderId')!;
    expect((await player.call(getBonusDetails, {})).list).toEqual([]);
    await fetch(started.redirectUrl);
    await decide(orderId, 'paid');
    await hook(`/test/orders/${orderId}/duplicate`);
    const bonuses = (await player.call(getBonusDetails, {})).list;
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ promotionId: reload!.id, amount: 50, held: 50, status: 'active' });
  });
});
