import {
  freePlay,
  getTransferUpline,
  listAuditLog,
  transferToDownline,
  transferToUpline,
  toWireMoney,
  walletTransfer,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createAgentTree, createMerchant } from '../../../test/factories.ts';
import { moneyHelpers, newRequestId } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';

let t: TestApp;
let baseUrl: string;
let m: ReturnType<typeof moneyHelpers>;
const pay = '246810';

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  m = moneyHelpers(t, baseUrl);
  // A player of its own: the demo's jugador1 starts with seeded money.
  await m.addMember('jugadorA1', 0, 'agente3');
  // A sibling branch under agente1: agenteB → jugadorB; and another merchant with a member of the same name.
  const [demo, agente1] = [await m.merchantOf(), await m.member('agente1')];
  await createAgentTree(t.db, {
    merchantId: demo.id,
    under: agente1,
    agents: ['agenteB'],
    topType: 2,
    player: 'jugadorB',
  });
  await createMerchant(t.db, { code: 'other', domain: 'other.test' });
  await m.addMember('otroJugador', 0, null, 'other');
  for (const name of ['jugadorA1', 'agente1', 'agente2', 'agente3', 'agenteB']) await m.setPaymentPassword(name, pay);
});
afterAll(() => t.close());

const upline = (client: ApiClient, amount: unknown, requestId = newRequestId(), paymentPassword = pay) =>
  client.call(transferToUpline, { amount: amount as number, paymentPassword, requestId });

describe('transfer to upline', () => {
  it('moves money to the direct upline once, with the balance after', async () => {
    await m.fund('jugadorA1', 10_000n);
    const player = await m.signIn('jugadorA1');
    expect(await player.call(getTransferUpline, {})).toEqual({
      upline: 'agente3',
      balance: 100,
      hasPaymentPassword: true,
    });
    const before = await m.balanceOf('agente3');
    const result = await upline(player, 12.5);
    expect(result).toMatchObject({ amount: 12.5, toUsername: 'agente3', balance: 87.5, replayed: false });
    expect(await m.balanceOf('jugadorA1')).toBe(8_750n);
    expect(await m.balanceOf('agente3')).toBe(before + 1_250n);
  });

  it('refuses bad amounts with 400 and moves nothing', async () => {
    const player = await m.signIn('jugadorA1');
    const before = await m.balanceOf('jugadorA1');
    const entries = await m.entryCount('transfer');
    for (const amount of [-1, 0, 1.234, '1e3', Number.NaN, 1e300, 'ten', null, '10']) {
      const failure = await failureOf(player, transferToUpline, {
        amount: amount as number,
        paymentPassword: pay,
        requestId: newRequestId(),
      });
      expect(failure.status, String(amount)).toBe(400);
      expect(failure.errorCode).toBe('request_param_err');
    }
    expect(await m.balanceOf('jugadorA1')).toBe(before);
    expect(await m.entryCount('transfer')).toBe(entries);
  });

  it('takes no receiver from the client and refuses a player sending to its downline route', async () => {
    const player = await m.signIn('jugadorA1');
    const withTarget = await failureOf(player, transferToUpline, {
      amount: 1,
      paymentPassword: pay,
      requestId: newRequestId(),
      username: 'agente1',
    } as never);
    expect(withTarget.status).toBe(400);
    const asAgent = await failureOf(player, transferToDownline, {
      username: 'agente1',
      amount: 1,
      paymentPassword: pay,
      requestId: newRequestId(),
    });
    expect(asAgent.errorCode).toBe('error_not_agent');
  });

  it('needs the right payment password, and says so when none is set', async () => {
    const player = await m.signIn('jugadorA1');
    const before = await m.balanceOf('jugadorA1');
    expect(
      (await failureOf(player, transferToUpline, { amount: 1, paymentPassword: '000000', requestId: newRequestId() }))
        .errorCode,
    ).toBe('payment_password_incorrect');
    const noPassword = await m.signIn('jugadorB');
    await m.fund('jugadorB', 500n);
    expect(
      (await failureOf(noPassword, transferToUpline, { amount: 1, paymentPassword: pay, requestId: newRequestId() }))
        .errorCode,
    ).toBe('payment_password_not_set');
    expect(await m.balanceOf('jugadorA1')).toBe(before);
    expect(await m.balanceOf('jugadorB')).toBe(500n);
  });

  it('refuses more than the balance', async () => {
    const player = await m.signIn('jugadorA1');
    const before = await m.balanceOf('jugadorA1');
    const failure = await failureOf(player, transferToUpline, {
      amount: 1_000_000,
      paymentPassword: pay,
      requestId: newRequestId(),
    });
    expect(failure).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', status: 409 });
    expect(await m.balanceOf('jugadorA1')).toBe(before);
  });

  it('moves money once for a retried request id, and refuses the id with another amount', async () => {
    const player = await m.signIn('jugadorA1');
    const requestId = newRequestId();
    const before = await m.balanceOf('jugadorA1');
    const first = await upline(player, 1, requestId);
    const again = await upline(player, 1, requestId);
    expect(again).toMatchObject({ entryId: first.entryId, replayed: true });
    expect(await m.balanceOf('jugadorA1')).toBe(before - 100n);
    expect((await failureOf(player, transferToUpline, { amount: 2, paymentPassword: pay, requestId })).errorCode).toBe(
      'DUPLICATE_TRANSACTION',
    );
    // Concurrent duplicates of a new id: one effect.
    const raced = newRequestId();
    const results = await Promise.all(Array.from({ length: 5 }, () => upline(player, 1, raced)));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await m.balanceOf('jugadorA1')).toBe(before - 200n);
  });

  it('refuses trial accounts and members without an upline', async () => {
    const trial = apiClient(baseUrl, { token: (await apiClient(baseUrl).call(freePlay, {})).token });
    expect(
      (await failureOf(trial, transferToUpline, { amount: 1, paymentPassword: pay, requestId: newRequestId() }))
        .errorCode,
    ).toBe('in_need_true_account');
    expect((await failureOf(trial, walletTransfer, {})).errorCode).toBe('in_need_true_account');
    const root = await m.signIn('agente1');
    expect(
      (await failureOf(root, transferToUpline, { amount: 1, paymentPassword: pay, requestId: newRequestId() }))
        .errorCode,
    ).toBe('no_upline');
  });
});

