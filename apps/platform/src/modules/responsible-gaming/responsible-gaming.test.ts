import { randomUUID } from 'node:crypto';
import {
  answerRealityCheck,
  approveDeposit,
  confirmRgLimit,
  excludePlayer,
  excludeSelf,
  getActivityStatement,
  getPlayerRg,
  getResponsibleGaming,
  getRgReport,
  importRgRegister,
  launchGame,
  liftPlayerRgLimit,
  removeRgLimit,
  login,
  seamlessCredit,
  seamlessDebit,
  setPlayerRgLimit,
  setRealityCheck,
  setRgLimit,
  setRgSessionLimit,
  submitDeposit,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember, createMerchant } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { betRecords, members, merchants, rgEvents } from '../../db/schema/index.ts';

const password = 'Demo1234';
const hour = 3_600_000;
/** The test clock (decision 0048: injected in tests only): real time plus what a test moves it by. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
let operator: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ RG_TEST_REALITY_CHECK: 'true' }, { now: clock });
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A fresh funded player of the demo merchant, signed in, known to the provider. */
async function newPlayer(balanceMinor = 100_00n) {
  const { id, username } = await f.createPlayer(balanceMinor, password);
  const { token } = await apiClient(baseUrl).call(login, { username, password });
  return { id, username, token, client: apiClient(baseUrl, { token }), playerId: await f.authenticate(id) };
}

const debit = (playerId: string, amount: number, roundId = randomUUID()) =>
  f.client.call(seamlessDebit, { playerId, transactionId: randomUUID(), roundId, gameCode: 'slot-classic', amount });
const credit = (playerId: string, roundId: string, amount: number) =>
  f.client.call(seamlessCredit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode: 'slot-classic',
    amount,
    roundEnded: true,
  });
const errorOf = (answer: Awaited<ReturnType<typeof debit>>) =>
  answer.envelope.success ? 'ok' : answer.envelope.errorCode;

