import {
  assignRiskAlert,
  bindBankAccount,
  closeRiskAlert,
  getMemberDetail,
  getRiskAlert,
  getRiskRules,
  listRiskAlerts,
  lockRiskAlertMember,
  noteRiskAlert,
  requestWithdrawal,
  updateRiskRule,
  type EndpointInput,
  type RiskRuleKind,
} from '@ficha/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { moneyFixtures, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { foreignOperatorClient, loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { auditLog, riskAlerts, withdrawalSettings } from '../../db/schema/index.ts';
import { defaultWithdrawalSettings } from '../withdrawals/withdrawal-settings.service.ts';
import { evaluateAllRisk } from './risk-evaluation.ts';

let t: TestApp;
let baseUrl: string;
let f: MoneyFixtures;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  // The background evaluation stays out of the way: each test evaluates when its money has moved.
  t = await createTestApp({ RISK_EVALUATION_MS: '3600000' });
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

type RuleInput = EndpointInput<typeof updateRiskRule>;

const setRule = (rule: RuleInput) => admin.call(updateRiskRule, rule);
const allOff = async () => {
  for (const rule of (await admin.call(getRiskRules, {})).rules)
    await admin.call(updateRiskRule, { ...rule, enabled: false } as RuleInput);
};
const alertsOf = (memberId: number, rule?: RiskRuleKind) =>
  t.db
    .select()
    .from(riskAlerts)
    .where(and(eq(riskAlerts.memberId, memberId), rule ? eq(riskAlerts.rule, rule) : undefined));

