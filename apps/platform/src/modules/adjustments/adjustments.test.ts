import {
  createAdjustment,
  decideAdjustment,
  getAdjustmentSettings,
  getMemberWallet,
  getTransactionHistory,
  listAdjustments,
  listAuditLog,
  operatorLogin,
  updateAdjustmentSettings,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { moneyHelpers, newRequestId } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';

let t: TestApp;
let baseUrl: string;
let m: ReturnType<typeof moneyHelpers>;
let admin: ApiClient;
let second: ApiClient;
let foreign: ApiClient;
let playerId: number;

const signInOperator = async (merchantCode: string, username: string, password = 'Admin#2026') =>
  apiClient(baseUrl, {
    token: (await apiClient(baseUrl).call(operatorLogin, { merchantCode, username, password })).token,
  });

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  m = moneyHelpers(t, baseUrl);
  // A player of its own: the demo's jugador1 starts with seeded money.
  await m.addMember('jugadorA1', 0, 'agente3');
  await m.addOperator('supervisor');
  await createMerchant(t.db, { code: 'rival', operator: { username: 'rivaladmin', password: 'Rival#2026' } });
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  second = await signInOperator('demo', 'supervisor');
  foreign = await signInOperator('rival', 'rivaladmin', 'Rival#2026');
  playerId = (await m.member('jugadorA1')).id;
});
afterAll(() => t.close());

const adjust = (client: ApiClient, change: Partial<EndpointInput<typeof createAdjustment>> = {}) =>
  client.call(createAdjustment, {
    memberId: playerId,
    direction: 'credit',
    amount: 10,
    reasonCode: 'goodwill',
    note: 'apology',
    requestId: newRequestId(),
    ...change,
  });

