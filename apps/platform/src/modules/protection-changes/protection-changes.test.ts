import {
  approveProtectionChange,
  cancelProtectionChange,
  createAdjustment,
  getAdjustmentSettings,
  getWithdrawalSettingsForEdit,
  listAuditLog,
  listProtectionChanges,
  updateAdjustmentSettings,
  updateWithdrawalSettings,
  updateMerchantSettings,
  updatePasswordPolicy,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant, createOperator } from '../../../test/factories.ts';
import { moneyHelpers, newRequestId } from '../../../test/money-helpers.ts';
import { loginOperator } from '../../../test/operator-session.ts';
import { demoLogins } from '../../seed/seed-demo.ts';

const hour = 3_600_000;

describe('protections of money need owners (issue 11, finding 2)', () => {
  let t: TestApp;
  let m: ReturnType<typeof moneyHelpers>;
  const clients: Record<string, ApiClient> = {};
  let playerId: number;

  const client = (name: string) => {
    const found = clients[name];
    if (!found) throw new Error(`no client ${name}`);
    return found;
  };
  const auditActions = async () =>
    (await client('owner').call(listAuditLog, { pageSize: 100 })).list.map((a) => a.action);

  beforeAll(async () => {
    t = await createTestApp();
    const baseUrl = await listen(t);
    m = moneyHelpers(t, baseUrl);
    const demo = await m.merchantOf('demo');
    for (const [username, role] of [
      ['jefe', 'admin'],
      ['ayuda', 'support'],
      ['caja', 'finance'],
    ] as const) {
      await createOperator(t.db, { merchantId: demo.id, username, role });
      clients[username] = apiClient(baseUrl, {
        token: await loginOperator(t.app, { merchantCode: 'demo', username }),
      });
    }
    clients.owner = apiClient(baseUrl, {
      token: await loginOperator(t.app, demoLogins.operator),
    });
    clients.socio = apiClient(baseUrl, {
      token: await loginOperator(t.app, demoLogins.secondOwner),
    });
    playerId = (await m.member('jugador1')).id;
  });
  afterAll(() => t.close());

  const bigCredit = (by: ApiClient) =>
    by.call(createAdjustment, {
      memberId: playerId,
      direction: 'credit',
      amount: 50_000,
      reasonCode: 'goodwill',
      note: 'alone',
      requestId: newRequestId(),
    });

  it('refuses an admin (not owner) the threshold, and its 50,000.00 credit still waits for a second operator', async () => {
    const auditBefore = await auditActions();
    const raise = await failureOf(client('jefe'), updateAdjustmentSettings, { dualApprovalThreshold: 100_000 });
    expect(raise).toMatchObject({ status: 403, errorCode: 'operator_forbidden' });
    const limits = await failureOf(client('jefe'), updateWithdrawalSettings, { dualApprovalThreshold: 1_000_000 });
    expect(limits).toMatchObject({ status: 403, errorCode: 'operator_forbidden' });
    expect(await client('jefe').call(getAdjustmentSettings, {})).toEqual({
      dualApprovalThreshold: 1000,
      pendingChange: null,
    });
    expect(await auditActions()).toEqual(auditBefore);

    const balance = await m.balanceOf('jugador1');
    const credit = await bigCredit(client('jefe'));
    expect(credit).toMatchObject({ status: 'pending', decidedBy: null, entryId: null });
    expect(await m.balanceOf('jugador1')).toBe(balance);
  });

  it('gives a support operator none of those powers', async () => {
    const support = client('ayuda');
    for (const failure of [
      await failureOf(support, updateAdjustmentSettings, { dualApprovalThreshold: 100_000 }),
      await failureOf(support, createAdjustment, {
        memberId: playerId,
        direction: 'credit',
        amount: 50_000,
        reasonCode: 'goodwill',
        note: '',
        requestId: newRequestId(),
      }),
      await failureOf(support, updateMerchantSettings, { modules: { FREEPLAY3: false } }),
      await failureOf(support, updatePasswordPolicy, { expiryDays: 0 }),
    ]) {
      expect(failure).toMatchObject({ status: 403, errorCode: 'operator_forbidden' });
    }
  });

  it('lets an owner raise the threshold only as a pending change that a second owner approves', async () => {
    const owner = client('owner');
    const proposed = await owner.call(updateAdjustmentSettings, { dualApprovalThreshold: 100_000 });
    expect(proposed).toMatchObject({
      dualApprovalThreshold: 1000,
      pendingChange: {
        kind: 'adjustment-settings',
        status: 'pending',
        change: { dualApprovalThreshold: 100_000 },
        before: { dualApprovalThreshold: 1000 },
        proposedBy: 'admin',
        // The merchant has a second owner: nothing applies by waiting.
        effectiveAt: null,
      },
    });
    const changeId = proposed.pendingChange?.id ?? 0;
    expect((await client('caja').call(getAdjustmentSettings, {})).dualApprovalThreshold).toBe(1000);

    // Not applied: the owner's own 50,000.00 credit still needs a second operator.
    const balance = await m.balanceOf('jugador1');
    expect(await bigCredit(owner)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await m.balanceOf('jugador1')).toBe(balance);

    expect(await failureOf(owner, approveProtectionChange, { changeId })).toMatchObject({
      status: 403,
      errorCode: 'protection_change_same_owner',
    });
    expect(await failureOf(client('caja'), approveProtectionChange, { changeId })).toMatchObject({
      errorCode: 'operator_forbidden',
    });
    expect(await failureOf(owner, updateAdjustmentSettings, { dualApprovalThreshold: 90_000 })).toMatchObject({
      status: 409,
      errorCode: 'protection_change_pending',
    });
    const listed = await client('caja').call(listProtectionChanges, { status: 'pending' });
    expect(listed.list.map((c) => c.id)).toEqual([changeId]);

    const approved = await client('socio').call(approveProtectionChange, { changeId });
    expect(approved).toMatchObject({ status: 'applied', decidedBy: 'socio' });
    expect(await owner.call(getAdjustmentSettings, {})).toEqual({
      dualApprovalThreshold: 100_000,
      pendingChange: null,
    });
    expect(await failureOf(client('socio'), approveProtectionChange, { changeId })).toMatchObject({
      errorCode: 'conflict',
    });
    expect((await auditActions()).slice(0, 3)).toEqual([
      'protection.change.approve',
      'wallet.adjustment.settings',
      'wallet.adjustment.request',
    ]);
  });

  it('applies a change that raises protection at once, and lets any owner cancel a pending one', async () => {
    const owner = client('owner');
    expect(await owner.call(updateAdjustmentSettings, { dualApprovalThreshold: 1000 })).toEqual({
      dualApprovalThreshold: 1000,
      pendingChange: null,
    });
    const looser = await owner.call(updateWithdrawalSettings, { maximumAmount: 80_000, dailyCount: 3 });
    // One change, all or nothing: the lower daily count waits with the higher maximum.
    expect(looser).toMatchObject({ maximumAmount: 50_000, dailyCount: 5, pendingChange: { status: 'pending' } });
    const cancelled = await owner.call(cancelProtectionChange, { changeId: looser.pendingChange?.id ?? 0 });
    expect(cancelled).toMatchObject({ status: 'cancelled', decidedBy: 'admin' });
    expect(await owner.call(getWithdrawalSettingsForEdit, {})).toMatchObject({
      maximumAmount: 50_000,
      dailyCount: 5,
      pendingChange: null,
    });
  });

  it('applies a change once when two approvals race', async () => {
    const proposed = await client('owner').call(updateWithdrawalSettings, { dailyCount: 7 });
    const changeId = proposed.pendingChange?.id ?? 0;
    const outcomes = await Promise.allSettled([
      client('socio').call(approveProtectionChange, { changeId }),
      client('socio').call(approveProtectionChange, { changeId }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' ? refused.reason : null).toMatchObject({ errorCode: 'conflict' });
    // Two approvals in this file: the threshold's earlier, and this one once.
    expect((await auditActions()).filter((a) => a === 'protection.change.approve')).toHaveLength(2);
    expect((await client('owner').call(getWithdrawalSettingsForEdit, {})).dailyCount).toBe(7);
  });
});

describe('a merchant with a single owner', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T12:00:00Z');
  let owner: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    const baseUrl = await listen(t);
    const solo = await createMerchant(t.db, {
      code: 'solo',
      operator: { username: 'duena', password: 'Duena#2026', role: 'owner' },
    });
    await createOperator(t.db, { merchantId: solo.id, username: 'gestor', role: 'admin' });
    owner = apiClient(baseUrl, {
      token: await loginOperator(t.app, { merchantCode: 'solo', username: 'duena', password: 'Duena#2026' }),
    });
    admin = apiClient(baseUrl, { token: await loginOperator(t.app, { merchantCode: 'solo', username: 'gestor' }) });
  });
  afterAll(() => t.close());

  it('applies a loosening change only after the delay, visible meanwhile, and audited', async () => {
    const proposed = await owner.call(updateWithdrawalSettings, { maximumAmount: 80_000 });
    expect(proposed.maximumAmount).toBe(50_000);
    expect(proposed.pendingChange).toMatchObject({
      status: 'pending',
      effectiveAt: new Date(clock.getTime() + 24 * hour).toISOString(),
    });

    clock = new Date(clock.getTime() + 23 * hour);
    expect(await admin.call(getWithdrawalSettingsForEdit, {})).toMatchObject({
      maximumAmount: 50_000,
      pendingChange: { id: proposed.pendingChange?.id },
    });

    clock = new Date(clock.getTime() + hour + 60_000);
    const after = await admin.call(getWithdrawalSettingsForEdit, {});
    expect(after).toMatchObject({ maximumAmount: 80_000, pendingChange: null });
    const history = await admin.call(listProtectionChanges, {});
    expect(history.list[0]).toMatchObject({ status: 'applied', decidedBy: 'protection-delay' });
    const audit = (await owner.call(listAuditLog, { pageSize: 4 })).list.map((a) => [a.action, a.actor]);
    expect(audit.slice(0, 3)).toEqual([
      ['protection.change.apply', 'protection-delay'],
      ['withdrawal.settings', 'protection-delay'],
      ['protection.change.propose', 'duena'],
    ]);
  });

  it('never applies a cancelled change when its time comes', async () => {
    const proposed = await owner.call(updateAdjustmentSettings, { dualApprovalThreshold: 5000 });
    await owner.call(cancelProtectionChange, { changeId: proposed.pendingChange?.id ?? 0 });
    clock = new Date(clock.getTime() + 48 * hour);
    expect(await owner.call(getAdjustmentSettings, {})).toEqual({ dualApprovalThreshold: 1000, pendingChange: null });
  });
});