describe('risk rules', () => {
  it('shows every kind off with suggested values until an operator sets it, then keeps it (audited)', async () => {
    const { rules } = await admin.call(getRiskRules, {});
    expect(rules.map((r) => [r.rule, r.enabled])).toEqual([
      ['large_deposit', false],
      ['deposit_withdraw', false],
      ['shared_accounts', false],
      ['stake_increase', false],
      ['play_hours', false],
      ['bonus_hunting', false],
    ]);
    expect(rules.at(-1)).toEqual({ rule: 'bonus_hunting', enabled: false, lookbackDays: 30, minBonuses: 3 });
    const after = await setRule({ rule: 'large_deposit', enabled: true, threshold: 500 });
    expect(after.rules[0]).toEqual({ rule: 'large_deposit', enabled: true, threshold: 500 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'risk.rule'));
    expect(audit.at(-1)).toMatchObject({ target: 'risk-rule:large_deposit', after: { thresholdMinor: '50000' } });
  });

  it('refuses bad values with field errors and changes nothing', async () => {
    const before = await databaseState(t.db);
    const bad: unknown[] = [
      { rule: 'large_deposit', enabled: true, threshold: -5 },
      { rule: 'large_deposit', enabled: true, threshold: 0 },
      { rule: 'large_deposit', enabled: true, threshold: 1.005 },
      { rule: 'large_deposit', enabled: true, threshold: 1e20 },
      { rule: 'deposit_withdraw', enabled: true, lookbackDays: 0, playPercent: 30 },
      { rule: 'shared_accounts', enabled: true, accounts: 1 },
      { rule: 'stake_increase', enabled: true, factor: 1.5, minStake: 10 },
      { rule: 'play_hours', enabled: true, fromHour: 3, toHour: 3 },
      { rule: 'play_hours', enabled: true, fromHour: 3, toHour: 24 },
      { rule: 'bonus_hunting', enabled: true },
      { rule: 'bonus_hunting', enabled: true, lookbackDays: 30, minBonuses: 1 },
      { rule: 'bonus_hunting', enabled: true, lookbackDays: 0, minBonuses: 3 },
      { rule: 'bonus_hunting', enabled: true, lookbackDays: 91, minBonuses: 3 },
      { rule: 'bonus_hunting', enabled: true, lookbackDays: 30, minBonuses: 2.5 },
      { rule: 'bonus_hunting', enabled: true, lookbackDays: '30', minBonuses: 3 },
      { rule: 'bonus_hunting', enabled: true, lookbackDays: 30, minBonuses: 3, thresholdMinor: '100' },
      { rule: 'large_deposit', enabled: true, threshold: 5, extra: 1 },
    ];
    for (const input of bad) {
      const failure = await failureOf(admin, updateRiskRule, input as RuleInput);
      expect([failure.status, failure.errorCode], JSON.stringify(input)).toEqual([400, 'request_param_err']);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('alerts raised as money moves', () => {
  it('raises one large-deposit alert per member and day, however many deposits and runs meet', async () => {
    await allOff();
    await setRule({ rule: 'large_deposit', enabled: true, threshold: 500 });
    const big = await f.player();
    const normal = await f.player();
    await Promise.all([
      f.deposit(big.member, 600_00n),
      f.deposit(big.member, 700_00n),
      f.deposit(big.member, 800_00n),
      f.deposit(normal.member, 100_00n),
      f.deposit(normal.member, 500_00n),
    ]);
    await f.bet(normal.member, 50_00n);
    // Several instances' runs at once: one takes the lock, the rest pass; nothing is raised twice.
    await Promise.all([evaluateAllRisk(t.db), evaluateAllRisk(t.db), evaluateAllRisk(t.db)]);
    const raised = await alertsOf(big.member.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ rule: 'large_deposit', status: 'open', detail: { thresholdMinor: '50000' } });
    // A deposit at the threshold, and normal play, raise nothing.
    expect(await alertsOf(normal.member.id)).toEqual([]);

    // Another large deposit the same day: still the one alert.
    await f.deposit(big.member, 900_00n);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(big.member.id)).toHaveLength(1);
  });

  it('raises a deposit-and-withdraw alert when a withdrawal follows deposits with little play', async () => {
    await allOff();
    await setRule({ rule: 'deposit_withdraw', enabled: true, lookbackDays: 7, playPercent: 30 });
    // A merchant that asks no wagering before a withdrawal: the rule is what notices the little play.
    const merchant = await f.demoMerchant();
    await t.db
      .insert(withdrawalSettings)
      .values({ merchantId: merchant.id, ...defaultWithdrawalSettings, depositTurnoverPct: 0 })
      .onConflictDoUpdate({ target: withdrawalSettings.merchantId, set: { depositTurnoverPct: 0 } });
    const quick = await f.player();
    const player = await f.player();
    for (const p of [quick, player]) {
      const account = await p.client.call(bindBankAccount, {
        payeeName: 'Ana Pérez',
        bankName: 'Banco Uno',
        accountNumber: `${100000 + Math.floor(Math.random() * 899_999_999)}`,
        paymentPassword: '123456',
      });
      await f.deposit(p.member, 1_000_00n);
      await f.bet(p.member, p === quick ? 100_00n : 500_00n);
      await p.client.call(requestWithdrawal, { amount: 200, bankAccountId: account.id, paymentPassword: '123456' });
    }
    await evaluateAllRisk(t.db);
    expect(await alertsOf(quick.member.id)).toMatchObject([
      { rule: 'deposit_withdraw', detail: { depositsMinor: '100000', stakesMinor: '10000', playPercent: 30 } },
    ]);
    expect(await alertsOf(player.member.id)).toEqual([]);
  });

  it('raises a stake-increase alert against the member’s own daily average (read from the hour rows)', async () => {
    await allOff();
    await setRule({ rule: 'stake_increase', enabled: true, factor: 5, minStake: 100 });
    const steady = await f.player();
    const jumper = await f.player();
    // Last week's play, as the fold left it in the hour rows: 20.00 a day each.
    const merchant = await f.demoMerchant();
    for (const p of [steady, jumper]) {
      await t.db.execute(sql`
        insert into platform.member_hour_stats (member_id, hour, merchant_id, bets_minor)
        select ${p.member.id}, date_trunc('hour', now()) - make_interval(days => d), ${merchant.id}, 2000
        from generate_series(2, 7) d`);
    }
    await f.deposit(steady.member, 1_000_00n);
    await f.deposit(jumper.member, 1_000_00n);
    await f.bet(steady.member, 25_00n);
    await f.bet(jumper.member, 150_00n);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(jumper.member.id)).toMatchObject([
      { rule: 'stake_increase', detail: { lastDayMinor: '15000', factor: 5 } },
    ]);
    expect(await alertsOf(steady.member.id)).toEqual([]);
  });

  it('raises a play-hours alert for stakes inside the rule’s local hours only', async () => {
    await allOff();
    const merchant = await f.demoMerchant();
    const result = await t.db.execute(sql`select extract(hour from now() at time zone ${merchant.timeZone})::int as h`);
    const hour = Number((result as unknown as { rows: [{ h: number }] }).rows[0].h);
    const player = await f.player();
    await f.deposit(player.member, 100_00n);
    // Hours that exclude now: nothing.
    await setRule({ rule: 'play_hours', enabled: true, fromHour: (hour + 1) % 24, toHour: (hour + 2) % 24 });
    await f.bet(player.member, 10_00n);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(player.member.id)).toEqual([]);
    // Hours wrapping around midnight that hold now.
    await setRule({ rule: 'play_hours', enabled: true, fromHour: hour, toHour: (hour + 23) % 24 });
    await f.bet(player.member, 10_00n);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(player.member.id)).toMatchObject([{ rule: 'play_hours', detail: { hour } }]);
  });

  it('raises a shared-accounts alert naming how many accounts share a payee name', async () => {
    await allOff();
    const payeeName = `Compartido ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')}`;
    const players = [await f.player({ payeeName }), await f.player({ payeeName }), await f.player({ payeeName })];
    for (const p of players) {
      await p.client.call(bindBankAccount, {
        payeeName,
        bankName: 'Banco Uno',
        accountNumber: `${100000 + Math.floor(Math.random() * 899_999_999)}`,
        paymentPassword: '123456',
      });
    }
    // Every test player signs in from 127.0.0.1, so only the payee count tells these three apart.
    await setRule({ rule: 'shared_accounts', enabled: true, accounts: 3 });
    const [first] = players;
    if (!first) throw new Error('no player');
    await f.deposit(first.member, 10_00n);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(first.member.id)).toMatchObject([{ rule: 'shared_accounts', detail: { payeeAccounts: 3 } }]);
  });
});

