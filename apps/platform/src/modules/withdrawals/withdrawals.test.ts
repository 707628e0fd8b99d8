import {
  approveWithdrawal,
  bindBankAccount,
  changeBankAccount,
  confirmWithdrawal,
  getPaymentConfirmationList,
  getWithdrawalProof,
  getWithdrawalSettingsForEdit,
  getWithdrawSettings,
  listBankAccounts,
  listMemberWithdrawals,
  listWithdrawalQueue,
  login,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  updateWithdrawalSettings,
} from '@ficha/contract';
import type { ApiError } from '@ficha/contract/client';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { moneyFixtures, type FixturePlayer, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { approveAsSecondOwner } from '../../../test/second-owner.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { auditLog, memberBonuses, withdrawals } from '../../db/schema/index.ts';
import { defaultWithdrawalSettings } from './withdrawal-settings.service.ts';
import { autoConfirmDueWithdrawals } from './withdrawals.queries.ts';

let t: TestApp;
let baseUrl: string;
let f: MoneyFixtures;
let admin: ReturnType<typeof apiClient>;
let second: ReturnType<typeof apiClient>;

async function operatorClient(merchantCode: string, username: string, password: string) {
  return apiClient(baseUrl, { token: await loginOperator(t.app, { merchantCode, username, password }) });
}

beforeAll(async () => {
  // The 50 withdrawals that race below come from one address: more places than the defaults (decision 0021).
  t = await createTestApp({ CREDENTIAL_CALLS_CONCURRENCY: '64', CREDENTIAL_CALLS_PER_ADDRESS: '64' });
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await f.secondOperator('cajero2', 'Cajero#2026');
  second = await operatorClient('demo', 'cajero2', 'Cajero#2026');
});
afterAll(() => t.close());

/** A player with a usable bank account and `amountMinor` in the wallet, turnover met. */
async function readyPlayer(amountMinor: bigint): Promise<FixturePlayer & { bankAccountId: number }> {
  const player = await f.player();
  const account = await player.client.call(bindBankAccount, {
    payeeName: 'Ana Pérez',
    bankName: 'Banco Uno',
    accountNumber: `${100000 + Math.floor(Math.random() * 899_999_999)}`,
    paymentPassword: '123456',
  });
  if (amountMinor > 0n) await f.fundWagered(player.member, amountMinor);
  return { ...player, bankAccountId: account.id };
}

const countRows = async (memberId: number) =>
  (await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId))).length;

