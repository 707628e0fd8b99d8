import { randomUUID } from 'node:crypto';
import {
  convertPoint,
  decidePointRedeem,
  getPointBalance,
  getPointSettings,
  getPointReward,
  getRedeemPointList,
  listPointRedeems,
  redeemPointReward,
  savePointReward,
  seamlessDebit,
  seamlessRollback,
  toWireMoney,
  updatePointSettings,
  type EndpointInput,
} from '@ficha/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createProvider } from '../../../test/factories.ts';
import { moneyFixtures, type FixturePlayer, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { memberBonuses, pointsRedeems, pointsRewards } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { memberPointsIdentity, pointsPoolIdentity } from './points-accounts.ts';
import { postPoints } from './points.service.ts';

let t: TestApp;
let f: MoneyFixtures;
let s: SeamlessFixture;
let admin: ReturnType<typeof apiClient>;

const settings: EndpointInput<typeof updatePointSettings> = {
  betRates: [
    { gameType: 'RNG', rate: 100 },
    { gameType: 'LIVE', rate: 10 },
  ],
  defaultBetRate: 0,
  depositRate: 50,
  convertPoints: 100,
  convertAmount: 1,
  convertTargets: ['cash', 'bonus'],
  bonusMultiplier: 5,
  bonusDays: 7,
};

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  const merchantId = (await f.demoMerchant()).id;
  await createProvider(t.db, { merchantId, code: 'PTSP' });
  const slots = await insertVendor(t.db, merchantId, { vassalage: 'PTSP', gameType: 'RNG' });
  const live = await insertVendor(t.db, merchantId, { vassalage: 'PTSP', gameType: 'LIVE' });
  await insertGame(t.db, slots, { gameCode: 'p-slot' });
  await insertGame(t.db, live, { gameCode: 'p-table' });
  s = await seamlessFixture(t.db, baseUrl, { providerCode: 'PTSP' });
  await admin.call(updatePointSettings, settings);
});
afterAll(() => t.close());

const pointsOf = async (memberId: number) =>
  f.ledger.balanceOf(memberPointsIdentity((await f.demoMerchant()).id, memberId));

/** Credits `points` to the member the way the fold does (a points_earn entry from the pool). */
async function earn(memberId: number, points: bigint) {
  await postPoints(f.ledger, t.db, {
    merchantId: (await f.demoMerchant()).id,
    memberId,
    kind: 'points_earn',
    key: `test-earn:${randomUUID()}`,
    points,
  });
}

async function reward(input: Partial<EndpointInput<typeof savePointReward>> = {}) {
  return admin.call(savePointReward, { kind: 'item', name: 'Headphones', points: 100, stock: 5, ...input });
}

const stockOf = async (rewardId: number) =>
  (await t.db.select().from(pointsRewards).where(eq(pointsRewards.id, rewardId)))[0]!.stock;
const recordsOf = async (memberId: number) =>
  t.db.select().from(pointsRedeems).where(eq(pointsRedeems.memberId, memberId));

describe('earning', () => {
  it('credits valid bets by game type and deposits at the merchant rates, once, as the fold reads them', async () => {
    const { memberId, playerId } = await s.authenticatedPlayer(100_00n);
    const debit = (
      gameCode: string,
      amountMinor: bigint,
      transactionId = randomUUID(),
      roundId: string = randomUUID(),
    ) => s.client.call(seamlessDebit, { playerId, transactionId, roundId, gameCode, amount: toWireMoney(amountMinor) });
    await debit('p-slot', 10_00n);
    await debit('p-table', 30_00n);
    await foldAllMemberStats(t.db);
    // 100.00 deposited × 50 + 10.00 on a slot × 100 + 30.00 at a live table × 10, per 100.00.
    expect(await pointsOf(memberId)).toBe(50n + 10n + 3n);
    await foldAllMemberStats(t.db);
    expect(await pointsOf(memberId)).toBe(63n);

    // A rolled-back stake takes its points off the accrual, not off the balance: later earnings fill the gap first.
    const rolled = randomUUID();
    await debit('p-slot', 5_00n, rolled, 'rolled-round');
    await foldAllMemberStats(t.db);
    expect(await pointsOf(memberId)).toBe(68n);
    const rollback = await s.client.call(seamlessRollback, {
      playerId,
      transactionId: randomUUID(),
      referenceTransactionId: rolled,
      roundId: 'rolled-round',
    });
    expect(rollback.envelope.success).toBe(true);
    await foldAllMemberStats(t.db);
    expect(await pointsOf(memberId)).toBe(68n);
    await debit('p-slot', 7_00n);
    await foldAllMemberStats(t.db);
    expect(await pointsOf(memberId)).toBe(70n);
    expect(await f.ledger.invariantViolations()).toEqual([]);
  });
});

