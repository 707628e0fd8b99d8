import {
  approveDeposit,
  claimLoginPromotion,
  createPromotion,
  extendPlayerBonus,
  forfeitMyBonus,
  forfeitPlayerBonus,
  getAvailablePromotions,
  getBonusDetails,
  getOperatorReport,
  getMerchantAvailablePromotions,
  getPlayerBonuses,
  getPromotionCategories,
  getPromotionClaimList,
  getWalletBalance,
  listConsolePromotionClaims,
  listConsolePromotions,
  login,
  seamlessCredit,
  seamlessDebit,
  setPromotionStatus,
  signUpRequestReward,
  submitDeposit,
  updatePromotion,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember } from '../../../test/factories.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { pngProof } from '../../../test/security/hostile-files.ts';
import { seamlessFixture } from '../../../test/seamless-client.ts';
import { members } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let merchantId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  merchantId = (await t.db.select().from(members).where(eq(members.username, 'jugador1')))[0]!.merchantId;
});
afterAll(() => t.close());

/** A new player of the demo merchant, signed in. */
async function newPlayer() {
  serial += 1;
  const member = await createMember(t.db, { merchantId, username: `promo${serial}` });
  const token = (await apiClient(baseUrl).call(login, { username: member.username, password: 'Demo1234' })).token;
  return { member, token, client: apiClient(baseUrl, { token }) };
}

const hour = 3_600_000;
type PromotionInput = EndpointInput<typeof createPromotion>;

function promotion(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    kind: 'signup_reward',
    category: 'welcome',
    texts: { ES: { title: 'Bono de bienvenida', summary: 'Regístrate', rules: 'Apuesta 5 veces' } },
    art: 'sunrise',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + 24 * hour).toISOString(),
    budget: 1000,
    amount: 10,
    wageringMultiplier: 5,
    expiryHours: 72,
    ...overrides,
  } as PromotionInput;
}