describe('withdrawal settings', () => {
  it('answers the defaults, lets an operator change them with an audit row, and refuses min above max', async () => {
    const { pendingChange: none, ...initial } = await admin.call(getWithdrawalSettingsForEdit, {});
    expect(none).toBeNull();
    expect(initial).toMatchObject({ minimumAmount: 10, maximumAmount: 50_000, dailyCount: 5, autoConfirmMinutes: 60 });
    // Fewer requests a day and more turnover raise protections: they apply at once.
    const { pendingChange, ...changed } = await admin.call(updateWithdrawalSettings, {
      dailyCount: 3,
      depositTurnoverMultiplier: 1.5,
    });
    expect(pendingChange).toBeNull();
    expect(changed).toMatchObject({ dailyCount: 3, depositTurnoverMultiplier: 1.5, minimumAmount: 10 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.settings'));
    expect(audit.at(-1)).toMatchObject({ actorName: 'admin', before: initial, after: changed });
    expect(await failureOf(admin, updateWithdrawalSettings, { minimumAmount: 60_000 })).toMatchObject({
      errorCode: 'request_param_err',
      status: 400,
    });
    expect(await failureOf(admin, updateWithdrawalSettings, { depositTurnoverMultiplier: 1.234 })).toMatchObject({
      status: 400,
    });
    // Putting them back lowers protections: it waits for the second owner.
    const restore = await admin.call(updateWithdrawalSettings, { dailyCount: 5, depositTurnoverMultiplier: 1 });
    expect(restore).toMatchObject({ dailyCount: 3, pendingChange: { change: { dailyCount: 5 } } });
    await approveAsSecondOwner(t.app, restore.pendingChange);
    expect(await admin.call(getWithdrawalSettingsForEdit, {})).toMatchObject({ dailyCount: 5, pendingChange: null });
  });

  it('refuses malformed settings with 400 and changes nothing', async () => {
    const before = await admin.call(getWithdrawalSettingsForEdit, {});
    const bad: unknown[] = [
      { dailyCount: 0 },
      { dailyCount: '5' },
      { minimumAmount: -1 },
      { maximumAmount: '1e3' },
      { dualApprovalThreshold: null },
      { autoConfirmMinutes: 0 },
      { bankChangeCoolingHours: 721 },
      { unknownField: 1 },
    ];
    for (const body of bad) {
      const failure = await failureOf(admin, updateWithdrawalSettings, body as never);
      expect(failure.status, JSON.stringify(body)).toBe(400);
    }
    expect(await admin.call(getWithdrawalSettingsForEdit, {})).toEqual(before);
  });

  it("keeps each merchant's settings to itself", async () => {
    // An owner: only owners change the protections of money (decision 0019).
    await createMerchant(t.db, {
      code: 'otro',
      operator: { username: 'otro-admin', password: 'Otro#2026', role: 'owner' },
    });
    const other = await operatorClient('otro', 'otro-admin', 'Otro#2026');
    await other.call(updateWithdrawalSettings, { minimumAmount: 1 });
    expect((await admin.call(getWithdrawalSettingsForEdit, {})).minimumAmount).toBe(10);
  });

  it('shows the player its limits, requests left today, balance and turnover', async () => {
    const player = await f.player();
    await f.deposit(player.member, 20_000n);
    const settings = await player.client.call(getWithdrawSettings, { groupId: '0' });
    expect(settings).toEqual({
      minimumAmount: 10,
      maximumAmount: 50_000,
      dailyCount: 5,
      dailyCountLeft: 5,
      bankChangeCoolingHours: 24,
      balance: 200,
      turnover: { requirement: 200, progress: 0, remaining: 200, met: false },
    });
  });
});

describe('bank accounts', () => {
  const account = { payeeName: 'Ana Pérez', bankName: 'Banco Uno', paymentPassword: '123456' };

  it('needs a payment password that is set and correct', async () => {
    const none = await f.player({ paymentPassword: null });
    expect(await failureOf(none.client, bindBankAccount, { ...account, accountNumber: '11112222' })).toMatchObject({
      errorCode: 'payment_password_not_set',
      status: 400,
    });
    const player = await f.player();
    expect(
      await failureOf(player.client, bindBankAccount, {
        ...account,
        accountNumber: '11113333',
        paymentPassword: '654321',
      }),
    ).toMatchObject({ errorCode: 'payment_password_incorrect' });
    expect(await player.client.call(listBankAccounts, {})).toEqual([]);
  });

  it('refuses a payee name other than the member’s and malformed fields', async () => {
    const player = await f.player();
    expect(
      await failureOf(player.client, bindBankAccount, {
        ...account,
        payeeName: 'Otro Nombre',
        accountNumber: '22223333',
      }),
    ).toMatchObject({ errorCode: 'payee_name_mismatch' });
    for (const accountNumber of ['12', 'abc!def', '1'.repeat(35)]) {
      expect((await failureOf(player.client, bindBankAccount, { ...account, accountNumber })).status).toBe(400);
    }
    expect(
      (
        await failureOf(player.client, bindBankAccount, {
          ...account,
          bankName: 'x'.repeat(65),
          accountNumber: '22224444',
        })
      ).status,
    ).toBe(400);
    // Spacing and case of the payee name don't matter.
    const bound = await player.client.call(bindBankAccount, {
      ...account,
      payeeName: '  ana   pérez ',
      accountNumber: 'es91 2100 0418',
    });
    expect(bound).toMatchObject({ accountNumberMasked: '****0418', coolingUntil: null });
  });

  it('cools off a second binding and every change; an account number is bound once; at most three', async () => {
    const player = await f.player({ payeeName: null });
    const first = await player.client.call(bindBankAccount, { ...account, accountNumber: '33330001' });
    expect(first.coolingUntil).toBeNull();
    const secondAccount = await player.client.call(bindBankAccount, { ...account, accountNumber: '33330002' });
    expect(secondAccount.coolingUntil).not.toBeNull();
    const changed = await player.client.call(changeBankAccount, {
      ...account,
      bankAccountId: first.id,
      accountNumber: '33330009',
    });
    expect(changed).toMatchObject({ id: first.id, accountNumberMasked: '****0009' });
    expect(changed.coolingUntil).not.toBeNull();
    const other = await f.player();
    expect(await failureOf(other.client, bindBankAccount, { ...account, accountNumber: '33330002' })).toMatchObject({
      errorCode: 'bank_account_taken',
      status: 409,
    });
    // Another player can't change this player's account.
    expect(
      await failureOf(other.client, changeBankAccount, {
        ...account,
        bankAccountId: first.id,
        accountNumber: '44440001',
      }),
    ).toMatchObject({ errorCode: 'not_found' });
    await player.client.call(bindBankAccount, { ...account, accountNumber: '33330003' });
    expect(await failureOf(player.client, bindBankAccount, { ...account, accountNumber: '33330004' })).toMatchObject({
      errorCode: 'bank_account_limit',
    });
    expect((await other.client.call(listBankAccounts, {})).length).toBe(0);
  });
});

describe('withdrawal requests', () => {
  it('refuses bad amounts with 400 and moves nothing', async () => {
    const player = await readyPlayer(100_00n);
    const bad: unknown[] = [-1, 0, 1.234, '1e3', Number.NaN, 1e20, '100', null, true, {}];
    for (const amount of bad) {
      const failure = await failureOf(player.client, requestWithdrawal, {
        amount: amount as number,
        bankAccountId: player.bankAccountId,
        paymentPassword: '123456',
      });
      expect(failure.status, `amount ${String(amount)}`).toBe(400);
    }
    expect(await f.walletBalance(player.member)).toBe(100_00n);
    expect(await countRows(player.member.id)).toBe(0);
  });

  it('enforces the minimum, the maximum, the payment password and the daily count', async () => {
    const player = await readyPlayer(1_000_00n);
    const ask = (amount: number, paymentPassword = '123456') =>
      failureOf(player.client, requestWithdrawal, { amount, bankAccountId: player.bankAccountId, paymentPassword });
    expect(await ask(9.99)).toMatchObject({ errorCode: 'withdraw_amount_below_min', status: 400 });
    expect(await ask(50_000.01)).toMatchObject({ errorCode: 'withdraw_amount_above_max' });
    expect(await ask(10, '000000')).toMatchObject({ errorCode: 'payment_password_incorrect' });
    for (let i = 0; i < 5; i += 1) {
      await player.client.call(requestWithdrawal, {
        amount: 10,
        bankAccountId: player.bankAccountId,
        paymentPassword: '123456',
      });
    }
    expect(await ask(10)).toMatchObject({ errorCode: 'withdraw_daily_count_reached', status: 409 });
    expect((await player.client.call(getWithdrawSettings, {})).dailyCountLeft).toBe(0);
    expect(await f.walletBalance(player.member)).toBe(950_00n);
  });

  it('refuses a plain body on the encrypted call and locks the payment password after five wrong tries', async () => {
    const player = await readyPlayer(100_00n);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCSFE_applyWithdrawal',
      headers: { authorization: player.token },
      payload: { amount: 20, bankAccountId: player.bankAccountId, paymentPassword: '123456' },
    });
    expect(plain.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    const ask = (paymentPassword: string) =>
      failureOf(player.client, requestWithdrawal, { amount: 20, bankAccountId: player.bankAccountId, paymentPassword });
    for (let i = 0; i < 5; i += 1)
      expect(await ask('000000')).toMatchObject({ errorCode: 'payment_password_incorrect' });
    expect(await ask('123456')).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', status: 429 });
    expect(await f.walletBalance(player.member)).toBe(100_00n);
  });

  it('refuses withdrawals to an account in its cooling-off and to an account of another player', async () => {
    const player = await readyPlayer(100_00n);
    await player.client.call(changeBankAccount, {
      bankAccountId: player.bankAccountId,
      payeeName: 'Ana Pérez',
      bankName: 'Banco Dos',
      accountNumber: `9${Date.now()}`.slice(0, 12),
      paymentPassword: '123456',
    });
    expect(
      await failureOf(player.client, requestWithdrawal, {
        amount: 20,
        bankAccountId: player.bankAccountId,
        paymentPassword: '123456',
      }),
    ).toMatchObject({ errorCode: 'bank_account_cooling_off', status: 409 });
    const other = await readyPlayer(100_00n);
    expect(
      await failureOf(other.client, requestWithdrawal, {
        amount: 20,
        bankAccountId: player.bankAccountId,
        paymentPassword: '123456',
      }),
    ).toMatchObject({ errorCode: 'not_found' });
    expect(await f.walletBalance(player.member)).toBe(100_00n);
  });

  it('holds the amount until the turnover is met, counting stakes net of rolled-back bets', async () => {
    const player = await readyPlayer(0n);
    await f.deposit(player.member, 100_00n);
    await f.grantBonus(player.member, 10_00n);
    const ask = () =>
      player.client.call(requestWithdrawal, {
        amount: 20,
        bankAccountId: player.bankAccountId,
        paymentPassword: '123456',
      });
    const refused = await ask().catch((e: unknown) => e as ApiError);
    expect(refused).toMatchObject({ errorCode: 'withdraw_turnover_not_met' });
    await f.bet(player.member, 60_00n);
    const rolled = await f.bet(player.member, 50_00n);
    await f.rollbackBet(player.member, 50_00n, rolled.entryId);
    // Requirement: 100 × 1 + 10 × 3 (the converted bonus) = 130; progress 60.
    expect((await player.client.call(getWithdrawSettings, {})).turnover).toEqual({
      requirement: 130,
      progress: 60,
      remaining: 70,
      met: false,
    });
    await f.win(player.member, 100_00n);
    await f.bet(player.member, 70_00n);
    expect((await player.client.call(getWithdrawSettings, {})).turnover.met).toBe(true);
    const held = await ask();
    expect(held).toMatchObject({ status: 'pending', amount: 20 });
    // 110 in, 130 staked, 100 won, 20 held.
    expect(await f.walletBalance(player.member)).toBe(60_00n);

    // Once a withdrawal is paid, the window starts again after it: a new deposit asks for new wagering.
    await admin.call(approveWithdrawal, { withdrawalId: held.id });
    await admin.call(payWithdrawal, { withdrawalId: held.id });
    await f.deposit(player.member, 10_00n);
    expect((await player.client.call(getWithdrawSettings, {})).turnover).toEqual({
      requirement: 10,
      progress: 0,
      remaining: 10,
      met: false,
    });
  });

  it('asks the player to give up an active bonus first, then forfeits it in the same request', async () => {
    const player = await readyPlayer(50_00n);
    const { bonus } = await f.grantBonus(player.member, 20_00n, 1000);
    const input = { amount: 20, bankAccountId: player.bankAccountId, paymentPassword: '123456' };
    const refused = await failureOf(player.client, requestWithdrawal, input);
    expect(refused).toMatchObject({ errorCode: 'bonus_forfeit_required', value: { bonusId: bonus.id } });
    expect(await countRows(player.member.id)).toBe(0);
    expect(await f.walletBalance(player.member)).toBe(50_00n);
    const held = await player.client.call(requestWithdrawal, { ...input, forfeitBonus: true });
    expect(held).toMatchObject({ status: 'pending', amount: 20 });
    expect(await f.walletBalance(player.member)).toBe(30_00n);
    const [row] = await t.db.select().from(memberBonuses).where(eq(memberBonuses.id, bonus.id));
    expect(row).toMatchObject({ status: 'forfeited', forfeitedMinor: 20_00n, convertedMinor: 0n });
  });

  it('rounds the requirement up, never in the player’s favour', async () => {
    await admin.call(updateWithdrawalSettings, { depositTurnoverMultiplier: 1.5 });
    try {
      const player = await f.player();
      await f.deposit(player.member, 1n);
      await f.deposit(player.member, 2n);
      // 0.03 × 1.5 = 0.045 → 0.05.
      expect((await player.client.call(getWithdrawSettings, {})).turnover.requirement).toBe(0.05);
    } finally {
      await approveAsSecondOwner(
        t.app,
        (await admin.call(updateWithdrawalSettings, { depositTurnoverMultiplier: 1 })).pendingChange,
      );
    }
  });

  it('holds exactly once when 50 requests for the whole balance race', async () => {
    const player = await readyPlayer(500_00n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        player.client.call(requestWithdrawal, {
          amount: 500,
          bankAccountId: player.bankAccountId,
          paymentPassword: '123456',
        }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as ApiError).status).toBeLessThan(500);
    }
    expect(await f.walletBalance(player.member)).toBe(0n);
    expect(await countRows(player.member.id)).toBe(1);
    expect(await f.ledger.invariantViolations()).toEqual([]);
  });
});

