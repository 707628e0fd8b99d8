import { randomUUID } from 'node:crypto';
import {
  freePlay,
  getAgentSummary,
  getMyIncome,
  getTeamAccountDetails,
  getTeamBetting,
  getTeamOverview,
  getUserLoss,
  transferToDownline,
  updateMerchantSettings,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveInTree, seamlessRounds } from '../../../test/agent-tree-play.ts';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { insertGame, insertVendor } from '../../../test/catalog-factories.ts';
import { createMember } from '../../../test/factories.ts';
import { moneyHelpers, newRequestId } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { EntryKind } from '../ledger/entry-kinds.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { foldAllMemberStats } from './member-stats-fold.ts';

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
let money: ReturnType<typeof moneyHelpers>;
let round: ReturnType<typeof seamlessRounds>;
const tree: Record<'top' | 'sub' | 'p1' | 'p2' | 'p3' | 'other' | 'x', MemberRow> = {} as never;
const client: Record<string, ApiClient> = {};

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
  round = seamlessRounds(f);
  // The lobby lists the provider's slot-classic, so the team's rounds carry its name.
  const slots = await insertVendor(t.db, f.merchant.id, {
    vassalage: 'FCLASSIC',
    providerCode: 'FICHA',
    gameType: 'RNG',
  });
  await insertGame(t.db, slots, { gameCode: 'slot-classic', name: 'Classic', names: { EN: 'Classic' } });
  money = moneyHelpers(t, baseUrl);
  const merchantId = f.merchant.id;
  const add = (username: string, type: number, upline: MemberRow | null) =>
    createMember(t.db, { merchantId, username, type, upline });
  tree.top = await add('ra_top', 1, null);
  tree.sub = await add('ra_sub', 2, tree.top);
  tree.p1 = await add('ra_p1', 0, tree.sub);
  tree.p2 = await add('ra_p2', 0, tree.sub);
  tree.p3 = await add('ra_p3', 0, tree.top);
  tree.other = await add('ra_other', 1, null);
  tree.x = await add('ra_x', 0, tree.other);
  for (const name of ['top', 'sub', 'p1', 'other'] as const) client[name] = await money.signIn(tree[name].username);
  await buildHistory();
  await foldAllMemberStats(t.db);
});
afterAll(() => t.close());

/** Posts a ledger entry between a member's wallet and a merchant account, as the named module posts it. */
async function post(
  member: MemberRow,
  kind: EntryKind,
  amountMinor: bigint,
  counter: { kind: 'payment_clearing' | 'promotion_budget'; ref: string },
) {
  const wallet = await money.ledger.account(memberWalletIdentity(f.merchant, member));
  const other = await money.ledger.account(merchantAccountIdentity(f.merchant, counter.kind, counter.ref));
  await money.ledger.post({
    merchantId: f.merchant.id,
    currency: f.merchant.currency,
    kind,
    source: 'agent-reports-test',
    idempotencyKey: randomUUID(),
    lines: [
      { accountId: wallet.id, amountMinor },
      { accountId: other.id, amountMinor: -amountMinor },
    ],
  });
}

/**
 * The history every report is checked against, with the sums each report must show worked out by hand below:
 * deposits, rounds (one rolled back), a withdrawal held and partly released, a bonus, an agent's transfer to its
 * downline and an adjustment of the agent's wallet, plus play in another agent's tree that must never show.
 */