describe('the points mall', () => {
  let player: FixturePlayer;
  beforeAll(async () => {
    player = await f.player();
  });

  it('redeems an item In Process; the operator approves it; the record shows each status', async () => {
    const item = await reward({ points: 40, stock: 3 });
    await earn(player.member.id, 100n);
    const record = await player.client.call(redeemPointReward, {
      rewardId: item.id,
      quantity: 2,
      paymentPassword: '123456',
    });
    expect(record).toMatchObject({ kind: 'item', quantity: 2, points: 80, status: 'in_process' });
    expect(record.reference).toMatch(/^R[A-Z0-9]{11}$/);
    expect(await player.client.call(getPointBalance, {})).toEqual({ pointBalance: 20 });
    expect(await stockOf(item.id)).toBe(1);
    const catalog = await player.client.call(getPointReward, {});
    expect(catalog.find((r) => r.id === item.id)).toMatchObject({ stock: 1, points: 40 });

    const queue = await admin.call(listPointRedeems, { status: 'in_process' });
    expect(queue.list.map((r) => r.id)).toContain(record.id);
    const approved = await admin.call(decidePointRedeem, { redeemId: record.id, decision: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', username: player.username });
    const again = await failureOf(admin, decidePointRedeem, {
      redeemId: record.id,
      decision: 'reject',
      reason: 'Too late',
    });
    expect(again.errorCode).toBe('points_redeem_decided');
    expect(await player.client.call(getPointBalance, {})).toEqual({ pointBalance: 20 });
    const mine = await player.client.call(getRedeemPointList, {});
    expect(mine.list[0]).toMatchObject({ id: record.id, status: 'approved' });
  });

  it('gives the points and the stock back when the operator rejects an item', async () => {
    const buyer = await f.player();
    const item = await reward({ points: 30, stock: 2 });
    await earn(buyer.member.id, 30n);
    const record = await buyer.client.call(redeemPointReward, { rewardId: item.id, paymentPassword: '123456' });
    expect(await pointsOf(buyer.member.id)).toBe(0n);
    // The player reads the reason: a rejection without one is refused on that field, and nothing moves.
    for (const reason of [undefined, '', '   ']) {
      const refused = await failureOf(admin, decidePointRedeem, {
        redeemId: record.id,
        decision: 'reject',
        ...(reason === undefined ? {} : { reason }),
      });
      expect([refused.errorCode, refused.fields]).toEqual([
        'request_param_err',
        [{ field: 'reason', reason: 'required' }],
      ]);
    }
    expect(await pointsOf(buyer.member.id)).toBe(0n);
    const rejected = await admin.call(decidePointRedeem, {
      redeemId: record.id,
      decision: 'reject',
      reason: 'Out of this colour',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Out of this colour' });
    expect(await pointsOf(buyer.member.id)).toBe(30n);
    expect(await stockOf(item.id)).toBe(2);
  });

  it('pays cash into the wallet and bonus through the bonus wallet at once', async () => {
    const buyer = await f.player();
    const cash = await reward({ kind: 'cash', name: '5.00 cash', points: 50, value: 5, stock: null });
    const bonus = await reward({ kind: 'bonus', name: '10.00 bonus', points: 60, value: 10, stock: null });
    await earn(buyer.member.id, 200n);
    const paid = await buyer.client.call(redeemPointReward, { rewardId: cash.id, paymentPassword: '123456' });
    expect(paid).toMatchObject({ status: 'approved', value: 5 });
    expect(await f.walletBalance(buyer.member)).toBe(5_00n);
    const granted = await buyer.client.call(redeemPointReward, { rewardId: bonus.id, paymentPassword: '123456' });
    expect(granted).toMatchObject({ status: 'approved', value: 10 });
    const [row] = await t.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, buyer.member.id));
    expect(row).toMatchObject({ status: 'active', amountMinor: 10_00n, requirementMinor: 50_00n, source: 'points' });
    // A second bonus while one is active is refused, and nothing moves.
    const refused = await failureOf(buyer.client, redeemPointReward, { rewardId: bonus.id, paymentPassword: '123456' });
    expect(refused.errorCode).toBe('bonus_already_active');
    expect(await pointsOf(buyer.member.id)).toBe(90n);
    expect(await recordsOf(buyer.member.id)).toHaveLength(2);
    expect(await stockOf(cash.id)).toBeNull();
  });

  it('converts whole multiples of the ratio to cash or bonus', async () => {
    const buyer = await f.player();
    await earn(buyer.member.id, 1_000n);
    const budgetBefore = await f.ledger.balanceOf(
      merchantAccountIdentity(await f.demoMerchant(), 'promotion_budget', 'points'),
    );
    const converted = await buyer.client.call(convertPoint, { points: 300, type: 'cash', paymentPassword: '123456' });
    expect(converted).toMatchObject({ kind: 'convert_cash', points: 300, value: 3, status: 'approved' });
    expect(await f.walletBalance(buyer.member)).toBe(3_00n);
    expect(
      await f.ledger.balanceOf(merchantAccountIdentity(await f.demoMerchant(), 'promotion_budget', 'points')),
    ).toBe(budgetBefore - 3_00n);
    expect(await pointsOf(buyer.member.id)).toBe(700n);
  });

  it('gives the last item to exactly one of two concurrent redeems', async () => {
    const [a, b] = [await f.player(), await f.player()];
    const item = await reward({ points: 10, stock: 1 });
    await earn(a.member.id, 10n);
    await earn(b.member.id, 10n);
    const outcomes = await Promise.allSettled([
      a.client.call(redeemPointReward, { rewardId: item.id, paymentPassword: '123456' }),
      b.client.call(redeemPointReward, { rewardId: item.id, paymentPassword: '123456' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const failure = outcomes.find((o) => o.status === 'rejected');
    expect((failure as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'points_out_of_stock' });
    expect(await stockOf(item.id)).toBe(0);
    expect((await pointsOf(a.member.id)) + (await pointsOf(b.member.id))).toBe(10n);
    expect((await recordsOf(a.member.id)).length + (await recordsOf(b.member.id)).length).toBe(1);
  });
});

describe('bad input moves nothing', () => {
  let player: FixturePlayer;
  let item: Awaited<ReturnType<typeof reward>>;
  beforeAll(async () => {
    player = await f.player();
    item = await reward({ points: 50, stock: 4 });
    await earn(player.member.id, 120n);
  });

  async function unchanged(work: () => Promise<string>, code: string) {
    const [points, stock, records] = [
      await pointsOf(player.member.id),
      await stockOf(item.id),
      (await recordsOf(player.member.id)).length,
    ];
    expect(await work()).toBe(code);
    expect(await pointsOf(player.member.id)).toBe(points);
    expect(await stockOf(item.id)).toBe(stock);
    expect(await recordsOf(player.member.id)).toHaveLength(records);
    expect(await f.walletBalance(player.member)).toBe(0n);
  }
  const redeem = (input: Partial<EndpointInput<typeof redeemPointReward>>) => async () =>
    (
      await failureOf(player.client, redeemPointReward, {
        rewardId: item.id,
        paymentPassword: '123456',
        ...input,
      } as EndpointInput<typeof redeemPointReward>)
    ).errorCode;
  const convert = (input: Record<string, unknown>) => async () =>
    (
      await failureOf(player.client, convertPoint, {
        points: 100,
        type: 'cash',
        paymentPassword: '123456',
        ...input,
      } as EndpointInput<typeof convertPoint>)
    ).errorCode;

  it('refuses more points than the balance, more than the stock, an unknown reward and a wrong password', async () => {
    await unchanged(redeem({ quantity: 3 }), 'points_insufficient');
    await unchanged(redeem({ quantity: 5 }), 'points_out_of_stock');
    await unchanged(redeem({ rewardId: 2_000_000 }), 'points_reward_unavailable');
    await unchanged(redeem({ paymentPassword: '000000' }), 'payment_password_incorrect');
    await unchanged(redeem({ quantity: 0 }), 'request_param_err');
  });

  it('refuses negative, fractional, oversized and off-ratio conversions', async () => {
    await unchanged(convert({ points: -100 }), 'request_param_err');
    await unchanged(convert({ points: 150.5 }), 'request_param_err');
    await unchanged(convert({ points: 150 }), 'request_param_err');
    await unchanged(convert({ points: 200_000 }), 'points_insufficient');
    await unchanged(convert({ type: 'gold' }), 'request_param_err');
  });

  it('refuses a game type rated twice, naming the repeated row, and keeps the rules as they were', async () => {
    const before = await admin.call(getPointSettings, {});
    const failure = await failureOf(admin, updatePointSettings, {
      ...settings,
      betRates: [
        { gameType: 'RNG', rate: 5 },
        { gameType: 'LIVE', rate: 2 },
        { gameType: 'RNG', rate: 900 },
      ],
    });
    expect(failure.errorCode).toBe('request_param_err');
    expect(failure.fields).toEqual([{ field: 'betRates.2.gameType', reason: 'duplicate' }]);
    expect(await admin.call(getPointSettings, {})).toEqual(before);
  });

  it('refuses an item with a value, or cash without one', async () => {
    expect(
      (await failureOf(admin, savePointReward, { kind: 'item', name: 'x', points: 1, value: 5, stock: 1 })).errorCode,
    ).toBe('request_param_err');
    expect((await failureOf(admin, savePointReward, { kind: 'cash', name: 'x', points: 1, stock: 1 })).errorCode).toBe(
      'request_param_err',
    );
  });
});

describe('a seeded model of points', () => {
  type Step =
    | { op: 'earn'; points: number }
    | { op: 'redeem'; quantity: number }
    | { op: 'convert'; units: number }
    | { op: 'decide'; reject: boolean };
  const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 400 }) }),
    fc.record({ op: fc.constant('redeem' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ op: fc.constant('convert' as const), units: fc.integer({ min: -1, max: 3 }) }),
    fc.record({ op: fc.constant('decide' as const), reject: fc.boolean() }),
  );

  it('keeps the balance, the stock and the ledger as the model says after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 3, maxLength: 8 }), async (steps) => {
        const player = await f.player();
        const item = await reward({ points: 70, stock: 4 });
        const pool = await f.ledger.account(pointsPoolIdentity((await f.demoMerchant()).id));
        const poolBefore = await f.ledger.balance(pool.merchantId, pool.id);
        const model = { points: 0n, stock: 4, cash: 0n, open: [] as Array<{ id: number; points: bigint; q: number }> };
        for (const step of steps) {
          if (step.op === 'earn') {
            await earn(player.member.id, BigInt(step.points));
            model.points += BigInt(step.points);
          } else if (step.op === 'redeem') {
            const cost = 70n * BigInt(step.quantity);
            const call = player.client.call(redeemPointReward, {
              rewardId: item.id,
              quantity: step.quantity,
              paymentPassword: '123456',
            });
            if (step.quantity > model.stock)
              await expect(call).rejects.toMatchObject({ errorCode: 'points_out_of_stock' });
            else if (cost > model.points)
              await expect(call).rejects.toMatchObject({ errorCode: 'points_insufficient' });
            else {
              const record = await call;
              model.points -= cost;
              model.stock -= step.quantity;
              model.open.push({ id: record.id, points: cost, q: step.quantity });
            }
          } else if (step.op === 'convert') {
            const points = step.units * 100;
            const call = player.client.call(convertPoint, { points, type: 'cash', paymentPassword: '123456' });
            if (points <= 0) await expect(call).rejects.toMatchObject({ errorCode: 'request_param_err' });
            else if (BigInt(points) > model.points)
              await expect(call).rejects.toMatchObject({ errorCode: 'points_insufficient' });
            else {
              await call;
              model.points -= BigInt(points);
              model.cash += BigInt(step.units) * 1_00n;
            }
          } else {
            const open = model.open.shift();
            if (!open) continue;
            await admin.call(
              decidePointRedeem,
              step.reject
                ? { redeemId: open.id, decision: 'reject', reason: 'Model step' }
                : { redeemId: open.id, decision: 'approve' },
            );
            if (step.reject) {
              model.points += open.points;
              model.stock += open.q;
            }
          }
          expect(await pointsOf(player.member.id)).toBe(model.points);
          expect(await stockOf(item.id)).toBe(model.stock);
          expect(await f.walletBalance(player.member)).toBe(model.cash);
        }
        // The pool gave what the member holds and got what was spent: the PTS entries balance.
        expect(await f.ledger.balance(pool.merchantId, pool.id)).toBe(poolBefore - model.points);
      }),
      { seed: 17, numRuns: 4 },
    );
    expect(await f.ledger.invariantViolations()).toEqual([]);
  });
});
