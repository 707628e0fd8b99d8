import { randomUUID } from 'node:crypto';
import {
  createPromotion,
  decideRebateRequest,
  getAvailablePromotions,
  getClaimableRebates,
  getCustomerRebateSettingByProductType,
  getRebateRecords,
  listRebateRequests,
  listVipRanks,
  login,
  requestManualRebate,
  saveVipRanks,
  seamlessCredit,
  seamlessDebit,
  toWireMoney,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createAgentTree, createProvider, fundWallet } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { rebateRequests, type RebateRewardSettings } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createBonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { computeRebate, owedMinor, periodOf } from './rebate-rules.ts';
import { createVipService } from '../vip/vip.service.ts';
import { createRebateService } from './rebates.service.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let f: SeamlessFixture;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const provider = await createProvider(t.db, { merchantId: 1, code: 'RBTP' });
  const slots = await insertVendor(t.db, provider.merchantId, { vassalage: 'RBTP', gameType: 'RNG' });
  const live = await insertVendor(t.db, provider.merchantId, { vassalage: 'RBTP', gameType: 'LIVE' });
  await insertGame(t.db, slots, { gameCode: 'rb-slot' });
  await insertGame(t.db, live, { gameCode: 'rb-table' });
  f = await seamlessFixture(t.db, baseUrl, { providerCode: 'RBTP' });
});
afterAll(() => t.close());

const hour = 3_600_000;
type RankInput = EndpointInput<typeof saveVipRanks>['ranks'][number];
type RebateInput = NonNullable<EndpointInput<typeof createPromotion>['rebate']>;

/**
 * A rebate promotion for the players under a new agent of its own (so each test's promotion pays only its own
 * players), and one such player with 500.00, signed in and known to the provider.
 */
async function rebateWorld(rebate: Partial<RebateInput> = {}, budget = 1000) {
  serial += 1;
  const tree = await createAgentTree(t.db, {
    merchantId: f.merchant.id,
    agents: [`rbagent${serial}`],
    player: `rbplayer${serial}`,
  });
  const promotion = await operator.call(createPromotion, {
    kind: 'rebate',
    category: 'other',
    texts: { ES: { title: `Reembolso ${serial}`, summary: 'Cada día', rules: '' } },
    art: 'ocean',
    startsAt: new Date(Date.now() - 48 * hour).toISOString(),
    endsAt: new Date(Date.now() + 10 * 24 * hour).toISOString(),
    budget,
    wageringMultiplier: 1,
    expiryHours: 72,
    eligibility: { agentUsername: `rbagent${serial}` },
    rebate: {
      basis: 'valid_bet',
      period: 'daily',
      rates: { RNG: 1, LIVE: 0.5 },
      defaultRate: 0,
      minPayout: 0,
      payAs: 'cash',
      manual: true,
      ...rebate,
    },
  } as EndpointInput<typeof createPromotion>);
  const member = tree.player;
  await fundWallet(t.db, { merchant: f.merchant, member, amountMinor: 500_00n });
  const token = (await apiClient(baseUrl).call(login, { username: member.username, password: 'Demo1234' })).token;
  return { promotion, member, client: apiClient(baseUrl, { token }), playerId: await f.authenticate(member.id) };
}

/** A round: `stake` on a game, `win` back. */
async function play(playerId: string, gameCode: string, stake: number, win: number) {
  const roundId = `rb-${randomUUID()}`;
  const debit = await f.client.call(seamlessDebit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: stake,
  });
  expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
  const credit = await f.client.call(seamlessCredit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: win,
    roundEnded: true,
  });
  expect(credit.envelope.success, JSON.stringify(credit.envelope)).toBe(true);
}

/** A settlement run as the job does it, at `at` (its clock), over what the fold has taken in. */
async function settleAt(at: Date) {
  await foldAllMemberStats(t.db);
  const ledger = createLedgerService(t.db);
  const audit = createAuditService(t.db);
  const rebates = createRebateService(t.db, {
    ledger,
    bonusWallet: createBonusWalletService(t.db, { ledger }),
    audit,
    merchants: createMerchantService(t.db, { audit, defaultMerchantCode: 'demo' }),
    vip: createVipService(t.db, { audit, now: () => at }),
    now: () => at,
  });
  return rebates.settleDue();
}