async function buildHistory() {
  await money.fund('ra_p1', 500_00n);
  await money.fund('ra_p2', 300_00n);
  await money.fund('ra_p3', 200_00n);
  await money.fund('ra_x', 100_00n);
  await money.fund('ra_top', 100_00n);
  await round(tree.p1, 10, 25);
  await round(tree.p1, 5, 0);
  await round(tree.p2, 20, 0);
  await round(tree.p2, 7, 'rollback');
  await round(tree.p3, 3, 1);
  await round(tree.x, 50, 100);
  await post(tree.p1, 'withdrawal_hold', -40_00n, { kind: 'payment_clearing', ref: 'withdrawals' });
  await post(tree.p1, 'withdrawal_release', 15_00n, { kind: 'payment_clearing', ref: 'withdrawals' });
  await post(tree.p2, 'bonus', 12_00n, { kind: 'promotion_budget', ref: 'welcome' });
  await post(tree.top, 'adjustment', 8_00n, { kind: 'promotion_budget', ref: 'adjustments' });
  await money.setPaymentPassword('ra_top');
  await client.top!.call(transferToDownline, {
    username: 'ra_p3',
    amount: 30,
    paymentPassword: '246810',
    requestId: newRequestId(),
  });
}

const today = { period: 'today' } as const;