describe('the bonus-hunting rule', () => {
  it('shows field errors naming the bad values', async () => {
    const failure = await failureOf(admin, updateRiskRule, {
      rule: 'bonus_hunting',
      enabled: true,
      lookbackDays: 0,
      minBonuses: 1,
    });
    expect(failure.fields?.map((e) => e.field).sort()).toEqual(['lookbackDays', 'minBonuses']);
  });

  it('raises one alert when a member granted many bonuses withdraws, and none below the count', async () => {
    await allOff();
    const saved = await setRule({ rule: 'bonus_hunting', enabled: true, lookbackDays: 30, minBonuses: 3 });
    expect(saved.rules.find((r) => r.rule === 'bonus_hunting')).toEqual({
      rule: 'bonus_hunting',
      enabled: true,
      lookbackDays: 30,
      minBonuses: 3,
    });
    // A merchant that asks no wagering before a withdrawal: the rule is what notices the pattern.
    const merchant = await f.demoMerchant();
    const noTurnover = { depositTurnoverPct: 0, bonusTurnoverPct: 0 };
    await t.db
      .insert(withdrawalSettings)
      .values({ merchantId: merchant.id, ...defaultWithdrawalSettings, ...noTurnover })
      .onConflictDoUpdate({ target: withdrawalSettings.merchantId, set: noTurnover });
    const hunter = await f.player();
    const casual = await f.player();
    const accounts = new Map<number, number>();
    for (const p of [hunter, casual]) {
      const account = await p.client.call(bindBankAccount, {
        payeeName: 'Ana Pérez',
        bankName: 'Banco Uno',
        accountNumber: `${100000 + Math.floor(Math.random() * 899_999_999)}`,
        paymentPassword: '123456',
      });
      accounts.set(p.member.id, account.id);
      await f.deposit(p.member, 100_00n);
      // Each bonus converts at once (no wagering), so the next one can be granted.
      for (let i = 0; i < (p === hunter ? 3 : 2); i += 1) await f.grantBonus(p.member, 20_00n);
    }
    // Bonuses alone raise nothing: the rule looks at a withdrawal.
    await evaluateAllRisk(t.db);
    expect(await alertsOf(hunter.member.id)).toEqual([]);

    const withdraw = (p: typeof hunter) =>
      p.client.call(requestWithdrawal, {
        amount: 50,
        bankAccountId: accounts.get(p.member.id) ?? 0,
        paymentPassword: '123456',
      });
    await withdraw(hunter);
    await withdraw(casual);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(hunter.member.id)).toMatchObject([
      {
        rule: 'bonus_hunting',
        status: 'open',
        detail: { bonuses: 3, bonusesMinor: '6000', withdrawalMinor: '5000', days: 30, minBonuses: 3 },
      },
    ]);
    expect(await alertsOf(casual.member.id)).toEqual([]);

    // A second withdrawal the same day is the same pattern: still the one alert.
    await withdraw(hunter);
    await evaluateAllRisk(t.db);
    expect(await alertsOf(hunter.member.id)).toHaveLength(1);
  });
});