const stakedBy = async (memberId: number) => {
  const rows = await t.db
    .select({ total: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)` })
    .from(betRecords)
    .where(eq(betRecords.memberId, memberId));
  return BigInt(rows[0]?.total ?? 0);
};

describe('limits', () => {
  it('refuses 0, negative, fractional cents, absurd amounts and unknown periods with field errors', async () => {
    const p = await newPlayer();
    for (const amount of [0, -5, 1.234, 1e12, '10', 'ten']) {
      const error = await failureOf(p.client, setRgLimit, { kind: 'loss', period: 'day', amount } as never);
      expect([error.status, error.errorCode, error.fields?.[0]?.field], String(amount)).toEqual([
        400,
        'request_param_err',
        'amount',
      ]);
    }
    for (const input of [
      { kind: 'loss', period: 'year', amount: 5 },
      { kind: 'bonus', period: 'day', amount: 5 },
    ]) {
      const error = await failureOf(p.client, setRgLimit, input as never);
      expect(error.status).toBe(400);
      expect(error.fields?.length).toBeGreaterThan(0);
    }
    for (const minutes of [0, 4, 1441, 30.5, null] as number[])
      expect((await failureOf(p.client, setRgSessionLimit, { minutes })).status).toBe(400);
    expect((await p.client.call(getResponsibleGaming, {})).limits).toEqual([]);
  });

  it('applies a first or lower limit at once; a raise or removal only after the cooling-off and a confirmation', async () => {
    const p = await newPlayer();
    let status = await p.client.call(setRgLimit, { kind: 'wager', period: 'day', amount: 20 });
    expect(status.limits).toEqual([{ kind: 'wager', period: 'day', value: 20, used: 0, pending: null }]);
    status = await p.client.call(setRgLimit, { kind: 'wager', period: 'day', amount: 10 });
    expect(status.limits[0]).toMatchObject({ value: 10, pending: null });

    status = await p.client.call(setRgLimit, { kind: 'wager', period: 'day', amount: 50 });
    expect(status.limits[0]).toMatchObject({ value: 10, pending: { value: 50, confirmable: false } });
    expect(status.coolingOffHours).toBe(24);
    expect((await failureOf(p.client, confirmRgLimit, { kind: 'wager', period: 'day' })).errorCode).toBe(
      'rg_change_not_due',
    );
    // During the cooling-off the lower limit still holds.
    expect(errorOf(await debit(p.playerId, 10))).toBe('ok');
    expect(errorOf(await debit(p.playerId, 0.01))).toBe('LIMIT_REACHED');

    offsetMs += 23 * hour;
    expect((await failureOf(p.client, confirmRgLimit, { kind: 'wager', period: 'day' })).errorCode).toBe(
      'rg_change_not_due',
    );
    offsetMs += hour;
    status = await p.client.call(confirmRgLimit, { kind: 'wager', period: 'day' });
    expect(status.limits[0]).toMatchObject({ value: 50, pending: null });

    await p.client.call(removeRgLimit, { kind: 'wager', period: 'day' });
    expect((await p.client.call(getResponsibleGaming, {})).limits[0]).toMatchObject({
      value: 50,
      pending: { value: null },
    });
    offsetMs += 24 * hour;
    expect((await p.client.call(confirmRgLimit, { kind: 'wager', period: 'day' })).limits).toEqual([]);
    offsetMs = 0;
    const kinds = (await t.db.select().from(rgEvents).where(eq(rgEvents.memberId, p.id))).map((e) => e.kind);
    expect(kinds).toEqual([
      'limit_set',
      'limit_set',
      'limit_raise_requested',
      'limit_raise_confirmed',
      'limit_raise_requested',
      'limit_raise_confirmed',
    ]);
  });

  it('counts the net loss of the day, week and month in the merchant time zone', async () => {
    await t.db.update(merchants).set({ timeZone: 'America/Mexico_City' }).where(eq(merchants.id, f.merchant.id));
    try {
      const p = await newPlayer();
      // Thursday 22:00 in Mexico City (04:00 UTC on Friday): that day ends in two hours.
      const thursdayNight = new Date('2026-12-04T04:00:00Z');
      offsetMs = thursdayNight.getTime() - Date.now();
      await p.client.call(setRgLimit, { kind: 'loss', period: 'day', amount: 10 });
      await p.client.call(setRgLimit, { kind: 'loss', period: 'week', amount: 15 });
      const round = randomUUID();
      expect(errorOf(await debit(p.playerId, 8, round))).toBe('ok');
      await credit(p.playerId, round, 3);
      expect(errorOf(await debit(p.playerId, 5))).toBe('ok');
      expect(errorOf(await debit(p.playerId, 0.01))).toBe('LIMIT_REACHED');
      expect((await p.client.call(getResponsibleGaming, {})).limits.map((l) => l.used)).toEqual([10, 10]);
      // 07:00 UTC is 01:00 on Friday there: a new day, the same week.
      offsetMs += 3 * hour;
      expect(errorOf(await debit(p.playerId, 5))).toBe('ok');
      expect(errorOf(await debit(p.playerId, 0.01))).toBe('LIMIT_REACHED');
      expect(await stakedBy(p.id)).toBe(18_00n);
    } finally {
      offsetMs = 0;
      await t.db.update(merchants).set({ timeZone: 'UTC' }).where(eq(merchants.id, f.merchant.id));
    }
  });

  it('never lets 20 simultaneous debits together pass a loss limit', async () => {
    const p = await newPlayer();
    await p.client.call(setRgLimit, { kind: 'loss', period: 'day', amount: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => debit(p.playerId, 1.5)));
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(6);
    expect(answers.filter((a) => errorOf(a) === 'LIMIT_REACHED')).toHaveLength(14);
    expect(await stakedBy(p.id)).toBe(9_00n);
    expect(await f.balanceOf(p.id)).toBe(91_00n);
  });

  it('counts what was already lost today when a first limit is set', async () => {
    const p = await newPlayer();
    expect(errorOf(await debit(p.playerId, 7))).toBe('ok');
    const status = await p.client.call(setRgLimit, { kind: 'loss', period: 'day', amount: 10 });
    expect(status.limits[0]?.used).toBe(7);
    expect(errorOf(await debit(p.playerId, 3.01))).toBe('LIMIT_REACHED');
    expect(errorOf(await debit(p.playerId, 3))).toBe('ok');
  });
});

describe('deposit limits', () => {
  it('refuses a deposit ask beyond the limit, counting pending asks; a credited one beyond a lowered limit is traced', async () => {
    const p = await newPlayer(0n);
    await p.client.call(setRgLimit, { kind: 'deposit', period: 'day', amount: 300 });
    const first = await p.client.call(submitDeposit, depositInput(200));
    expect((await failureOf(p.client, submitDeposit, depositInput(150))).errorCode).toBe('rg_deposit_limit');
    await p.client.call(setRgLimit, { kind: 'deposit', period: 'day', amount: 150 });
    // The money of the first ask was paid before the limit was lowered: it is credited, and traced.
    await operator.call(approveDeposit, { depositId: first.id });
    expect(await f.balanceOf(p.id)).toBe(200_00n);
    const events = await t.db.select().from(rgEvents).where(eq(rgEvents.memberId, p.id));
    expect(events.map((e) => e.kind)).toContain('deposit_over_limit');
    expect((await failureOf(p.client, submitDeposit, depositInput(100))).errorCode).toBe('rg_deposit_limit');
  });

  const depositInput = (amount: number) => ({
    channelCode: 'banco-demo',
    amount,
    reference: 'RG',
    proof: { contentType: 'image/png' as const, dataBase64: png },
  });
});

describe('session limit and reality check', () => {
  it('refuses debits while a reality check waits, until the player answers; options are the merchant’s', async () => {
    const p = await newPlayer();
    expect((await failureOf(p.client, setRealityCheck, { minutes: 7 })).errorCode).toBe('rg_option_invalid');
    const set = await p.client.call(setRealityCheck, { minutes: 1 });
    expect(set.realityCheck).toMatchObject({ minutes: 1, options: [1, 15, 30, 60], due: false });
    const round = randomUUID();
    expect(errorOf(await debit(p.playerId, 2, round))).toBe('ok');
    await credit(p.playerId, round, 0.5);
    expect((await failureOf(p.client, answerRealityCheck, { choice: 'continue' })).errorCode).toBe('conflict');

    offsetMs += 61_000;
    try {
      expect(errorOf(await debit(p.playerId, 1))).toBe('LIMIT_REACHED');
      const due = await p.client.call(getResponsibleGaming, {});
      expect(due.realityCheck).toMatchObject({ due: true, sessionStake: 2, sessionNet: -1.5 });
      const answered = await p.client.call(answerRealityCheck, { choice: 'continue' });
      expect(answered.realityCheck.due).toBe(false);
      expect(errorOf(await debit(p.playerId, 1))).toBe('ok');
      offsetMs += 61_000;
      await p.client.call(answerRealityCheck, { choice: 'leave' });
      // Leaving ends the session: the member's sign-in is revoked.
      expect((await failureOf(p.client, getResponsibleGaming, {})).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    } finally {
      offsetMs = 0;
    }
    expect((await t.db.select().from(rgEvents).where(eq(rgEvents.memberId, p.id))).map((e) => e.kind)).toEqual([
      'reality_check_set',
      'reality_check_answered',
      'reality_check_answered',
    ]);
  });

  it('refuses debits once the session-time limit has passed', async () => {
    const p = await newPlayer();
    await p.client.call(setRgSessionLimit, { minutes: 5 });
    expect(errorOf(await debit(p.playerId, 1))).toBe('ok');
    offsetMs += 5 * 60_000 + 1000;
    try {
      expect(errorOf(await debit(p.playerId, 1))).toBe('LIMIT_REACHED');
    } finally {
      offsetMs = 0;
    }
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses the sign-in, an old session, the launch, an old game session and a deposit', async () => {
    const p = await newPlayer();
    const exclusion = await p.client.call(excludeSelf, { duration: '6m' });
    expect(exclusion).toMatchObject({ kind: 'self_exclusion', source: 'player' });
    const signIn = await failureOf(apiClient(baseUrl), login, { username: p.username, password });
    expect([signIn.status, signIn.errorCode]).toEqual([403, 'rg_excluded']);
    expect(signIn.value).toEqual({ endsAt: exclusion.endsAt });
    expect(Date.parse(exclusion.endsAt!) - Date.now()).toBeGreaterThan(180 * 24 * hour);
    expect((await failureOf(p.client, launchGame, { nodeId: 1 } as never)).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    expect((await failureOf(p.client, submitDeposit, {} as never)).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    expect(errorOf(await debit(p.playerId, 1))).toBe('LIMIT_REACHED');
    expect(await stakedBy(p.id)).toBe(0n);
  });

  it('reaches the members of other merchants with the same verified email, and only they', async () => {
    const other = await createMerchant(t.db, { code: 'rg-other' });
    const p = await newPlayer();
    const email = `rg-${randomUUID().slice(0, 8)}@example.com`;
    await t.db.update(members).set({ email, emailVerified: true }).where(eq(members.id, p.id));
    const twin = await createMember(t.db, { merchantId: other.id, username: 'rgtwin' });
    const stranger = await createMember(t.db, { merchantId: other.id, username: 'rgstranger' });
    await t.db.update(members).set({ email: email.toUpperCase(), emailVerified: true }).where(eq(members.id, twin.id));
    await t.db.update(members).set({ email, emailVerified: false }).where(eq(members.id, stranger.id));
    await p.client.call(excludeSelf, { duration: 'permanent' });
    const otherSite = apiClient(baseUrl, { merchant: 'rg-other' });
    const refused = await failureOf(otherSite, login, { username: 'rgtwin', password });
    expect([refused.errorCode, refused.value]).toEqual(['rg_excluded', { endsAt: null }]);
    expect((await otherSite.call(login, { username: 'rgstranger', password })).token).toBeTruthy();
  });

  it('keeps a time-out to the member itself and ends it on time', async () => {
    const p = await newPlayer();
    const exclusion = await p.client.call(excludeSelf, { duration: '24h' });
    expect(exclusion.kind).toBe('timeout');
    expect((await failureOf(apiClient(baseUrl), login, { username: p.username, password })).errorCode).toBe(
      'rg_excluded',
    );
    offsetMs += 24 * hour + 1000;
    try {
      // The sign-in reads the real clock: the time-out's end is checked through the service view instead.
      const view = await operator.call(getPlayerRg, { memberId: p.id });
      expect(view.exclusions).toEqual([exclusion]);
      expect(view.events.map((e) => e.kind)).toEqual(['timeout']);
    } finally {
      offsetMs = 0;
    }
  });

  it('imports an external register: bad lines are refused by number, good ones exclude matching members', async () => {
    const bad = await failureOf(operator, importRgRegister, {
      csv: 'email,mobile,end\nok@example.com,,\nnot-an-email,,',
    });
    expect(bad.fields).toEqual([{ field: 'csv', reason: 'rg_register_email', params: { line: 3 } }]);
    expect((await failureOf(operator, importRgRegister, { csv: ',,2030-01-01' })).fields?.[0]?.reason).toBe(
      'rg_register_identity',
    );
    const p = await newPlayer();
    await t.db
      .update(members)
      .set({ countryDialingCode: '+52', mobileNum: '5512345678', mobileVerified: true })
      .where(eq(members.id, p.id));
    const result = await operator.call(importRgRegister, {
      csv: 'email,mobile,end\nsomeone@example.com,,2999-01-01\n,+52 55 1234 5678,\n',
    });
    expect(result).toEqual({ imported: 2, membersExcluded: 1 });
    expect((await failureOf(apiClient(baseUrl), login, { username: p.username, password })).value).toEqual({
      endsAt: null,
    });
  });
});

describe('the operator and the statement', () => {
  it("sets a player's limit on its behalf (audited), excludes it, and reports the events", async () => {
    const p = await newPlayer();
    const status = await operator.call(setPlayerRgLimit, { memberId: p.id, kind: 'loss', period: 'week', amount: 25 });
    expect(status.limits[0]).toMatchObject({ kind: 'loss', period: 'week', value: 25 });
    const lifted = await operator.call(liftPlayerRgLimit, { memberId: p.id, kind: 'loss', period: 'week' });
    expect(lifted.limits[0]).toMatchObject({ value: 25, pending: { value: null, confirmable: false } });
    await operator.call(excludePlayer, { memberId: p.id, duration: '1y' });
    const view = await operator.call(getPlayerRg, { memberId: p.id });
    expect(view.events.map((e) => [e.kind, e.operator])).toEqual([
      ['self_exclusion', 'admin'],
      ['limit_raise_requested', 'admin'],
      ['limit_set', 'admin'],
    ]);
    expect(view.exclusions[0]).toMatchObject({ kind: 'self_exclusion', source: 'operator' });
    const audit = await t.db.execute(
      sql`select action from platform.audit_log where target = ${`member:${p.id}`} order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'rg.limit_set',
      'rg.limit_raise_requested',
      'rg.self_exclusion',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const report = await operator.call(getRgReport, { from: today, to: today });
    expect(report.counts.find((c) => c.kind === 'self_exclusion')?.count).toBeGreaterThanOrEqual(1);
    expect((await failureOf(operator, getPlayerRg, { memberId: 999_999_999 })).errorCode).toBe('not_found');
  });

  it('answers deposits, withdrawals, stakes and net result per month', async () => {
    const p = await newPlayer();
    const round = randomUUID();
    await debit(p.playerId, 10, round);
    await credit(p.playerId, round, 4);
    const statement = await p.client.call(getActivityStatement, {});
    expect(statement.months).toEqual([
      { month: new Date().toISOString().slice(0, 7), deposits: 0, withdrawals: 0, stakes: 10, netResult: -6 },
    ]);
  });
});