const bonusRows = async (memberId: number) => {
  const result = await t.db.execute(
    sql`select count(*)::int as n from platform.member_bonuses where member_id = ${memberId}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

describe('promotions: the console builds and funds them, a player claims them into the bonus wallet', () => {
  it('lists a new promotion to visitors and players, grants the sign-up reward once, and shows the bonus', async () => {
    const created = await operator.call(createPromotion, promotion({ exclusiveGroup: 'welcome' }));
    expect(created).toMatchObject({ budget: 1000, budgetLeft: 1000, claims: 0, status: 'active' });

    const visitor = await apiClient(baseUrl).call(getMerchantAvailablePromotions, { language: 'ES' });
    expect(visitor.list.find((p) => p.id === created.id)).toMatchObject({
      title: 'Bono de bienvenida',
      state: 'claim',
      amount: 10,
      wageringMultiplier: 5,
    });
    const categories = await apiClient(baseUrl).call(getPromotionCategories, {});
    expect(categories.list.find((c) => c.category === 'welcome')?.count).toBeGreaterThanOrEqual(1);

    const { member, client, token } = await newPlayer();
    const socket = await openSignedIn(baseUrl, token);
    const { claim } = await client.call(signUpRequestReward, { promotionId: created.id });
    expect(claim).toMatchObject({ promotionId: created.id, amount: 10, bonusStatus: 'active' });
    // The bonus wallet's line tells the site to read the balances again (decision 0085), then the notice.
    expect(await socket.next()).toMatchObject({ type: 'resync' });
    expect(await socket.next()).toMatchObject({ type: 'notice', key: 'info_bonus_granted', amount: 10 });
    socket.socket.close();
    const [bonus] = (await client.call(getBonusDetails, {})).list;
    expect(bonus).toMatchObject({ id: claim.bonusId, promotionId: created.id, amount: 10, held: 10, requirement: 50 });
    // The balance the player site shows (and reads again on the notice) holds the bonus wallet beside the main one.
    const balance = await client.call(getWalletBalance, {});
    expect(balance.balance).toEqual([
      { accountTypeId: 0, name: 'MAIN', availBalance: 0 },
      { accountTypeId: 1, name: 'BONUS', availBalance: 10 },
    ]);
    expect(balance.sumBalance).toBe(10);

    // A second claim grants nothing more.
    expect((await failureOf(client, signUpRequestReward, { promotionId: created.id })).errorCode).toBe(
      'promotion_already_claimed',
    );
    expect(await bonusRows(member.id)).toBe(1);
    const mine = await client.call(getAvailablePromotions, {});
    expect(mine.list.find((p) => p.id === created.id)?.state).toBe('claimed');
    expect((await client.call(getPromotionClaimList, {})).list.map((c) => c.id)).toEqual([claim.id]);

    const listed = (await operator.call(listConsolePromotions, {})).list.find((p) => p.id === created.id);
    expect(listed).toMatchObject({ budgetLeft: 990, claims: 1, granted: 10 });
    const claims = await operator.call(listConsolePromotionClaims, { promotionId: created.id });
    expect(claims.list[0]).toMatchObject({
      memberId: member.id,
      username: member.username,
      amount: 10,
      wagered: 0,
      requirement: 50,
    });

    // The player gives the bonus up: its money goes back to the promotion's budget.
    const forfeited = await client.call(forfeitMyBonus, { bonusId: claim.bonusId });
    expect(forfeited.bonus).toMatchObject({ status: 'forfeited', forfeited: 10, held: 0 });
    expect((await client.call(getWalletBalance, {})).balance.map((wallet) => wallet.name)).toEqual(['MAIN']);
    const after = (await operator.call(listConsolePromotions, {})).list.find((p) => p.id === created.id);
    expect(after?.budgetLeft).toBe(1000);
  });

  it('grants once when two claims of one member arrive together', async () => {
    const created = await operator.call(createPromotion, promotion());
    const { member, client } = await newPlayer();
    const results = await Promise.allSettled([
      client.call(signUpRequestReward, { promotionId: created.id }),
      client.call(signUpRequestReward, { promotionId: created.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await bonusRows(member.id)).toBe(1);
  });

  it('refuses a claim above the budget, before the start, when paused, and outside the rules', async () => {
    const small = await operator.call(createPromotion, promotion({ budget: 15 }));
    await (await newPlayer()).client.call(signUpRequestReward, { promotionId: small.id });
    const late = await newPlayer();
    expect((await failureOf(late.client, signUpRequestReward, { promotionId: small.id })).errorCode).toBe(
      'promotion_budget_exhausted',
    );
    expect(await bonusRows(late.member.id)).toBe(0);
    expect((await late.client.call(getAvailablePromotions, {})).list.find((p) => p.id === small.id)).toMatchObject({
      state: 'close',
      refusal: 'promotion_budget_exhausted',
    });

    const future = await operator.call(
      createPromotion,
      promotion({
        startsAt: new Date(Date.now() + hour).toISOString(),
        endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      }),
    );
    expect((await late.client.call(getAvailablePromotions, {})).list.find((p) => p.id === future.id)?.state).toBe(
      'coming_soon',
    );
    expect((await failureOf(late.client, signUpRequestReward, { promotionId: future.id })).errorCode).toBe(
      'promotion_not_open',
    );

    const paused = await operator.call(createPromotion, promotion());
    await operator.call(setPromotionStatus, { promotionId: paused.id, status: 'paused' });
    expect((await failureOf(late.client, signUpRequestReward, { promotionId: paused.id })).errorCode).toBe(
      'promotion_not_open',
    );

    const elsewhere = await operator.call(createPromotion, promotion({ eligibility: { countries: ['ZZ'] } }));
    expect((await failureOf(late.client, signUpRequestReward, { promotionId: elsewhere.id })).errorCode).toBe(
      'promotion_not_eligible',
    );
    expect((await failureOf(late.client, signUpRequestReward, { promotionId: 999_999 })).errorCode).toBe(
      'promotion_not_found',
    );
    expect(await bonusRows(late.member.id)).toBe(0);
  });

  it('keeps one claim per IP within the window and one promotion per exclusive group', async () => {
    const perIp = await operator.call(createPromotion, promotion({ eligibility: { perIpHours: 24 } }));
    const first = await newPlayer();
    const second = await newPlayer();
    await first.client.call(signUpRequestReward, { promotionId: perIp.id });
    // Every test client calls from the same address.
    expect((await failureOf(second.client, signUpRequestReward, { promotionId: perIp.id })).errorCode).toBe(
      'promotion_claim_limit',
    );

    const a = await operator.call(createPromotion, promotion({ exclusiveGroup: 'solo' }));
    const b = await operator.call(createPromotion, promotion({ kind: 'daily_checkin', exclusiveGroup: 'solo' }));
    await second.client.call(signUpRequestReward, { promotionId: a.id });
    expect((await failureOf(second.client, claimLoginPromotion, { promotionId: b.id })).errorCode).toBe(
      'promotion_exclusive_taken',
    );
  });

  it('grants the check-in once a day', async () => {
    const checkIn = await operator.call(createPromotion, promotion({ kind: 'daily_checkin', category: 'daily' }));
    const { client } = await newPlayer();
    const { claim } = await client.call(claimLoginPromotion, {});
    expect(claim.promotionId).toBeGreaterThan(0);
    expect((await failureOf(client, claimLoginPromotion, { promotionId: checkIn.id })).errorCode).toBe(
      'promotion_already_claimed',
    );
  });

  it('grants a deposit bonus when the opted-in deposit is credited, matched up to the cap', async () => {
    const match = await operator.call(
      createPromotion,
      promotion({
        kind: 'deposit_bonus',
        category: 'deposit',
        amount: undefined,
        matchPct: 100,
        cap: 80,
        minDeposit: 150,
        depositNumber: 1,
        wageringBase: 'bonus_deposit',
        wageringMultiplier: 2,
      }),
    );
    const { member, client } = await newPlayer();
    expect((await client.call(getAvailablePromotions, {})).list.find((p) => p.id === match.id)?.state).toBe('join');
    const deposit = (amount: number) => ({
      channelCode: 'banco-demo',
      amount,
      reference: `REF-${amount}`,
      proof: pngProof,
      promotionId: match.id,
    });
    // Below the minimum deposit: refused at once, nothing recorded.
    expect((await failureOf(client, submitDeposit, deposit(120))).errorCode).toBe('promotion_not_eligible');

    const asked = await client.call(submitDeposit, deposit(200));
    expect(await bonusRows(member.id)).toBe(0);
    await operator.call(approveDeposit, { depositId: asked.id });
    const [bonus] = (await client.call(getBonusDetails, {})).list;
    // 100 % of 200.00 capped at 80.00; requirement 2 × (bonus + deposit).
    expect(bonus).toMatchObject({ promotionId: match.id, amount: 80, held: 80, requirement: 560 });
    expect((await client.call(getAvailablePromotions, {})).list.find((p) => p.id === match.id)?.state).toBe('claimed');
  });

  it("lets an operator read, extend and forfeit a player's bonus", async () => {
    const created = await operator.call(createPromotion, promotion());
    const { member, client } = await newPlayer();
    const { claim } = await client.call(signUpRequestReward, { promotionId: created.id });
    const [before] = (await operator.call(getPlayerBonuses, { memberId: member.id })).list;
    const extended = await operator.call(extendPlayerBonus, {
      memberId: member.id,
      bonusId: claim.bonusId,
      hours: 24,
      reason: 'Compensación',
    });
    expect(Date.parse(extended.bonus.expiresAt) - Date.parse(before!.expiresAt)).toBe(24 * hour);
    const ended = await operator.call(forfeitPlayerBonus, {
      memberId: member.id,
      bonusId: claim.bonusId,
      reason: 'Abuso',
    });
    expect(ended.bonus.status).toBe('forfeited');
    expect(
      (await failureOf(operator, forfeitPlayerBonus, { memberId: member.id, bonusId: claim.bonusId, reason: 'x' }))
        .errorCode,
    ).toBe('bonus_not_active');
  });

  it('edits a promotion: texts, schedule and budget move freely; kind, reward and terms are fixed once claimed', async () => {
    const created = await operator.call(createPromotion, promotion({ budget: 100 }));
    const edited = await operator.call(updatePromotion, {
      promotionId: created.id,
      ...promotion({
        budget: 150,
        amount: 12,
        wageringMultiplier: 3,
        texts: {
          ES: { title: 'Bono nuevo', summary: '', rules: '' },
          EN: { title: 'New bonus', summary: '', rules: '' },
        },
        eligibility: { minDeposits: 0, perIpHours: 24 },
      }),
    });
    expect(edited).toMatchObject({ budget: 150, budgetLeft: 150, amount: 12, wageringMultiplier: 3, claims: 0 });
    expect(edited.eligibility).toEqual({ minDeposits: 0, perIpHours: 24 });
    expect(Object.keys(edited.texts).sort()).toEqual(['EN', 'ES']);

    const { client } = await newPlayer();
    const { claim } = await client.call(signUpRequestReward, { promotionId: created.id });
    expect(claim.amount).toBe(12);
    const input = promotion({ budget: 150, amount: 12, wageringMultiplier: 3 });
    // Terms are fixed at grant: the promotion that shows them can't change them under a granted bonus.
    for (const change of [{ amount: 20 }, { wageringMultiplier: 4 }, { maxBet: 5 }, { expiryHours: 24 }])
      expect(
        (await failureOf(operator, updatePromotion, { promotionId: created.id, ...input, ...change })).errorCode,
      ).toBe('promotion_terms_locked');
    // 12 of 150 granted: 138 left, so the budget can fall to 12 but not below.
    expect(
      (await failureOf(operator, updatePromotion, { promotionId: created.id, ...input, budget: 11.99 })).errorCode,
    ).toBe('promotion_budget_below_left');
    const lowered = await operator.call(updatePromotion, {
      promotionId: created.id,
      ...input,
      budget: 12,
      endsAt: new Date(Date.now() + 48 * hour).toISOString(),
    });
    expect(lowered).toMatchObject({ budget: 12, budgetLeft: 0, claims: 1, granted: 12 });
    const [ledger] = (
      (await t.db.execute(sql`select count(*)::int as n from platform.journal_entries
        where source = 'promotions' and idempotency_key like ${`fund:${created.id}%`}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(ledger!.n).toBe(3);
    const audit = (await t.db.execute(
      sql`select count(*)::int as n from platform.audit_log where action = 'promotion.update' and target = ${`promotion:${created.id}`}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(audit.rows[0]!.n).toBe(2);
  });

  it("refuses a bad edit, an unknown promotion and another merchant's promotion", async () => {
    const created = await operator.call(createPromotion, promotion());
    for (const overrides of [{ budget: -1 }, { endsAt: created.startsAt }, { texts: {} }, { matchPct: 0 }])
      expect(
        (await failureOf(operator, updatePromotion, { promotionId: created.id, ...promotion(overrides) })).errorCode,
      ).toBe('request_param_err');
    expect((await failureOf(operator, updatePromotion, { promotionId: 9_999_999, ...promotion() })).errorCode).toBe(
      'promotion_not_found',
    );
    const rival = await foreignOperatorClient(t, baseUrl, 'promorival');
    const stolen = await failureOf(rival, updatePromotion, { promotionId: created.id, ...promotion({ budget: 5 }) });
    expect(stolen.errorCode).toBe('promotion_not_found');
    const listed = (await operator.call(listConsolePromotions, {})).list.find((p) => p.id === created.id);
    expect(listed).toMatchObject({ budget: 1000, budgetLeft: 1000 });
  });

  it('refuses bad builder input with field errors and creates nothing', async () => {
    const before = (await operator.call(listConsolePromotions, {})).list.length;
    const bad: Array<Partial<PromotionInput>> = [
      { endsAt: new Date(Date.now() - 2 * hour).toISOString() },
      { budget: -5 },
      { budget: 10.005 },
      { amount: undefined },
      { kind: 'deposit_bonus', matchPct: undefined },
      { art: 'javascript:alert(1)' },
      { texts: {} },
      { wageringMultiplier: 1000 },
    ];
    for (const overrides of bad)
      expect((await failureOf(operator, createPromotion, promotion(overrides))).errorCode).toBe('request_param_err');
    expect((await operator.call(listConsolePromotions, {})).list).toHaveLength(before);
  });

  it("counts bonus stakes and wins in the operator's figures, and the bonus that became cash as its cost", async () => {
    const f = await seamlessFixture(t.db, baseUrl);
    const created = await operator.call(
      createPromotion,
      promotion({ amount: 10, wageringMultiplier: 1, contributions: {}, defaultContributionPct: 100 }),
    );
    const player = await f.createPlayer(0n, 'Demo1234');
    const token = (await apiClient(baseUrl).call(login, { username: player.username, password: 'Demo1234' })).token;
    await apiClient(baseUrl, { token }).call(signUpRequestReward, { promotionId: created.id });
    const playerId = await f.authenticate(player.id);
    // Bonus money only: stake 4 wins 6 (bonus wallet 12), then stake 6 meets the requirement of 10 and the 6 left
    // convert to cash.
    for (const [stake, win] of [
      [4, 6],
      [6, 0],
    ] as const) {
      const common = { playerId, roundId: `bc-${stake}-${player.id}`, gameCode: 'slot-classic' };
      const debit = await f.client.call(seamlessDebit, {
        ...common,
        transactionId: `d-${common.roundId}`,
        amount: stake,
      });
      expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
      const credit = await f.client.call(seamlessCredit, {
        ...common,
        transactionId: `c-${common.roundId}`,
        amount: win,
        roundEnded: true,
      });
      expect(credit.envelope.success, JSON.stringify(credit.envelope)).toBe(true);
    }
    expect(await f.balanceOf(player.id)).toBe(6_00n);
    await foldAllMemberStats(t.db);
    const today = new Date().toISOString().slice(0, 10);
    const row = (
      await operator.call(getOperatorReport, {
        period: 'custom',
        startDate: today,
        endDate: today,
        groupBy: 'player',
        username: player.username,
      })
    ).list[0];
    // GGR 10 − 6 = 4; the bonus cost is the 10 granted (none went back); NGR −6: the cash the player took.
    expect(row?.figures).toMatchObject({ validBets: 10, payouts: 6, ggr: 4, bonuses: 10, ngr: -6 });
  });
});