describe('manual adjustments', () => {
  it('posts an adjustment at or below the threshold at once, audited, into the wallet ledger', async () => {
    const adjustment = await adjust(admin, { amount: 50 });
    expect(adjustment).toMatchObject({ status: 'posted', amount: 50, username: 'jugadorA1', requestedBy: 'admin' });
    expect(await m.balanceOf('jugadorA1')).toBe(5_000n);
    const wallet = await admin.call(getMemberWallet, { memberId: playerId });
    expect(wallet).toMatchObject({ balance: 50, currency: 'USD', accountKind: 'player_wallet', totalCount: 1 });
    expect(wallet.list[0]).toMatchObject({
      kind: 'adjustment',
      amount: 50,
      balanceAfter: 50,
      memo: `#${adjustment.id}`,
    });
    const own = await (await m.signIn('jugadorA1')).call(getTransactionHistory, {});
    expect(own.list[0]).toMatchObject({ kind: 'adjustment', amount: 50, memo: `#${adjustment.id}` });
    const audit = await admin.call(listAuditLog, { pageSize: 2 });
    expect(audit.list.map((a) => a.action)).toEqual(['wallet.adjustment.post', 'wallet.adjustment.request']);
    expect(audit.list[0]).toMatchObject({ before: { balance: 0 }, after: { balance: 50 } });
  });

  it('refuses a debit that would take the wallet below zero, moving nothing', async () => {
    const before = await m.balanceOf('jugadorA1');
    const failure = await failureOf(admin, createAdjustment, {
      memberId: playerId,
      direction: 'debit',
      amount: 500,
      reasonCode: 'correction',
      note: '',
      requestId: newRequestId(),
    });
    expect(failure.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await m.balanceOf('jugadorA1')).toBe(before);
    expect((await admin.call(listAdjustments, { memberId: playerId })).list).toHaveLength(1);
  });

  it('refuses bad amounts and unknown reasons with 400, creating nothing', async () => {
    for (const amount of [-1, 0, 1.234, '1e3', Number.NaN, 1e300, 'ten', null]) {
      const failure = await failureOf(admin, createAdjustment, {
        memberId: playerId,
        direction: 'credit',
        amount: amount as number,
        reasonCode: 'goodwill',
        note: '',
        requestId: newRequestId(),
      });
      expect(failure.status, String(amount)).toBe(400);
    }
    const badReason = await failureOf(admin, createAdjustment, {
      memberId: playerId,
      direction: 'credit',
      amount: 1,
      reasonCode: 'because' as never,
      note: '',
      requestId: newRequestId(),
    });
    expect(badReason.status).toBe(400);
    expect((await admin.call(listAdjustments, {})).list).toHaveLength(1);
  });

  it('creates one adjustment for a retried request id', async () => {
    const requestId = newRequestId();
    const first = await adjust(admin, { amount: 1, requestId });
    const again = await adjust(admin, { amount: 1, requestId });
    expect(again.id).toBe(first.id);
    expect(
      (
        await failureOf(admin, createAdjustment, {
          memberId: playerId,
          direction: 'credit',
          amount: 2,
          reasonCode: 'goodwill',
          note: 'apology',
          requestId,
        })
      ).errorCode,
    ).toBe('DUPLICATE_TRANSACTION');
    expect(await m.balanceOf('jugadorA1')).toBe(5_100n);
  });

  it('holds one above the threshold for a second, different operator', async () => {
    await admin.call(updateAdjustmentSettings, { dualApprovalThreshold: 100 });
    expect(await second.call(getAdjustmentSettings, {})).toEqual({ dualApprovalThreshold: 100, pendingChange: null });
    const pending = await adjust(admin, { amount: 150, reasonCode: 'promotion', note: 'vip' });
    expect(pending).toMatchObject({ status: 'pending', entryId: null });
    expect(await m.balanceOf('jugadorA1')).toBe(5_100n);
    expect((await admin.call(listAdjustments, { status: 'pending' })).list.map((a) => a.id)).toEqual([pending.id]);

    const self = await failureOf(admin, decideAdjustment, { adjustmentId: pending.id, decision: 'approve' });
    expect(self).toMatchObject({ errorCode: 'same_operator_approval', status: 403 });
    const rival = await failureOf(foreign, decideAdjustment, { adjustmentId: pending.id, decision: 'approve' });
    expect(rival.errorCode).toBe('not_found');

    const approved = await second.call(decideAdjustment, { adjustmentId: pending.id, decision: 'approve' });
    expect(approved).toMatchObject({ status: 'posted', decidedBy: 'supervisor' });
    expect(approved.entryId).toEqual(expect.any(Number));
    expect(await m.balanceOf('jugadorA1')).toBe(20_100n);
    const twice = await failureOf(second, decideAdjustment, { adjustmentId: pending.id, decision: 'approve' });
    expect(twice.errorCode).toBe('conflict');
    expect(await m.balanceOf('jugadorA1')).toBe(20_100n);
  });

  it('rejects a pending one without moving money, and keeps a short debit pending', async () => {
    const pending = await adjust(second, { direction: 'debit', amount: 150, reasonCode: 'chargeback' });
    expect((await admin.call(decideAdjustment, { adjustmentId: pending.id, decision: 'reject' })).status).toBe(
      'rejected',
    );
    expect(await m.balanceOf('jugadorA1')).toBe(20_100n);

    const tooBig = await adjust(second, { direction: 'debit', amount: 9_999, reasonCode: 'correction' });
    const refused = await failureOf(admin, decideAdjustment, { adjustmentId: tooBig.id, decision: 'approve' });
    expect(refused.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect((await admin.call(listAdjustments, { status: 'pending' })).list.map((a) => a.id)).toEqual([tooBig.id]);
    expect(await m.balanceOf('jugadorA1')).toBe(20_100n);
  });

  it('posts a pending adjustment once when two operators approve it at the same time', async () => {
    await m.addOperator('auditor');
    const third = await signInOperator('demo', 'auditor');
    const before = await m.balanceOf('jugadorA1');
    const pending = await adjust(admin, { amount: 200, reasonCode: 'other' });
    const results = await Promise.allSettled([
      second.call(decideAdjustment, { adjustmentId: pending.id, decision: 'approve' }),
      third.call(decideAdjustment, { adjustmentId: pending.id, decision: 'approve' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'conflict' });
    expect(await m.balanceOf('jugadorA1')).toBe(before + 20_000n);
  });

  it("keeps another merchant's operator out", async () => {
    expect((await failureOf(foreign, getMemberWallet, { memberId: playerId })).errorCode).toBe('not_found');
    expect(
      (
        await failureOf(foreign, createAdjustment, {
          memberId: playerId,
          direction: 'credit',
          amount: 1,
          reasonCode: 'goodwill',
          note: '',
          requestId: newRequestId(),
        })
      ).errorCode,
    ).toBe('not_found');
    expect((await foreign.call(listAdjustments, {})).list).toEqual([]);
    expect((await failureOf(apiClient(baseUrl), getMemberWallet, { memberId: playerId })).status).toBe(401);
    // A player session is not an operator session.
    const player = await m.signIn('jugadorA1');
    expect((await failureOf(player, listAdjustments, {})).status).toBe(401);
  });
});