describe('team overview', () => {
  it("sums the agent's whole subtree (never the agent itself or another tree) as the ledger moved it", async () => {
    const overview = await client.top!.call(getTeamOverview, today);
    expect(overview.figures).toEqual({
      teamSize: 4,
      directMembers: 2,
      indirectMembers: 2,
      signUps: 4,
      firstDepositors: 3,
      activePlayers: 3,
      deposits: 1000,
      withdrawals: 25,
      validBets: 38,
      payouts: 26,
      profit: -12,
      bonuses: 12,
      adjustments: 0,
    });
    // p1 500 − 10 + 25 − 5 − 40 + 15, p2 300 − 20 + 12, p3 200 − 3 + 1 + 30, the sub-agent nothing.
    expect(overview.balances).toBe(485 + 292 + 228);
    expect(overview.period).toMatchObject({ period: 'today', timeZone: 'UTC' });
    expect(overview.daily).toHaveLength(1);
    expect(overview.daily[0]).toMatchObject({
      deposits: 1000,
      validBets: 38,
      payouts: 26,
      activePlayers: 3,
      signUps: 4,
    });
    expect(overview.previous.figures).toMatchObject({ teamSize: 0, deposits: 0, validBets: 0 });
  });

  it("gives a sub-agent only its own subtree, and the console the same figures as the agent's own page", async () => {
    const sub = await client.sub!.call(getTeamOverview, today);
    expect(sub.figures).toMatchObject({
      teamSize: 2,
      directMembers: 2,
      deposits: 800,
      validBets: 35,
      payouts: 25,
      bonuses: 12,
    });
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    const summary = await operator.call(getAgentSummary, { memberId: tree.top.id, period: 'today' });
    const own = await client.top!.call(getTeamOverview, today);
    expect({ ...summary, asOf: '' }).toEqual({ ...own, asOf: '' });
    expect(await failureOf(operator, getAgentSummary, { memberId: tree.p1.id })).toMatchObject({
      errorCode: 'not_found',
    });
  });

  it("draws a one-day period hour by hour up to now, the hours adding up to the period's figures", async () => {
    const overview = await client.top!.call(getTeamOverview, today);
    const midnight = `${overview.period.from}T00:00:00.000Z`;
    expect(overview.hourly[0]?.hour).toBe(midnight);
    const hours = overview.hourly.map((h) => Date.parse(h.hour));
    expect(hours.every((at, i) => i === 0 || at - hours[i - 1]! === 3_600_000)).toBe(true);
    expect(hours.at(-1)).toBeLessThanOrEqual(Date.now());
    const sum = (key: 'validBets' | 'payouts' | 'deposits' | 'bonuses') =>
      overview.hourly.reduce((total, h) => total + Math.round(h[key] * 100), 0) / 100;
    expect([sum('validBets'), sum('payouts'), sum('deposits'), sum('bonuses')]).toEqual([38, 26, 1000, 12]);
    expect(Math.max(...overview.hourly.map((h) => h.activePlayers))).toBe(3);
    const week = await client.top!.call(getTeamOverview, { period: 'lastWeek' });
    expect(week.hourly).toEqual([]);
  });

  it('answers a day with sign-ups and no money moved as zeros, hour by hour', async () => {
    // The aggregates count a sign-up when the member joins the tree, so the quiet day is today.
    const quiet = await createMember(t.db, { merchantId: f.merchant.id, username: 'ra_quiet', type: 1 });
    await createMember(t.db, { merchantId: f.merchant.id, username: 'ra_new', upline: quiet });
    const overview = await (await money.signIn('ra_quiet')).call(getTeamOverview, today);
    expect(overview.figures).toMatchObject({ teamSize: 1, signUps: 1, deposits: 0, validBets: 0 });
    expect(overview.daily).toEqual([
      expect.objectContaining({ day: overview.period.from, signUps: 1, deposits: 0, validBets: 0 }),
    ]);
    expect(overview.hourly.length).toBeGreaterThanOrEqual(1);
    expect(overview.hourly.every((h) => h.validBets === 0 && h.deposits === 0)).toBe(true);
  });

  it('compares with the previous period and answers every preset and a custom range', async () => {
    for (const period of ['yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const) {
      const answer = await client.top!.call(getTeamOverview, { period });
      expect(answer.daily.length, period).toBeGreaterThanOrEqual(1);
    }
    const day = new Date().toISOString().slice(0, 10);
    const custom = await client.top!.call(getTeamOverview, { period: 'custom', startDate: day, endDate: day });
    expect(custom.figures.deposits).toBe(1000);
  });
});

describe('team betting', () => {
  it('lists every round of the subtree with filters and totals over all the filtered rounds', async () => {
    const all = await client.top!.call(getTeamBetting, { ...today, pageSize: 2 });
    expect(all.totalCount).toBe(5);
    expect(all.totalPages).toBe(3);
    expect(all.list).toHaveLength(2);
    expect(all.totals).toEqual({ rounds: 5, stake: 38, validBet: 38, win: 26, profit: -12 });
    expect(
      new Set((await client.top!.call(getTeamBetting, { ...today, pageSize: 100 })).list.map((b) => b.username)),
    ).toEqual(new Set(['ra_p1', 'ra_p2', 'ra_p3']));
    const p1 = await client.top!.call(getTeamBetting, { ...today, username: 'ra_p1' });
    expect(p1.list.map((b) => [b.username, b.level, b.stake])).toEqual([
      ['ra_p1', 2, 5],
      ['ra_p1', 2, 10],
    ]);
    // Named as the lobby names the game, like the member's own betting record.
    expect(p1.list[0]).toMatchObject({ gameCode: 'slot-classic', gameName: 'Classic', vendorName: 'Ficha Games' });
    const direct = await client.top!.call(getTeamBetting, { ...today, level: 1 });
    expect(direct.list.map((b) => b.username)).toEqual(['ra_p3']);
    const cancelled = await client.top!.call(getTeamBetting, { ...today, status: 'cancelled' });
    expect(cancelled.totals).toMatchObject({ rounds: 1, stake: 0 });
    const game = await client.top!.call(getTeamBetting, { ...today, vendor: 'FICHA', gameCode: 'slot-classic' });
    expect(game.totalCount).toBe(5);
    expect((await client.top!.call(getTeamBetting, { ...today, gameCode: 'no-such-game' })).totalCount).toBe(0);
  });
});

describe('user loss', () => {
  it('gives profit and loss per member (biggest loss first) and per level, with totals', async () => {
    const loss = await client.top!.call(getUserLoss, today);
    expect(loss.list.map((r) => [r.username, r.level, r.validBets, r.payouts, r.profit])).toEqual([
      ['ra_p2', 2, 20, 0, -20],
      ['ra_p3', 1, 3, 1, -2],
      ['ra_p1', 2, 15, 25, 10],
    ]);
    expect(loss.levels).toEqual([
      { level: 1, members: 1, validBets: 3, payouts: 1, profit: -2, deposits: 200, withdrawals: 0, bonuses: 0 },
      { level: 2, members: 2, validBets: 35, payouts: 25, profit: -10, deposits: 800, withdrawals: 25, bonuses: 12 },
    ]);
    expect(loss.totals).toEqual({
      members: 3,
      validBets: 38,
      payouts: 26,
      profit: -12,
      deposits: 1000,
      withdrawals: 25,
      bonuses: 12,
    });
    expect((await client.top!.call(getUserLoss, { ...today, level: 1 })).list.map((r) => r.username)).toEqual([
      'ra_p3',
    ]);
  });
});

describe('my income and account details', () => {
  it("shows what moved the agent's own wallet by source", async () => {
    const income = await client.top!.call(getMyIncome, today);
    expect(income.totals).toEqual({
      transfersIn: 0,
      transfersOut: 30,
      adjustments: 8,
      bonuses: 0,
      commissions: 0,
      net: -22,
    });
    expect(income.daily).toHaveLength(1);
  });

  it("lists the subtree's wallet movements newest first, by type", async () => {
    const deposits = await client.top!.call(getTeamAccountDetails, { ...today, types: 'deposit' });
    expect(deposits.list.map((m) => [m.username, m.kind, m.amount])).toEqual([
      ['ra_p3', 'deposit', 200],
      ['ra_p2', 'deposit', 300],
      ['ra_p1', 'deposit', 500],
    ]);
    const all = await client.top!.call(getTeamAccountDetails, { ...today, pageSize: 100 });
    // 3 deposits, 8 round movements (5 stakes, 2 wins, 1 rollback), hold + release, bonus, the incoming transfer.
    expect(all.totalCount).toBe(15);
    expect(all.list.reduce((sum, m) => sum + Math.round(m.amount * 100), 0)).toBe((485 + 292 + 228) * 100);
    const transfers = await client.top!.call(getTeamAccountDetails, { ...today, types: 'transfer,bonus' });
    expect(transfers.list.map((m) => [m.username, m.kind, m.amount])).toEqual([
      ['ra_p3', 'transfer', 30],
      ['ra_p2', 'bonus', 12],
    ]);
  });
});

describe('authorization and bad input', () => {
  const reports = [
    [getTeamOverview, today],
    [getTeamBetting, today],
    [getUserLoss, today],
    [getMyIncome, today],
    [getTeamAccountDetails, today],
  ] as const;

  it('refuses a player (not an agent) and a trial account every report', async () => {
    const trial = apiClient(baseUrl, { token: (await apiClient(baseUrl).call(freePlay, {})).token });
    for (const [endpoint, input] of reports) {
      expect(await failureOf(client.p1!, endpoint, input as never), endpoint.name).toMatchObject({
        errorCode: 'error_not_agent',
        status: 403,
      });
      expect(await failureOf(trial, endpoint, input as never), endpoint.name).toMatchObject({
        errorCode: 'in_need_true_account',
      });
    }
  });

  it('never shows another tree, and refuses a member outside the subtree by name', async () => {
    const other = await client.other!.call(getTeamOverview, today);
    expect(other.figures).toMatchObject({ teamSize: 1, deposits: 100, validBets: 50, payouts: 100 });
    for (const [caller, username] of [
      ['other', 'ra_p1'],
      ['top', 'ra_x'],
      ['sub', 'ra_p3'],
      ['sub', 'ra_top'],
      ['top', 'ra_top'],
    ] as const) {
      for (const endpoint of [getTeamBetting, getUserLoss, getTeamAccountDetails]) {
        expect(
          await failureOf(client[caller]!, endpoint, { ...today, username } as never),
          `${caller} → ${username}`,
        ).toMatchObject({
          errorCode: 'not_downline',
          status: 403,
        });
      }
    }
  });

  it('refuses long ranges, malformed dates, pages above 100 and unknown filters with field errors', async () => {
    const cases: Array<[EndpointInput<typeof getTeamBetting>, string, string]> = [
      [{ period: 'custom', startDate: '2026-01-01', endDate: '2026-12-31' }, 'endDate', 'date_range'],
      [{ period: 'custom', startDate: '2026-03-05', endDate: '2026-03-01' }, 'endDate', 'date_range'],
      [{ period: 'custom', startDate: '2026-02-31', endDate: '2026-03-01' }, 'startDate', 'date_format'],
      [{ period: 'custom', startDate: '26-1-1', endDate: '2026-03-01' }, 'startDate', 'date_format'],
      [{ period: 'custom', endDate: '2026-03-01' }, 'startDate', 'required'],
      [{ period: 'today', startDate: '2026-03-01' }, 'startDate', 'custom_period_only'],
      [{ period: 'today', pageSize: 101 }, 'pageSize', 'too_big'],
      [{ period: 'today', colour: 'red' } as never, 'colour', 'unknown_field'],
      [{ period: 'someday' } as never, 'period', 'invalid_value'],
    ];
    for (const [input, field, reason] of cases) {
      const error = await failureOf(client.top!, getTeamBetting, input);
      expect(error.errorCode, JSON.stringify(input)).toBe('request_param_err');
      expect(error.fields, JSON.stringify(input)).toContainEqual(expect.objectContaining({ field, reason }));
    }
    const types = await failureOf(client.top!, getTeamAccountDetails, { ...today, types: 'deposit,lottery' });
    expect(types.fields).toContainEqual(expect.objectContaining({ field: 'types', reason: 'unknown_type' }));
  });
});

describe("the merchant's time zone", () => {
  it('is a merchant setting the console edits, and report periods follow it', async () => {
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    expect(await failureOf(operator, updateMerchantSettings, { timeZone: 'Mars/Olympus' })).toMatchObject({
      errorCode: 'request_param_err',
      fields: [expect.objectContaining({ field: 'timeZone', reason: 'time_zone' })],
    });
    expect((await operator.call(updateMerchantSettings, { timeZone: 'America/Bogota' })).timeZone).toBe(
      'America/Bogota',
    );
    // The fold rebuilds the merchant's aggregates in the new zone (the job does it within AGENT_REPORT_FOLD_MS).
    await foldAllMemberStats(t.db);
    const overview = await client.top!.call(getTeamOverview, today);
    const bogotaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    expect(overview.period).toMatchObject({ timeZone: 'America/Bogota', from: bogotaToday, to: bogotaToday });
    // Everything happened within the last minutes, so it is today in Bogotá too.
    expect(overview.figures.deposits).toBe(1000);
    expect((await operator.call(updateMerchantSettings, { timeZone: 'UTC' })).timeZone).toBe('UTC');
    await foldAllMemberStats(t.db);
  });
});

describe('reports follow the tree from a move on', () => {
  const mv: Record<'a' | 'b' | 'c' | 'e' | 'p', MemberRow> = {} as never;
  const mvClient: Record<string, ApiClient> = {};

  const figuresOf = async (who: 'a' | 'b' | 'c' | 'e', input: EndpointInput<typeof getTeamOverview> = today) => {
    const overview = await mvClient[who]!.call(getTeamOverview, input);
    const { teamSize, signUps, validBets, payouts, deposits } = overview.figures;
    return { teamSize, signUps, validBets, payouts, deposits, balances: overview.balances };
  };

  beforeAll(async () => {
    const merchantId = f.merchant.id;
    mv.a = await createMember(t.db, { merchantId, username: 'mv_a', type: 1, upline: null });
    mv.e = await createMember(t.db, { merchantId, username: 'mv_e', type: 1, upline: null });
    mv.b = await createMember(t.db, { merchantId, username: 'mv_b', type: 2, upline: mv.a });
    mv.c = await createMember(t.db, { merchantId, username: 'mv_c', type: 2, upline: mv.a });
    mv.p = await createMember(t.db, { merchantId, username: 'mv_p', type: 0, upline: mv.b });
    for (const name of ['a', 'b', 'c', 'e'] as const) mvClient[name] = await money.signIn(mv[name].username);
    await money.fund('mv_p', 100_00n);
    await round(mv.p, 10, 0);
    await foldAllMemberStats(t.db);
  });

  it('keeps the past with the old agent and gives the new one what comes after, through every report', async () => {
    expect(await figuresOf('b')).toEqual({
      teamSize: 1,
      signUps: 1,
      validBets: 10,
      payouts: 0,
      deposits: 100,
      balances: 90,
    });
    await moveInTree(t.db, mv.p, mv.c);
    await round(mv.p, 7, 20);
    await foldAllMemberStats(t.db);
    // Before the move under b (its deposit, stake 10, its sign-up); after it under c (stake 7, win 20, balance).
    expect(await figuresOf('b')).toEqual({
      teamSize: 0,
      signUps: 1,
      validBets: 10,
      payouts: 0,
      deposits: 100,
      balances: 0,
    });
    expect(await figuresOf('c')).toEqual({
      teamSize: 1,
      signUps: 0,
      validBets: 7,
      payouts: 20,
      deposits: 0,
      balances: 103,
    });
    expect(await figuresOf('a')).toEqual({
      teamSize: 3,
      signUps: 3,
      validBets: 17,
      payouts: 20,
      deposits: 100,
      balances: 103,
    });
    const lossOf = async (who: 'b' | 'c') =>
      (await mvClient[who]!.call(getUserLoss, today)).list.map((r) => [r.username, r.level, r.validBets, r.payouts]);
    expect(await lossOf('b')).toEqual([['mv_p', 1, 10, 0]]);
    expect(await lossOf('c')).toEqual([['mv_p', 1, 7, 20]]);
    const betsOf = async (who: 'b' | 'c') => {
      const answer = await mvClient[who]!.call(getTeamBetting, today);
      return { stakes: answer.list.map((r) => r.stake), totals: answer.totals };
    };
    expect(await betsOf('b')).toEqual({
      stakes: [10],
      totals: { rounds: 1, stake: 10, validBet: 10, win: 0, profit: -10 },
    });
    expect(await betsOf('c')).toEqual({
      stakes: [7],
      totals: { rounds: 1, stake: 7, validBet: 7, win: 20, profit: 13 },
    });
    const settled = await mvClient.b!.call(getTeamBetting, { ...today, status: 'settled' });
    expect(settled.totals).toEqual({ rounds: 1, stake: 10, validBet: 10, win: 0, profit: -10 });
    const movementsOf = async (who: 'b' | 'c') =>
      (await mvClient[who]!.call(getTeamAccountDetails, today)).list.map((r) => [r.kind, r.amount]);
    expect(await movementsOf('b')).toEqual([
      ['bet', -10],
      ['deposit', 100],
    ]);
    expect(await movementsOf('c')).toEqual([
      ['win', 20],
      ['bet', -7],
    ]);
  });

  it('moves a whole subtree to another top agent, and keeps every attribution through a time-zone rebuild', async () => {
    await moveInTree(t.db, mv.c, mv.e);
    await round(mv.p, 5, 0);
    await foldAllMemberStats(t.db);
    expect(await figuresOf('e')).toMatchObject({ teamSize: 2, validBets: 5, payouts: 0, balances: 98 });
    expect(await figuresOf('a')).toMatchObject({ teamSize: 1, validBets: 17, payouts: 20, balances: 0 });
    expect(await figuresOf('c')).toMatchObject({ teamSize: 1, validBets: 12, payouts: 20, balances: 98 });
    const before = await Promise.all((['a', 'b', 'c', 'e'] as const).map((who) => figuresOf(who)));
    // Another zone rebuilds every aggregate of the merchant from the ledger; a range around now holds the same.
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    await operator.call(updateMerchantSettings, { timeZone: 'Asia/Tokyo' });
    await foldAllMemberStats(t.db);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const around = { period: 'custom', startDate: day(-1), endDate: day(1) } as const;
    const after = await Promise.all((['a', 'b', 'c', 'e'] as const).map((who) => figuresOf(who, around)));
    expect(after).toEqual(before);
    await operator.call(updateMerchantSettings, { timeZone: 'UTC' });
    await foldAllMemberStats(t.db);
  });
});