/** Two hours into tomorrow (UTC, the demo merchant's time zone): today's daily period is closed. */
const tomorrow = () => new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T02:00:00Z`) + 24 * hour);

async function rebateEntries(memberId: number) {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from platform.journal_entries e join platform.postings p on p.entry_id = e.id
        join platform.ledger_accounts a on a.id = p.account_id
        where e.kind = 'rebate' and a.owner_member_id = ${memberId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const settings = (s: Partial<RebateRewardSettings> = {}): RebateRewardSettings => ({
  basis: 'valid_bet',
  period: 'daily',
  ratesBps: { RNG: 150, LIVE: 80 },
  defaultRateBps: 50,
  minPayoutMinor: '0',
  capMinor: null,
  payAs: 'cash',
  manual: true,
  autoApproveUpToMinor: null,
  ...s,
});

describe('the computation', () => {
  // RNG: stakes 123.45, wins 50.00; LIVE: stakes 80.00, wins 100.00; SPORTS (no rate of its own): stakes 33.33.
  const figures = [
    { gameType: 'RNG', betsMinor: 123_45n, winsMinor: 50_00n },
    { gameType: 'LIVE', betsMinor: 80_00n, winsMinor: 100_00n },
    { gameType: 'SPORTS', betsMinor: 33_33n, winsMinor: 0n },
  ];

  it('pays a rate per game type of the valid bets, floored once', () => {
    // 12 345 × 1.50 % + 8 000 × 0.80 % + 3 333 × 0.50 % = 185.175 + 64 + 16.665 = 265.84 → 265 cents.
    const r = computeRebate(figures, settings());
    expect(r.computedMinor).toBe(265n);
    expect(r.basisMinor).toBe(236_78n);
    expect(r.lines.map((l) => [l.gameType, l.basisMinor, l.rateBps, l.amountMinor])).toEqual([
      ['LIVE', 80_00n, 80, 64n],
      ['RNG', 123_45n, 150, 185n],
      ['SPORTS', 33_33n, 50, 16n],
    ]);
  });

  it('pays on the net loss of each type, a type the member won on counting nothing', () => {
    // RNG lost 73.45 × 1.50 % = 110.175; LIVE won (0); SPORTS lost 33.33 × 0.50 % = 16.665 → 126.84 → 126 cents.
    const r = computeRebate(figures, settings({ basis: 'net_loss' }));
    expect(r.computedMinor).toBe(126n);
    expect(r.lines.map((l) => l.gameType)).toEqual(['RNG', 'SPORTS']);
  });

  it('holds to the cap, pays nothing below the minimum, and deducts what was paid', () => {
    expect(computeRebate(figures, settings({ capMinor: '100' })).computedMinor).toBe(100n);
    expect(owedMinor(265n, 0n, settings({ minPayoutMinor: '300' }))).toBe(0n);
    expect(owedMinor(265n, 100n, settings({ minPayoutMinor: '200' }))).toBe(165n);
    expect(owedMinor(265n, 265n, settings())).toBe(0n);
    expect(owedMinor(265n, 300n, settings())).toBe(0n);
  });

  it("adds the member's rank boost to every rate the promotion pays, never to an unpaid type", () => {
    // RNG 1.75 %, LIVE 1.05 %, SPORTS 0.75 %: 216.0375 + 84 + 24.9975 = 325.035 → 325 cents (265 without it).
    const boosted = computeRebate(figures, settings(), 25);
    expect(boosted.computedMinor).toBe(325n);
    expect(boosted.lines.map((l) => l.rateBps)).toEqual([105, 175, 75]);
    const noDefault = computeRebate(figures, settings({ defaultRateBps: 0 }), 25);
    expect(noDefault.lines.map((l) => l.gameType)).toEqual(['LIVE', 'RNG']);
  });

  it('cuts periods at local days and Monday-started weeks', () => {
    expect(periodOf('2026-11-27', 'daily')).toEqual({ start: '2026-11-27', end: '2026-11-28' });
    expect(periodOf('2026-11-27', 'weekly')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(periodOf('2026-11-30', 'weekly')).toEqual({ start: '2026-11-30', end: '2026-12-07' });
  });
});

describe('manual rebate and settlement', () => {
  it('shows the running rebate from the fold, pays an approved request once, and settles only the rest', async () => {
    const w = await rebateWorld();
    // Slots 100.00 × 1 % + live 50.00 × 0.5 % = 1.25.
    await play(w.playerId, 'rb-slot', 100, 30);
    await play(w.playerId, 'rb-table', 50, 0);
    await foldAllMemberStats(t.db);
    const [claimable] = (await w.client.call(getClaimableRebates, {})).list.filter(
      (r) => r.promotionId === w.promotion.id,
    );
    expect(claimable).toMatchObject({ computed: 1.25, paid: 0, pending: 0, claimable: 1.25, basis: 'valid_bet' });
    expect(claimable?.lines).toEqual([
      { gameType: 'LIVE', basis: 50, rate: 0.5, amount: 0.25 },
      { gameType: 'RNG', basis: 100, rate: 1, amount: 1 },
    ]);

    const { request } = await w.client.call(requestManualRebate, { promotionId: w.promotion.id });
    expect(request).toMatchObject({ status: 'pending', amount: 1.25, source: 'request' });
    expect((await failureOf(w.client, requestManualRebate, { promotionId: w.promotion.id })).errorCode).toBe(
      'rebate_request_pending',
    );
    const queued = (await operator.call(listRebateRequests, { status: 'pending' })).list.find(
      (r) => r.id === request.id,
    );
    expect(queued).toMatchObject({ username: w.member.username, amount: 1.25, computed: 1.25, paidBefore: 0 });

    const before = await f.balanceOf(w.member.id);
    const decided = await operator.call(decideRebateRequest, { requestId: request.id, decision: 'approve' });
    expect(decided.request).toMatchObject({ status: 'paid', decidedBy: 'admin' });
    expect(await f.balanceOf(w.member.id)).toBe(before + 1_25n);
    expect(
      (await failureOf(operator, decideRebateRequest, { requestId: request.id, decision: 'approve' })).errorCode,
    ).toBe('rebate_request_decided');
    expect(await f.balanceOf(w.member.id)).toBe(before + 1_25n);

    // More play the same day: 100.00 more on slots → the day's rebate is 2.25, of which 1.25 is paid.
    await play(w.playerId, 'rb-slot', 100, 0);
    await foldAllMemberStats(t.db);
    const again = (await w.client.call(getClaimableRebates, {})).list.find((r) => r.promotionId === w.promotion.id);
    expect(again).toMatchObject({ computed: 2.25, paid: 1.25, claimable: 1 });

    // The day closes: the settlement pays the 1.00 not yet paid, once however often it runs.
    await settleAt(tomorrow());
    await settleAt(tomorrow());
    expect(await f.balanceOf(w.member.id)).toBe(before - 100_00n + 2_25n);
    expect(await rebateEntries(w.member.id)).toBe(2);
    const records = (await w.client.call(getRebateRecords, {})).list;
    expect(records.map((r) => [r.source, r.status, r.amount])).toEqual([
      ['settlement', 'paid', 1],
      ['request', 'paid', 1.25],
    ]);
  });

  it('closes a request still pending when its period settles, so an approval after it pays nothing', async () => {
    const w = await rebateWorld();
    await play(w.playerId, 'rb-slot', 200, 0);
    await foldAllMemberStats(t.db);
    const { request } = await w.client.call(requestManualRebate, { promotionId: w.promotion.id });
    const before = await f.balanceOf(w.member.id);
    await settleAt(tomorrow());
    expect(await f.balanceOf(w.member.id)).toBe(before + 2_00n);
    expect(
      (await failureOf(operator, decideRebateRequest, { requestId: request.id, decision: 'approve' })).errorCode,
    ).toBe('rebate_request_decided');
    expect(await f.balanceOf(w.member.id)).toBe(before + 2_00n);
    const [row] = await t.db.select().from(rebateRequests).where(eq(rebateRequests.id, request.id));
    expect(row?.status).toBe('closed');
  });

  it('approves at once under the threshold and lets a rejection through with its reason only', async () => {
    const w = await rebateWorld({ autoApproveUpTo: 5 });
    await play(w.playerId, 'rb-slot', 100, 0);
    await foldAllMemberStats(t.db);
    const before = await f.balanceOf(w.member.id);
    const { request } = await w.client.call(requestManualRebate, { promotionId: w.promotion.id });
    expect(request).toMatchObject({ status: 'paid', amount: 1 });
    expect(await f.balanceOf(w.member.id)).toBe(before + 1_00n);
    expect((await failureOf(w.client, requestManualRebate, { promotionId: w.promotion.id })).errorCode).toBe(
      'rebate_nothing_claimable',
    );

    const x = await rebateWorld();
    await play(x.playerId, 'rb-table', 100, 0);
    await foldAllMemberStats(t.db);
    const pending = (await x.client.call(requestManualRebate, { promotionId: x.promotion.id })).request;
    expect(
      (await failureOf(operator, decideRebateRequest, { requestId: pending.id, decision: 'reject', reason: ' ' }))
        .errorCode,
    ).toBe('request_param_err');
    const rejected = await operator.call(decideRebateRequest, {
      requestId: pending.id,
      decision: 'reject',
      reason: 'Juego irregular',
    });
    expect(rejected.request).toMatchObject({ status: 'rejected', reason: 'Juego irregular' });
    const audit = await t.db.execute(
      sql`select count(*)::int as n from platform.audit_log where target = ${`rebate_request:${pending.id}`}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('never takes a budget below zero: the payout is refused, and the settlement waits for budget', async () => {
    const w = await rebateWorld({ autoApproveUpTo: 100 }, 1);
    await play(w.playerId, 'rb-slot', 300, 0);
    await foldAllMemberStats(t.db);
    const before = await f.balanceOf(w.member.id);
    expect((await failureOf(w.client, requestManualRebate, { promotionId: w.promotion.id })).errorCode).toBe(
      'promotion_budget_exhausted',
    );
    await settleAt(tomorrow());
    expect(await f.balanceOf(w.member.id)).toBe(before);
    const ledger = createLedgerService(t.db);
    expect(
      await ledger.balanceOf(merchantAccountIdentity(f.merchant, 'promotion_budget', `promotion:${w.promotion.id}`)),
    ).toBe(1_00n);
    const due = await t.db.execute(
      sql`select status, amount_minor::int as amount from platform.rebate_settlements
          where promotion_id = ${w.promotion.id}`,
    );
    expect((due as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'due', amount: 3_00 }]);
  });

  it('pays a bonus-paid rebate into the bonus wallet with the promotion terms', async () => {
    const w = await rebateWorld({ payAs: 'bonus', autoApproveUpTo: 100 });
    await play(w.playerId, 'rb-slot', 100, 0);
    await foldAllMemberStats(t.db);
    const { request } = await w.client.call(requestManualRebate, { promotionId: w.promotion.id });
    expect(request).toMatchObject({ status: 'paid', payAs: 'bonus' });
    const bonus = await t.db.execute(
      sql`select source, amount_minor::int as amount, requirement_minor::int as requirement
          from platform.member_bonuses where member_id = ${w.member.id}`,
    );
    expect((bonus as unknown as { rows: unknown[] }).rows).toEqual([
      { source: `promotion:${w.promotion.id}`, amount: 1_00, requirement: 1_00 },
    ]);
  });
});

