import {
  freePlay,
  getTransactionDetail,
  getTransactionHistory,
  getWalletOverview,
  transferToDownline,
  transferToUpline,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { moneyHelpers, newRequestId } from '../../../test/money-helpers.ts';

let t: TestApp;
let baseUrl: string;
let m: ReturnType<typeof moneyHelpers>;
const pay = '135790';
let transferEntryId: number;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  m = moneyHelpers(t, baseUrl);
  // A player of its own: the demo's jugador1 starts with seeded money.
  await m.addMember('jugadorA1', 0, 'agente3');
  await m.setPaymentPassword('jugadorA1', pay);
  await m.setPaymentPassword('agente3', pay);
  await m.fund('jugadorA1', 20_000n);
  await m.fund('agente3', 1_000n);
  const player = await m.signIn('jugadorA1');
  const agent = await m.signIn('agente3');
  transferEntryId = (
    await player.call(transferToUpline, { amount: 25.5, paymentPassword: pay, requestId: newRequestId() })
  ).entryId;
  await agent.call(transferToDownline, {
    username: 'jugadorA1',
    amount: 3,
    paymentPassword: pay,
    requestId: newRequestId(),
  });
});
afterAll(() => t.close());

describe('account record', () => {
  it('lists every movement of the wallet, newest first, signed, with the balance after', async () => {
    const player = await m.signIn('jugadorA1');
    const page = await player.call(getTransactionHistory, {});
    expect(page.totalCount).toBe(3);
    expect(page.list.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['transfer', 3, 177.5],
      ['transfer', -25.5, 174.5],
      ['deposit', 200, 200],
    ]);
    expect(page.list[1]?.memo).toBe('jugadorA1 → agente3');
  });

  it('filters by type and date and pages', async () => {
    const player = await m.signIn('jugadorA1');
    expect((await player.call(getTransactionHistory, { type: 'deposit' })).list).toHaveLength(1);
    expect((await player.call(getTransactionHistory, { type: 'bet' })).totalCount).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await player.call(getTransactionHistory, { startDate: today, endDate: today })).totalCount).toBe(3);
    expect(
      (await player.call(getTransactionHistory, { startDate: '2020-01-01', endDate: '2020-01-31' })).totalCount,
    ).toBe(0);
    const second = await player.call(getTransactionHistory, { pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 3 });
    expect(second.list.map((r) => r.kind)).toEqual(['deposit']);
    const beyond = await player.call(getTransactionHistory, { pageNo: 5, pageSize: 2 });
    expect(beyond).toMatchObject({ list: [], totalCount: 3 });
    for (const bad of [
      { type: 'cheat' },
      { startDate: '2026-13-01' },
      { startDate: '2026-02-30' },
      { startDate: '2026-05-02', endDate: '2026-05-01' },
      { pageSize: '1000' },
    ]) {
      expect((await failureOf(player, getTransactionHistory, bad as never)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("shows one movement's details to its owner only", async () => {
    const player = await m.signIn('jugadorA1');
    expect(await player.call(getTransactionDetail, { entryId: transferEntryId })).toMatchObject({
      entryId: transferEntryId,
      kind: 'transfer',
      amount: -25.5,
      counterparty: 'agente3',
      currency: 'USD',
    });
    const agent = await m.signIn('agente3');
    expect(await agent.call(getTransactionDetail, { entryId: transferEntryId })).toMatchObject({
      amount: 25.5,
      counterparty: 'jugadorA1',
    });
    const stranger = await m.signIn('agente1');
    expect((await failureOf(stranger, getTransactionDetail, { entryId: transferEntryId })).errorCode).toBe('not_found');
    // Its own record holds none of them.
    expect((await stranger.call(getTransactionHistory, {})).totalCount).toBe(0);
  });

  it('refuses trial accounts and visitors', async () => {
    const trial = apiClient(baseUrl, { token: (await apiClient(baseUrl).call(freePlay, {})).token });
    for (const call of [
      failureOf(trial, getTransactionHistory, {}),
      failureOf(trial, getTransactionDetail, { entryId: transferEntryId }),
      failureOf(trial, getWalletOverview, {}),
    ]) {
      expect((await call).errorCode).toBe('in_need_true_account');
    }
    expect((await failureOf(apiClient(baseUrl), getTransactionHistory, {})).status).toBe(401);
  });
});

describe('wallet overview', () => {
  it("answers the balance, this month's totals and the last movements", async () => {
    const player = await m.signIn('jugadorA1');
    const overview = await player.call(getWalletOverview, {});
    expect(overview).toMatchObject({
      balance: 177.5,
      currency: 'USD',
      currencySymbol: '$',
      month: { deposits: 200, withdrawals: 0, transfersIn: 3, transfersOut: 25.5, bets: 0, wins: 0 },
    });
    expect(overview.monthStart).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
    expect(overview.recent).toHaveLength(3);
    const empty = await (await m.signIn('agente1')).call(getWalletOverview, {});
    expect(empty).toMatchObject({ balance: 0, recent: [], month: { deposits: 0 } });
  });
});