describe('review', () => {
  it('walks the state machine: approve, pay, and refuses what does not follow', async () => {
    const player = await readyPlayer(300_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount: 100,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    expect(await failureOf(admin, payWithdrawal, { withdrawalId: w.id })).toMatchObject({
      errorCode: 'withdrawal_state_invalid',
      status: 409,
    });
    expect(await admin.call(approveWithdrawal, { withdrawalId: w.id })).toMatchObject({
      status: 'approved',
      firstApprover: 'admin',
    });
    expect(await failureOf(admin, approveWithdrawal, { withdrawalId: w.id })).toMatchObject({
      errorCode: 'withdrawal_state_invalid',
    });
    expect(await admin.call(payWithdrawal, { withdrawalId: w.id })).toMatchObject({ status: 'paid', paidBy: 'admin' });
    expect(await failureOf(admin, rejectWithdrawal, { withdrawalId: w.id, reason: 'tarde' })).toMatchObject({
      errorCode: 'withdrawal_state_invalid',
    });
    expect(await f.walletBalance(player.member)).toBe(200_00n);
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${w.id}`));
    expect(actions.map((a) => a.action)).toEqual(['withdrawal.approve', 'withdrawal.pay']);
    expect(actions[1]).toMatchObject({ before: { status: 'approved' }, after: { status: 'paid' } });
  });

  it("tells the player's open socket when a withdrawal is paid or rejected, and nothing on an approval", async () => {
    const player = await readyPlayer(300_00n);
    const socket = await openSignedIn(baseUrl, player.token);
    const request = (amount: number) =>
      player.client.call(requestWithdrawal, { amount, bankAccountId: player.bankAccountId, paymentPassword: '123456' });
    const paid = await request(50);
    expect(await socket.next()).toMatchObject({ type: 'balance', balance: 250 });
    await admin.call(approveWithdrawal, { withdrawalId: paid.id });
    await admin.call(payWithdrawal, { withdrawalId: paid.id });
    // Paying moves clearing → bank, not the wallet: the next message is the notice, so the approval sent none.
    const approved = await socket.next();
    expect(approved).toMatchObject({ type: 'notice', key: 'info_withdraw_approve', amount: 50 });
    expect(approved.type === 'notice' && Number.isNaN(Date.parse(approved.time))).toBe(false);

    const rejected = await request(30.25);
    expect(await socket.next()).toMatchObject({ type: 'balance', balance: 219.75 });
    await admin.call(rejectWithdrawal, { withdrawalId: rejected.id, reason: 'Datos incompletos' });
    expect(await socket.next()).toMatchObject({ type: 'balance', balance: 250 });
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_withdraw_reject', amount: 30.25 });
    socket.socket.close();
  });

  it('rejects with a reason and gives the money back', async () => {
    const player = await readyPlayer(300_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount: 120.5,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    expect(await f.walletBalance(player.member)).toBe(179_50n);
    expect((await failureOf(admin, rejectWithdrawal, { withdrawalId: w.id, reason: '' })).status).toBe(400);
    const rejected = await admin.call(rejectWithdrawal, { withdrawalId: w.id, reason: 'Cuenta a nombre de otro' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Cuenta a nombre de otro' });
    expect(await f.walletBalance(player.member)).toBe(300_00n);
    expect(await failureOf(admin, payWithdrawal, { withdrawalId: w.id })).toMatchObject({
      errorCode: 'withdrawal_state_invalid',
    });
    const [mine] = (await player.client.call(listMemberWithdrawals, {})).list;
    expect(mine).toMatchObject({ id: w.id, status: 'rejected', rejectReason: 'Cuenta a nombre de otro' });
  });

  it('asks a second, different operator above the threshold', async () => {
    const player = await readyPlayer(20_000_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount: Number(defaultWithdrawalSettings.dualApprovalThresholdMinor / 100n),
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    expect(await admin.call(approveWithdrawal, { withdrawalId: w.id })).toMatchObject({
      status: 'awaiting_second_approval',
      needsSecondApproval: true,
    });
    expect(await failureOf(admin, approveWithdrawal, { withdrawalId: w.id })).toMatchObject({
      errorCode: 'withdrawal_same_approver',
    });
    expect(await failureOf(admin, payWithdrawal, { withdrawalId: w.id })).toMatchObject({
      errorCode: 'withdrawal_state_invalid',
    });
    expect(await second.call(approveWithdrawal, { withdrawalId: w.id })).toMatchObject({
      status: 'approved',
      firstApprover: 'admin',
      secondApprover: 'cajero2',
    });
    expect(await second.call(payWithdrawal, { withdrawalId: w.id })).toMatchObject({ status: 'paid' });
  });

  it('acts once when operators race on one withdrawal', async () => {
    const player = await readyPlayer(100_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount: 100,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    await admin.call(approveWithdrawal, { withdrawalId: w.id });
    const results = await Promise.allSettled([
      ...Array.from({ length: 5 }, () => admin.call(payWithdrawal, { withdrawalId: w.id })),
      ...Array.from({ length: 5 }, () => second.call(rejectWithdrawal, { withdrawalId: w.id, reason: 'carrera' })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const entries = await t.db.execute(
      sql`select count(*)::int as n from platform.journal_entries where idempotency_key like ${`withdrawal:${w.id}:%`}`,
    );
    expect((entries as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(2);
  });

  it('keeps operators inside their merchant and players inside their own withdrawals', async () => {
    const player = await readyPlayer(100_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount: 50,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    const other = await operatorClient('otro', 'otro-admin', 'Otro#2026');
    expect(await failureOf(other, approveWithdrawal, { withdrawalId: w.id })).toMatchObject({ errorCode: 'not_found' });
    expect(await failureOf(other, rejectWithdrawal, { withdrawalId: w.id, reason: 'ajeno' })).toMatchObject({
      errorCode: 'not_found',
    });
    expect((await other.call(listWithdrawalQueue, {})).list).toEqual([]);
    const stranger = await readyPlayer(0n);
    expect((await stranger.client.call(listMemberWithdrawals, {})).list).toEqual([]);
    expect(
      await failureOf(stranger.client, confirmWithdrawal, { withdrawalId: w.id, answer: 'received' }),
    ).toMatchObject({ errorCode: 'not_found' });
    expect((await failureOf(apiClient(baseUrl), listMemberWithdrawals, {})).status).toBe(401);
    expect((await failureOf(player.client, listWithdrawalQueue, {})).status).toBe(401);
    expect(await f.walletBalance(player.member)).toBe(50_00n);
  });

  it('filters the queue by status, member and date', async () => {
    const player = await readyPlayer(100_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount: 30,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    const today = new Date().toISOString().slice(0, 10);
    const found = await admin.call(listWithdrawalQueue, {
      member: player.username,
      status: 'pending',
      from: today,
      to: today,
    });
    expect(found.list.map((r) => r.id)).toEqual([w.id]);
    expect(found.list[0]).toMatchObject({ username: player.username, amount: 30, hasProof: false });
    expect((await admin.call(listWithdrawalQueue, { member: player.username, status: 'paid' })).list).toEqual([]);
    expect(
      (await admin.call(listWithdrawalQueue, { member: player.username, from: '2000-01-01', to: '2000-01-02' })).list,
    ).toEqual([]);
  });
});

describe("the queue's player context", () => {
  it('gives each player once with balance, lifetime money from the aggregates, account age and flags', async () => {
    const player = await readyPlayer(100_00n);
    const request = () =>
      player.client.call(requestWithdrawal, {
        amount: 20,
        bankAccountId: player.bankAccountId,
        paymentPassword: '123456',
      });
    const first = await request();
    await admin.call(approveWithdrawal, { withdrawalId: first.id });
    await admin.call(payWithdrawal, { withdrawalId: first.id });
    await request();
    await foldAllMemberStats(t.db);
    const page = await admin.call(listWithdrawalQueue, { member: player.username });
    expect(page.list).toHaveLength(2);
    expect(page.players).toEqual([
      {
        memberId: player.member.id,
        // 100.00 in, 20.00 paid out, 20.00 held for the pending request; the fold counts a withdrawal when its
        // money leaves the wallet (the hold), so both are in the lifetime sum.
        balance: 60,
        deposits: 100,
        withdrawals: 40,
        turnover: 100,
        registeredAt: player.member.createdAt.toISOString(),
        kycLevel: 0,
        kycRequiredLevel: 1,
        openRiskAlerts: 0,
        locked: false,
      },
    ]);
    expect(page.list[1]).toMatchObject({ id: first.id, firstApprover: 'admin', firstApproverId: expect.any(Number) });
  });

  it("answers no player of another merchant's queue", async () => {
    // The merchant `otro` of the settings tests above, whose queue is empty.
    const other = await operatorClient('otro', 'otro-admin', 'Otro#2026');
    expect(await other.call(listWithdrawalQueue, {})).toMatchObject({ list: [], players: [] });
  });
});

describe('withdrawal confirmation', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
    Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  ]);
  // Near the 5 MB limit, so the call's larger body limit is exercised too.
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4_900_000, 2)]);

  async function paidWithdrawal(amount = 40) {
    const player = await readyPlayer(100_00n);
    const w = await player.client.call(requestWithdrawal, {
      amount,
      bankAccountId: player.bankAccountId,
      paymentPassword: '123456',
    });
    await admin.call(approveWithdrawal, { withdrawalId: w.id });
    await admin.call(payWithdrawal, { withdrawalId: w.id });
    return { player, id: w.id };
  }

  it('lists paid withdrawals awaiting confirmation and takes received', async () => {
    const { player, id } = await paidWithdrawal();
    const waiting = await player.client.call(getPaymentConfirmationList, {});
    expect(waiting.map((w) => w.id)).toEqual([id]);
    expect(waiting[0]?.autoConfirmAt).not.toBeNull();
    expect(await player.client.call(confirmWithdrawal, { withdrawalId: id, answer: 'all_received' })).toMatchObject({
      status: 'all_received',
      autoConfirmed: false,
    });
    expect(await player.client.call(getPaymentConfirmationList, {})).toEqual([]);
    expect(await failureOf(player.client, confirmWithdrawal, { withdrawalId: id, answer: 'received' })).toMatchObject({
      errorCode: 'withdrawal_state_invalid',
    });
  });

  it('asks a png or jpg proof for not received, checked by its bytes, and shows it to the console', async () => {
    const { player, id } = await paidWithdrawal();
    expect(
      await failureOf(player.client, confirmWithdrawal, { withdrawalId: id, answer: 'not_received' }),
    ).toMatchObject({
      errorCode: 'proof_image_required',
      status: 400,
    });
    const gif = Buffer.from('GIF89a-not-allowed').toString('base64');
    expect(
      await failureOf(player.client, confirmWithdrawal, { withdrawalId: id, answer: 'not_received', proofImage: gif }),
    ).toMatchObject({ errorCode: 'proof_image_invalid' });
    const tooBig = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    expect(
      (
        await failureOf(player.client, confirmWithdrawal, {
          withdrawalId: id,
          answer: 'not_received',
          proofImage: tooBig,
        })
      ).status,
    ).toBe(400);
    const answered = await player.client.call(confirmWithdrawal, {
      withdrawalId: id,
      answer: 'not_received',
      proofImage: png.toString('base64'),
    });
    expect(answered.status).toBe('not_received');
    const queue = await admin.call(listWithdrawalQueue, { status: 'not_received' });
    expect(queue.list.find((r) => r.id === id)).toMatchObject({ hasProof: true });
    expect(await admin.call(getWithdrawalProof, { withdrawalId: id })).toEqual({
      mimeType: 'image/png',
      data: png.toString('base64'),
    });
    // The member may still confirm it later.
    expect(await player.client.call(confirmWithdrawal, { withdrawalId: id, answer: 'received' })).toMatchObject({
      status: 'received',
    });
    const jpegCase = await paidWithdrawal();
    expect(
      await jpegCase.player.client.call(confirmWithdrawal, {
        withdrawalId: jpegCase.id,
        answer: 'not_received',
        proofImage: jpeg.toString('base64'),
      }),
    ).toMatchObject({ status: 'not_received' });
  });

  it('counts an unconfirmed paid withdrawal as received after N minutes, once', async () => {
    const { player, id } = await paidWithdrawal();
    expect(await autoConfirmDueWithdrawals(t.db, 60)).toBe(0);
    await t.db
      .update(withdrawals)
      .set({ paidAt: sql`now() - interval '61 minutes'` })
      .where(eq(withdrawals.id, id));
    expect(await autoConfirmDueWithdrawals(t.db, 60)).toBeGreaterThanOrEqual(1);
    expect(await autoConfirmDueWithdrawals(t.db, 60)).toBe(0);
    const [mine] = (await player.client.call(listMemberWithdrawals, {})).list;
    expect(mine).toMatchObject({ id, status: 'received', autoConfirmed: true });
    expect(await player.client.call(getPaymentConfirmationList, {})).toEqual([]);
  });
});

describe('trial accounts', () => {
  it('have no withdrawals, bank accounts or limits', async () => {
    const { token } = await apiClient(baseUrl).call(login, { username: 'prueba1', password: 'Demo1234' });
    const trial = apiClient(baseUrl, { token });
    for (const failure of [
      await failureOf(trial, getWithdrawSettings, {}),
      await failureOf(trial, listBankAccounts, {}),
      await failureOf(trial, listMemberWithdrawals, {}),
    ]) {
      expect(failure).toMatchObject({ errorCode: 'in_need_true_account', status: 403 });
    }
  });
});

describe('withdrawal audit trail', () => {
  it('has an audit row for every operator action taken in this file', async () => {
    const rows = await t.db.select().from(auditLog).where(like(auditLog.action, 'withdrawal.%'));
    expect(rows.every((r) => r.actorType === 'operator' && r.before !== null && r.after !== null)).toBe(true);
    expect(rows.length).toBeGreaterThan(10);
  });
});