describe('transfer to downline', () => {
  const down = (client: ApiClient, username: string, amount = 1, requestId = newRequestId()) =>
    client.call(transferToDownline, { username, amount, paymentPassword: pay, requestId });

  it('reaches any member of the agent subtree, audited', async () => {
    await m.fund('agente1', 5_000n);
    // Signed in first: the sign-in is audited too, and the transfers must be the newest rows.
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    const agent = await m.signIn('agente1');
    const before = await m.balanceOf('jugadorA1');
    expect(await down(agent, 'jugadorA1', 10)).toMatchObject({ toUsername: 'jugadorA1', amount: 10, balance: 40 });
    expect(await down(agent, 'AGENTE2', 5)).toMatchObject({ toUsername: 'agente2' });
    expect(await m.balanceOf('jugadorA1')).toBe(before + 1_000n);
    const audit = await operator.call(listAuditLog, { pageSize: 2 });
    expect(audit.list[0]).toMatchObject({ actor: 'agente1', action: 'transfer', target: 'member:agente2' });
    expect(audit.list[0]?.before).toEqual({ balance: 40 });
    expect(audit.list[0]?.after).toMatchObject({ balance: 35, amount: 5 });
  });

  it("refuses upward, sideways, self, unknown and another merchant's members", async () => {
    await m.fund('agente3', 1_000n);
    await m.fund('agenteB', 1_000n);
    const agente3 = await m.signIn('agente3');
    const agenteB = await m.signIn('agenteB');
    const before = [await m.balanceOf('agente3'), await m.balanceOf('agenteB')];
    for (const [client, target] of [
      [agente3, 'agente2'],
      [agente3, 'agente1'],
      [agente3, 'agente3'],
      [agente3, 'jugadorB'],
      [agenteB, 'jugadorA1'],
      [agenteB, 'agente3'],
      [agenteB, 'nadie'],
      [agenteB, 'otroJugador'],
      [agenteB, 'prueba1'],
    ] as const) {
      const failure = await failureOf(client, transferToDownline, {
        username: target,
        amount: 1,
        paymentPassword: pay,
        requestId: newRequestId(),
      });
      expect(failure, target).toMatchObject({ errorCode: 'not_downline', status: 403 });
    }
    expect([await m.balanceOf('agente3'), await m.balanceOf('agenteB')]).toEqual(before);
    expect(await down(agenteB, 'jugadorB', 1)).toMatchObject({ toUsername: 'jugadorB' });
  });

  it('refuses bad amounts and receivers with 400, moving nothing', async () => {
    const agent = await m.signIn('agente1');
    const before = await m.balanceOf('agente1');
    const entries = await m.entryCount('transfer');
    for (const amount of [-1, 0, 1.234, '1e3', Number.NaN, 1e300, 'ten', null]) {
      const failure = await failureOf(agent, transferToDownline, {
        username: 'jugadorA1',
        amount: amount as number,
        paymentPassword: pay,
        requestId: newRequestId(),
      });
      expect(failure.status, String(amount)).toBe(400);
    }
    for (const input of [
      { username: 'x'.repeat(33), requestId: newRequestId() },
      { username: '', requestId: newRequestId() },
      { username: 'jugadorA1', requestId: 'short' },
      { username: 'jugadorA1', requestId: 'bad id with spaces' },
    ]) {
      const failure = await failureOf(agent, transferToDownline, { ...input, amount: 1, paymentPassword: pay });
      expect(failure.status, JSON.stringify(input)).toBe(400);
    }
    expect(await m.balanceOf('agente1')).toBe(before);
    expect(await m.entryCount('transfer')).toBe(entries);
  });

  it('never takes the agent wallet below zero under concurrent transfers', async () => {
    await m.addMember('agenteC', 1, null);
    await m.setPaymentPassword('agenteC', pay);
    const targets = ['c1', 'c2', 'c3'];
    for (const name of targets) await m.addMember(name, 0, 'agenteC');
    await m.fund('agenteC', 5_000n);
    const agent = await m.signIn('agenteC');
    const settled = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => down(agent, targets[i % targets.length]!, 10)),
    );
    const ok = settled.filter((s) => s.status === 'fulfilled').length;
    const refused = settled.filter(
      (s) => s.status === 'rejected' && (s.reason as { errorCode?: string }).errorCode === 'INSUFFICIENT_FUNDS',
    ).length;
    expect(ok).toBe(5);
    expect(refused).toBe(7);
    expect(await m.balanceOf('agenteC')).toBe(0n);
    let received = 0n;
    for (const name of targets) received += await m.balanceOf(name);
    expect(received).toBe(5_000n);
    expect(await m.ledger.invariantViolations()).toEqual([]);
  });
});

describe('GCS_walletTransfer', () => {
  it('recalls nothing on a single-wallet merchant and answers the main balance', async () => {
    const player = await m.signIn('jugadorA1');
    const balance = await m.balanceOf('jugadorA1');
    expect(await player.call(walletTransfer, {})).toEqual({
      recalled: 0,
      balance: toWireMoney(balance),
      isSingle: true,
    });
    expect(await m.balanceOf('jugadorA1')).toBe(balance);
  });
});