describe('the lists and the recorded call', () => {
  it('shows the rebate as joined on /promotions and its rates by product type', async () => {
    const w = await rebateWorld();
    const listed = (await w.client.call(getAvailablePromotions, {})).list.find((p) => p.id === w.promotion.id);
    expect(listed).toMatchObject({
      kind: 'rebate',
      state: 'joined',
      rebate: { basis: 'valid_bet', rates: { RNG: 1 } },
    });
    const rates = (await w.client.call(getCustomerRebateSettingByProductType, { productType: 'LIVE' })).list.filter(
      (r) => r.promotionId === w.promotion.id,
    );
    expect(rates).toEqual([
      expect.objectContaining({ productType: 'LIVE', rate: 0.5, basis: 'valid_bet', period: 'daily', payAs: 'cash' }),
    ]);
  });
});

describe('bad input', () => {
  it("boosts a ranked member's rebate by the rank's perk (decision 0082)", async () => {
    const demoRanks = await operator.call(listVipRanks, {});
    const w = await rebateWorld();
    await play(w.playerId, 'rb-slot', 100, 0);
    await foldAllMemberStats(t.db);
    const claimableNow = async () =>
      (await w.client.call(getClaimableRebates, {})).list.find((r) => r.promotionId === w.promotion.id);
    expect(await claimableNow()).toMatchObject({ computed: 1, lines: [{ gameType: 'RNG', rate: 1, amount: 1 }] });
    try {
      // A rank the member's 100.00 of bets meets, boosting rates by 0.5 points: 100.00 × 1.5 % = 1.50.
      await operator.call(saveVipRanks, {
        ranks: [
          {
            name: 'Impulso',
            monthlyBets: 0,
            monthlyDeposits: 0,
            lifetimeBets: 50,
            lifetimeDeposits: 0,
            retentionMonths: 0,
            levelUpReward: 0,
            rebateBoost: 0.5,
          } as RankInput,
        ],
      });
      expect(await claimableNow()).toMatchObject({ computed: 1.5, lines: [{ gameType: 'RNG', rate: 1.5 }] });
      await settleAt(tomorrow());
      const settledRows = await t.db.execute(sql`select computed_minor::int as computed, amount_minor::int as amount
          from platform.rebate_settlements where promotion_id = ${w.promotion.id}`);
      const [settled] = (settledRows as unknown as { rows: { computed: number; amount: number }[] }).rows;
      expect(settled).toEqual({ computed: 150, amount: 150 });
    } finally {
      await operator.call(saveVipRanks, { ranks: demoRanks.map(({ level: _level, ...rank }) => rank) });
    }
  });

  it('refuses unknown promotions, malformed ids and impossible settings clearly', async () => {
    const w = await rebateWorld();
    expect((await failureOf(w.client, requestManualRebate, { promotionId: 999_999 })).errorCode).toBe(
      'promotion_not_found',
    );
    for (const promotionId of [0, -1, 1.5, '7' as unknown as number])
      expect((await failureOf(w.client, requestManualRebate, { promotionId })).errorCode).toBe('request_param_err');
    expect((await failureOf(w.client, requestManualRebate, { promotionId: w.promotion.id })).errorCode).toBe(
      'rebate_nothing_claimable',
    );
    const base = {
      kind: 'rebate',
      category: 'other',
      texts: { ES: { title: 'Reembolso' } },
      art: 'ocean',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      budget: 10,
      wageringMultiplier: 1,
      expiryHours: 24,
    };
    const good = { basis: 'valid_bet', period: 'daily', rates: { RNG: 1 } };
    for (const rebate of [
      undefined,
      { ...good, rates: { RNG: 101 } },
      { ...good, rates: { RNG: -1 } },
      { ...good, rates: { RNG: 0.001 } },
      { ...good, rates: { DICE: 1 } },
      { ...good, basis: 'turnover' },
      { ...good, period: 'monthly' },
      { ...good, cap: -5 },
      { ...good, minPayout: 0.001 },
    ])
      expect(
        (
          await failureOf(operator, createPromotion, { ...base, rebate } as unknown as EndpointInput<
            typeof createPromotion
          >)
        ).errorCode,
      ).toBe('request_param_err');
    for (const requestId of [0, -3, 2 ** 60])
      expect((await failureOf(operator, decideRebateRequest, { requestId, decision: 'approve' })).errorCode).toBe(
        'request_param_err',
      );
    expect(
      (await failureOf(operator, decideRebateRequest, { requestId: 999_999, decision: 'approve' })).errorCode,
    ).toBe('not_found');
    expect(await rebateEntries(w.member.id)).toBe(0);
    expect(toWireMoney(await f.balanceOf(w.member.id))).toBe(500);
  });
});