describe('the alert queue', () => {
  it('assigns, notes, closes once and locks the account, each audited', async () => {
    await allOff();
    await setRule({ rule: 'large_deposit', enabled: true, threshold: 500 });
    const player = await f.player();
    await f.deposit(player.member, 600_00n);
    await evaluateAllRisk(t.db);
    const queue = await admin.call(listRiskAlerts, { status: 'open', memberId: player.member.id });
    expect(queue.list).toHaveLength(1);
    const alertId = queue.list[0]?.id ?? 0;
    expect(queue.list[0]).toMatchObject({ username: player.username, rule: 'large_deposit', assignedTo: null });

    expect(await admin.call(assignRiskAlert, { alertId, take: true })).toMatchObject({ assignedTo: 'admin' });
    const noted = await admin.call(noteRiskAlert, { alertId, body: 'Llamado al jugador' });
    expect(noted.notes.map((n) => [n.operator, n.body])).toEqual([['admin', 'Llamado al jugador']]);
    const locked = await admin.call(lockRiskAlertMember, { alertId });
    expect(locked.memberStatus).toBe('locked');
    expect((await admin.call(getMemberDetail, { memberId: player.member.id })).status).toBe('locked');
    const closed = await admin.call(closeRiskAlert, { alertId, note: 'Fondos de origen verificado' });
    expect(closed).toMatchObject({ status: 'closed', closedBy: 'admin' });
    expect(closed.notes).toHaveLength(2);

    // Closed is closed: a second close, a note or a take is a conflict and changes nothing.
    const before = await databaseState(t.db);
    for (const call of [
      () => failureOf(admin, closeRiskAlert, { alertId, note: 'otra vez' }),
      () => failureOf(admin, assignRiskAlert, { alertId, take: false }),
    ])
      expect((await call()).errorCode).toBe('conflict');
    expect(await databaseState(t.db)).toEqual(before);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.target, `%${player.username}`));
    expect(actions.map((a) => a.action).sort()).toEqual(
      ['member.status', 'risk.assign', 'risk.close', 'risk.note'].sort(),
    );
    expect((await admin.call(getRiskAlert, { alertId })).status).toBe('closed');
    expect((await admin.call(listRiskAlerts, { status: 'closed', rule: 'large_deposit' })).list[0]?.id).toBe(alertId);
  });

  it('refuses bad input, alerts of another merchant, and roles without the risk permissions', async () => {
    const [alert] = await t.db.select().from(riskAlerts).limit(1);
    const alertId = alert?.id ?? 0;
    expect((await failureOf(admin, noteRiskAlert, { alertId, body: '   ' })).errorCode).toBe('request_param_err');
    expect((await failureOf(admin, getRiskAlert, { alertId: 99_999_999 })).errorCode).toBe('not_found');
    const rival = await foreignOperatorClient(t, baseUrl);
    expect((await failureOf(rival, getRiskAlert, { alertId })).errorCode).toBe('not_found');
    expect((await failureOf(rival, lockRiskAlertMember, { alertId })).errorCode).toBe('not_found');
    expect((await rival.call(listRiskAlerts, {})).list).toEqual([]);

    const support = apiClient(baseUrl, {
      token: await loginOperator(t.app, { username: 'soporte', password: 'Soporte#2026' }),
    });
    expect((await failureOf(support, listRiskAlerts, {})).errorCode).toBe('operator_forbidden');
    const reader = apiClient(baseUrl, {
      token: await loginOperator(t.app, { username: 'lector', password: 'Lector#2026' }),
    });
    expect((await reader.call(getRiskAlert, { alertId })).id).toBe(alertId);
    expect((await failureOf(reader, closeRiskAlert, { alertId, note: 'x' })).errorCode).toBe('operator_forbidden');
  });
});
