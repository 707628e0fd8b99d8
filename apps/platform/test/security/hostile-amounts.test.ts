import {
  bindBankAccount,
  login,
  platformEndpoints,
  requestWithdrawal,
  seamlessEndpoints,
  seamlessPaths,
  updateWithdrawalSettings,
  type Endpoint,
} from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../api-clients.ts';
import { paymentChannels } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { databaseState } from '../database-state.ts';
import { createAgentTree, createMember } from '../factories.ts';
import { moneyHelpers, newRequestId } from '../money-helpers.ts';
import { loginDemoOperator } from '../operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../seamless-client.ts';
import { pngProof } from './hostile-files.ts';

/**
 * Hostile amounts on every money input of the contract (found by what its schema does, so a new one fails the
 * coverage test until it is here): each refused with a 400 envelope that names the field, and nothing changed —
 * no journal entry, no balance, no row. The ledger invariants are checked when the file ends.
 */

/** Amounts as raw JSON texts, each refused by every money field. */
const hostileAmounts = [
  '-1',
  '-0.01',
  '-0',
  '0.001',
  '10.999',
  '1e-7',
  '1e21',
  '1e400',
  '-1e400',
  '90071992547409.93',
  '9007199254740993',
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '"10"',
  '"10.00"',
  '"1e3"',
  '"0x10"',
  '"١٠"',
  '"１０"',
  '"10\u00a0"',
  '" 10"',
  '"10 "',
  '"10,50"',
  'null',
  'true',
  '[10]',
  '{"value":10}',
];
/** Also refused where an amount must be positive. */
const zeroAmounts = ['0', '0.0', '0.00'];

/** The fields of an endpoint's request that are money: they turn 1.5 into 150 minor units. */
function moneyFieldsOf(endpoint: Endpoint): string[] {
  const shape = endpoint.request instanceof z.ZodObject ? (endpoint.request.shape as Record<string, z.ZodType>) : {};
  return Object.entries(shape)
    .filter(([, field]) => {
      const parsed = field.safeParse(1.5);
      return parsed.success && parsed.data === 150n;
    })
    .map(([name]) => name);
}

const allowsZero = (endpoint: Endpoint, field: string) =>
  (endpoint.request as z.ZodObject).shape[field]?.safeParse(0).success === true;
/** A field whose contract gives null a meaning (a lottery limit: none) takes it; every other amount stays hostile. */
const allowsNull = (endpoint: Endpoint, field: string) =>
  (endpoint.request as z.ZodObject).shape[field]?.safeParse(null).success === true;

let t: TestApp;
let baseUrl: string;
let seamless: SeamlessFixture;

interface Answer {
  status: number;
  body: { success: boolean; errorCode?: string; fields?: Array<{ field: string }> };
}

/** How to send one money input with a raw amount: a valid call but for the amount. */
type Sender = (rawAmount: string) => Promise<Answer>;
let senders: Record<string, Sender>;
/** The money inside a rebate promotion's settings (nested, so not in the coverage list above). */
let rebateSenders: Record<string, Sender>;
/** A manual rebate request with an amount of the caller's: the server computes it, the field is refused. */
let rebateRequestWith: Sender;
/** The money inside a raffle's settings: the ticket price and a prize (decision 0076). */
let raffleSenders: Record<string, Sender>;
/** A raffle claim with an amount of the caller's: the prize is the draw's, the field is refused. */
let raffleClaimWith: Sender;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const money = moneyHelpers(t, baseUrl);
  const adminToken = await loginDemoOperator(t.app);
  const admin = apiClient(baseUrl, { token: adminToken });
  await admin.call(updateWithdrawalSettings, { depositTurnoverMultiplier: 0, bonusTurnoverMultiplier: 0 });
  const { id: merchantId } = await money.merchantOf();
  const { player } = await createAgentTree(t.db, { merchantId, agents: ['hostagent'], player: 'hostplayer' });
  for (const username of ['hostagent', 'hostplayer']) {
    await money.fund(username, 100_000n);
    await money.setPaymentPassword(username, '246810');
  }
  await createMember(t.db, { merchantId, username: 'hostc2c' });
  const tokenOf = async (username: string) =>
    (await apiClient(baseUrl).call(login, { username, password: 'Demo1234' })).token;
  const playerToken = await tokenOf('hostplayer');
  const agentToken = await tokenOf('hostagent');
  const playerClient = apiClient(baseUrl, { token: playerToken });
  const bankAccount = await playerClient.call(bindBankAccount, {
    payeeName: 'Host Player',
    bankName: 'Banco Uno',
    accountNumber: '5550001112',
    paymentPassword: '246810',
  });
  seamless = await seamlessFixture(t.db, baseUrl);
  const gamer = await seamless.authenticatedPlayer(100_00n);

  /** A JSON body with the amount spliced in as raw text (JSON.stringify can't write 1e400 or -0). */
  const bodyWith = (input: Record<string, unknown>, field: string, rawAmount: string) =>
    JSON.stringify({ ...input, [field]: '__AMOUNT__' }).replace('"__AMOUNT__"', rawAmount);
  const inject =
    (method: 'POST' | 'PUT', url: string, token: string, input: () => Record<string, unknown>, field = 'amount') =>
    async (rawAmount: string): Promise<Answer> => {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: bodyWith(input(), field, rawAmount),
      });
      return { status: response.statusCode, body: response.json() };
    };
  const seamlessCall =
    (path: string, input: () => Record<string, unknown>) =>
    async (rawAmount: string): Promise<Answer> => {
      const body = bodyWith({ requestId: randomUUID(), timestamp: Date.now(), ...input() }, 'amount', rawAmount);
      const answer = await seamless.client.postRaw(path, body, seamless.client.headersFor(body));
      return { status: answer.status, body: answer.envelope as Answer['body'] };
    };
  const channel = { kind: 'bank_transfer', name: 'Hostile', names: {}, bankName: 'B', accountHolder: 'H' };
  const channelFields = { ...channel, accountNumber: '1', instructions: '', enabled: true, sortOrder: 1 };
  const [demoChannel] = await t.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.code, 'banco-demo'));

  /** A money filter of a console list, sent as its query parameter (the raw text as a query string carries it). */
  const queryFilter =
    (url: string, token: string, field: string) =>
    async (rawAmount: string): Promise<Answer> => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?${field}=${encodeURIComponent(rawAmount)}`,
        headers: { authorization: token },
      });
      return { status: response.statusCode, body: response.json() };
    };

  const rebatePromotion = (field: string, rawAmount: string) =>
    JSON.stringify({
      kind: 'rebate',
      category: 'other',
      texts: { ES: { title: 'Hostil', summary: '', rules: '' } },
      art: 'ocean',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      budget: 100,
      wageringMultiplier: 1,
      expiryHours: 24,
      rebate: {
        basis: 'valid_bet',
        period: 'daily',
        rates: { RNG: 1 },
        minPayout: 1,
        cap: 10,
        autoApproveUpTo: 5,
        [field]: '__AMOUNT__',
      },
    }).replace('"__AMOUNT__"', rawAmount);
  rebateSenders = Object.fromEntries(
    ['minPayout', 'cap', 'autoApproveUpTo'].map((field) => [
      `createPromotion.rebate.${field}`,
      async (rawAmount: string): Promise<Answer> => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/cms/v1/promotions',
          headers: { authorization: adminToken, 'content-type': 'application/json' },
          payload: rebatePromotion(field, rawAmount),
        });
        return { status: response.statusCode, body: response.json() };
      },
    ]),
  );
  const rafflePromotion = (field: string, rawAmount: string) =>
    JSON.stringify({
      kind: 'raffle',
      category: 'other',
      texts: { ES: { title: 'Hostil', summary: '', rules: '' } },
      art: 'violet',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      budget: 100,
      wageringMultiplier: 1,
      expiryHours: 24,
      raffle: {
        ticketEvery: field === 'ticketEvery' ? '__AMOUNT__' : 10,
        prizes: [field === 'prizes' ? '__AMOUNT__' : 5],
      },
    }).replace('"__AMOUNT__"', rawAmount);
  raffleSenders = Object.fromEntries(
    ['ticketEvery', 'prizes'].map((field) => [
      `createPromotion.raffle.${field}`,
      async (rawAmount: string): Promise<Answer> => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/cms/v1/promotions',
          headers: { authorization: adminToken, 'content-type': 'application/json' },
          payload: rafflePromotion(field, rawAmount),
        });
        return { status: response.statusCode, body: response.json() };
      },
    ]),
  );
  raffleClaimWith = async (rawAmount) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      headers: { authorization: playerToken, 'content-type': 'application/json' },
      payload: `{"promotionId":1,"amount":${rawAmount}}`,
    });
    return { status: response.statusCode, body: response.json() };
  };
  rebateRequestWith = async (rawAmount) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/member/rebates/request',
      headers: { authorization: playerToken, 'content-type': 'application/json' },
      payload: `{"promotionId":1,"amount":${rawAmount}}`,
    });
    return { status: response.statusCode, body: response.json() };
  };
  senders = {
    // The member list's balance range (decision 0067): a filter, refused like any other money input.
    'searchMembers.minBalance': queryFilter('/cms/v1/members', adminToken, 'minBalance'),
    'searchMembers.maxBalance': queryFilter('/cms/v1/members', adminToken, 'maxBalance'),
    'submitDeposit.amount': inject('POST', '/wps/relay/deposits', playerToken, () => ({
      channelCode: 'banco-demo',
      reference: 'REF-HOSTILE',
      proof: pngProof,
    })),
    'startGatewayDeposit.amount': inject('POST', '/wps/relay/deposits/gateway', playerToken, () => ({
      channelCode: 'pasarela-demo',
    })),
    'transferToDownline.amount': inject('POST', '/wps/agent/transfer/downline', agentToken, () => ({
      username: 'hostplayer',
      paymentPassword: '246810',
      requestId: newRequestId(),
    })),
    'transferToUpline.amount': inject('POST', '/wps/member/transfer/upline', playerToken, () => ({
      paymentPassword: '246810',
      requestId: newRequestId(),
    })),
    'processC2cTransaction.amount': inject('POST', '/wps/relay/MCSFE_processC2CTransaction', playerToken, () => ({
      toUsername: 'hostc2c',
      paymentPassword: '246810',
      requestId: newRequestId(),
    })),
    ...Object.fromEntries(
      ['minAmount', 'maxAmount', 'dailyMaxAmount'].map((field) => [
        `updateC2cSettings.${field}`,
        inject(
          'PUT',
          '/cms/v1/settings/c2c',
          adminToken,
          () => ({ minAmount: 1, maxAmount: 2, dailyMaxAmount: 3 }),
          field,
        ),
      ]),
    ),
    'setRgLimit.amount': inject('POST', '/wps/member/rg/limit', playerToken, () => ({ kind: 'loss', period: 'day' })),
    'setPlayerRgLimit.amount': inject('PUT', '/cms/v1/rg/player/limit', adminToken, () => ({
      memberId: player.id,
      kind: 'loss',
      period: 'day',
    })),
    'createAdjustment.amount': inject('POST', '/cms/v1/adjustments', adminToken, () => ({
      memberId: player.id,
      direction: 'credit',
      reasonCode: 'goodwill',
      note: 'hostile',
      requestId: newRequestId(),
    })),
    ...Object.fromEntries(
      ['approvalThreshold', 'secondApprovalThreshold'].map((field) => [
        `updateContractSettings.${field}`,
        inject(
          'PUT',
          '/cms/v1/contracts/settings',
          adminToken,
          () => ({ payer: 'house', approvalThreshold: 1, secondApprovalThreshold: 2, carryNegativeDividend: false }),
          field,
        ),
      ]),
    ),
    ...Object.fromEntries(
      [
        ['offerAgentContract', '/wps/agent/contracts/offer', agentToken],
        ['offerHouseContract', '/cms/v1/contracts/offer', adminToken],
      ].map(([name, url, token]) => [
        `${name}.activeThreshold`,
        inject(
          'POST',
          url!,
          token!,
          () => ({
            agentId: player.id,
            kind: 'daily',
            period: 'day',
            tiers: [{ rate: 1, minValidBet: 0, minActiveMembers: 0 }],
          }),
          'activeThreshold',
        ),
      ]),
    ),
    // An issued promotion's amount per player (decision 0077).
    'issuePromotion.amount': inject('POST', '/cms/v1/promotions/issue', adminToken, () => ({
      promotionId: 1,
      audience: { kind: 'player', username: 'hostplayer' },
    })),
    ...Object.fromEntries(
      ['budget', 'amount', 'cap', 'minDeposit', 'maxBet', 'maxCashout'].map((field) => [
        `updatePromotion.${field}`,
        inject(
          'POST',
          '/cms/v1/promotions/update',
          adminToken,
          () => ({
            promotionId: 1,
            kind: 'signup_reward',
            category: 'welcome',
            texts: { ES: { title: 'Hostil', summary: '', rules: '' } },
            art: 'sunrise',
            startsAt: new Date(Date.now() - 3_600_000).toISOString(),
            endsAt: new Date(Date.now() + 86_400_000).toISOString(),
            budget: 100,
            amount: 5,
            cap: 10,
            minDeposit: 10,
            maxBet: 5,
            maxCashout: 50,
            wageringMultiplier: 1,
            expiryHours: 24,
          }),
          field,
        ),
      ]),
    ),
    ...Object.fromEntries(
      ['budget', 'amount', 'cap', 'minDeposit', 'maxBet', 'maxCashout'].map((field) => [
        `createPromotion.${field}`,
        inject(
          'POST',
          '/cms/v1/promotions',
          adminToken,
          () => ({
            kind: 'signup_reward',
            category: 'welcome',
            texts: { ES: { title: 'Hostil', summary: '', rules: '' } },
            art: 'sunrise',
            startsAt: new Date(Date.now() - 3_600_000).toISOString(),
            endsAt: new Date(Date.now() + 86_400_000).toISOString(),
            budget: 100,
            amount: 5,
            cap: 10,
            minDeposit: 10,
            maxBet: 5,
            maxCashout: 50,
            wageringMultiplier: 1,
            expiryHours: 24,
          }),
          field,
        ),
      ]),
    ),
    'updatePointSettings.convertAmount': inject(
      'PUT',
      '/cms/v1/points/settings',
      adminToken,
      () => ({
        betRates: [],
        defaultBetRate: 1,
        depositRate: 1,
        convertPoints: 100,
        convertTargets: ['cash'],
        bonusMultiplier: 1,
        bonusDays: 7,
      }),
      'convertAmount',
    ),
    'savePointReward.value': inject(
      'POST',
      '/cms/v1/points/rewards',
      adminToken,
      () => ({ kind: 'cash', name: 'Hostil', points: 100, stock: null }),
      'value',
    ),
    // Missions and leaderboards (decision 0078): a wager or deposit target, a bonus or cash reward, a board's
    // minimum bet. (The cash prizes are a list of amounts, checked by the same money schema.)
    ...Object.fromEntries(
      (['targetAmount', 'rewardAmount'] as const).map((field) => [
        `saveMission.${field}`,
        inject(
          'POST',
          '/cms/v1/missions',
          adminToken,
          () => ({
            titles: { ES: 'Hostil' },
            period: 'daily',
            goal: 'wager',
            targetAmount: 10,
            rewardKind: 'cash',
            rewardAmount: 1,
            startsAt: new Date(Date.now() - 3_600_000).toISOString(),
            endsAt: new Date(Date.now() + 86_400_000).toISOString(),
            active: false,
          }),
          field,
        ),
      ]),
    ),
    'saveLeaderboard.minBet': inject(
      'POST',
      '/cms/v1/leaderboards',
      adminToken,
      () => ({
        titles: { ES: 'Hostil' },
        metric: 'valid_bet',
        period: 'daily',
        prizeKind: 'cash',
        cashPrizes: [1],
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        active: false,
      }),
      'minBet',
    ),
    // A lottery game's per-draw limits (decision 0084): refused by the platform before the provider is asked.
    ...Object.fromEntries(
      (['maxStakePerDraw', 'maxPayoutPerDraw'] as const).map((field) => [
        `saveLotteryGameSettings.${field}`,
        inject(
          'POST',
          '/cms/v1/lottery/settings',
          adminToken,
          () => ({
            providerCode: 'LOTTERY',
            gameCode: 'SSC1',
            enabled: true,
            maxStakePerDraw: 100,
            maxPayoutPerDraw: 1000,
            betLimits: [],
          }),
          field,
        ),
      ]),
    ),
    // Referral rules (decision 0081): the reward, the friend's first deposit and valid bets.
    ...Object.fromEntries(
      (['reward', 'minFirstDeposit', 'minValidBets'] as const).map((field) => [
        `saveReferralRules.${field}`,
        inject(
          'POST',
          '/cms/v1/referrals/rules',
          adminToken,
          () => ({
            enabled: false,
            promotionId: 1,
            rewardKind: 'cash',
            reward: 10,
            minFirstDeposit: 100,
            minValidBets: 0,
            withinDays: 30,
            maxRewardedFriends: 10,
          }),
          field,
        ),
      ]),
    ),
    'updateAdjustmentSettings.dualApprovalThreshold': inject(
      'PUT',
      '/cms/v1/adjustments/settings',
      adminToken,
      () => ({}),
      'dualApprovalThreshold',
    ),
    ...Object.fromEntries(
      ['minimumAmount', 'maximumAmount', 'dualApprovalThreshold'].map((field) => [
        `updateWithdrawalSettings.${field}`,
        inject('PUT', '/cms/v1/withdrawals/settings', adminToken, () => ({}), field),
      ]),
    ),
    ...Object.fromEntries(
      ['minAmount', 'maxAmount'].flatMap((field) => [
        [
          `createPaymentChannel.${field}`,
          inject(
            'POST',
            '/cms/v1/payment-channels',
            adminToken,
            () => ({ code: 'hostile-bank', minAmount: 10, maxAmount: 100, ...channelFields }),
            field,
          ),
        ],
        [
          `updatePaymentChannel.${field}`,
          inject('PUT', '/cms/v1/payment-channels', adminToken, () => ({ id: demoChannel?.id }), field),
        ],
      ]),
    ),
    ...Object.fromEntries(
      ['withdrawalAbove', 'lifetimeDepositsAbove'].map((field) => [
        `updateKycRules.${field}`,
        inject(
          'POST',
          '/cms/v1/kyc/rules',
          adminToken,
          () => ({
            levels: [['id_front']],
            requiredLevel: 1,
            withdrawalAbove: 0,
            lifetimeDepositsAbove: 0,
            minimumAge: 18,
          }),
          field,
        ),
      ]),
    ),
    // Encrypted: the amount travels inside the sealed body, as the value JSON.parse gives for the raw text.
    'requestWithdrawal.amount': async (rawAmount) => {
      try {
        await playerClient.call(requestWithdrawal, {
          amount: JSON.parse(rawAmount) as number,
          bankAccountId: bankAccount.id,
          paymentPassword: '246810',
        });
        return { status: 200, body: { success: true } };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { status: error.status, body: { success: false, errorCode: error.errorCode, fields: error.fields } };
      }
    },
    'seamlessDebit.amount': seamlessCall(seamlessPaths.debit, () => ({
      playerId: gamer.playerId,
      transactionId: `tx-${randomUUID()}`,
      roundId: `round-${randomUUID()}`,
      gameCode: 'slot-classic',
    })),
    'seamlessCredit.amount': seamlessCall(seamlessPaths.credit, () => ({
      playerId: gamer.playerId,
      transactionId: `tx-${randomUUID()}`,
      roundId: `round-${randomUUID()}`,
      gameCode: 'slot-classic',
      roundEnded: true,
    })),
    // A settled round's correction (decision 0083): the amount is refused before the round is looked at.
    'seamlessAdjust.amount': seamlessCall(seamlessPaths.adjust, () => ({
      playerId: gamer.playerId,
      transactionId: `tx-${randomUUID()}`,
      roundId: `round-${randomUUID()}`,
      gameCode: 'slot-classic',
      direction: 'credit',
    })),
  };
});
afterAll(() => t.close());

const moneyInputs = [...platformEndpoints, ...seamlessEndpoints].flatMap((endpoint) =>
  moneyFieldsOf(endpoint).map((field) => ({ endpoint, field, key: `${endpoint.name}.${field}` })),
);

describe('hostile amounts', () => {
  it('covers every money input of the contract', () => {
    expect(moneyInputs.length).toBeGreaterThan(10);
    expect(Object.keys(senders).sort()).toEqual(moneyInputs.map((input) => input.key).sort());
  });

  for (const { endpoint, field, key } of moneyInputs) {
    it(`${key}: refuses each hostile amount with a 400 naming the field, and changes nothing`, async () => {
      const send = senders[key];
      if (!send) throw new Error(`no sender for ${key}`);
      const amounts = (allowsZero(endpoint, field) ? hostileAmounts : [...hostileAmounts, ...zeroAmounts]).filter(
        (raw) => raw !== 'null' || !allowsNull(endpoint, field),
      );
      const before = await databaseState(t.db);
      for (const raw of amounts) {
        const answer = await send(raw);
        expect(answer.status, `${key} = ${raw}`).toBe(400);
        expect(answer.body.success, `${key} = ${raw}`).toBe(false);
        expect(answer.body.errorCode, `${key} = ${raw}`).toBe('request_param_err');
        // Only the amount is wrong: the refusal is about it, not about the rest of the call.
        expect(
          answer.body.fields?.map((f) => f.field),
          `${key} = ${raw}`,
        ).toEqual([field]);
      }
      expect(await databaseState(t.db)).toEqual(before);
    });
  }
});

describe('hostile amounts in a rebate', () => {
  for (const field of ['minPayout', 'cap', 'autoApproveUpTo'])
    it(`createPromotion.rebate.${field}: refuses each hostile amount naming the field, and changes nothing`, async () => {
      const send = rebateSenders[`createPromotion.rebate.${field}`]!;
      const amounts = field === 'minPayout' ? hostileAmounts : [...hostileAmounts, ...zeroAmounts];
      const before = await databaseState(t.db);
      for (const raw of amounts) {
        const answer = await send(raw);
        expect(answer.status, `${field} = ${raw}`).toBe(400);
        expect(answer.body.errorCode, `${field} = ${raw}`).toBe('request_param_err');
        expect(
          answer.body.fields?.map((f) => f.field),
          `${field} = ${raw}`,
        ).toEqual([`rebate.${field}`]);
      }
      expect(await databaseState(t.db)).toEqual(before);
    });

  it("requestManualRebate: an amount of the caller's is refused, whatever it is; the server computes the rebate", async () => {
    const before = await databaseState(t.db);
    for (const raw of ['1', '100000', ...hostileAmounts.slice(0, 8)]) {
      const answer = await rebateRequestWith(raw);
      expect(answer.status, raw).toBe(400);
      expect(answer.body.errorCode, raw).toBe('request_param_err');
    }
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('hostile amounts in a raffle', () => {
  for (const field of ['ticketEvery', 'prizes'])
    it(`createPromotion.raffle.${field}: refuses each hostile or zero amount naming the field, and changes nothing`, async () => {
      const send = raffleSenders[`createPromotion.raffle.${field}`]!;
      const before = await databaseState(t.db);
      for (const raw of [...hostileAmounts, ...zeroAmounts]) {
        const answer = await send(raw);
        expect(answer.status, `${field} = ${raw}`).toBe(400);
        expect(answer.body.errorCode, `${field} = ${raw}`).toBe('request_param_err');
        expect(
          answer.body.fields?.map((f) => f.field),
          `${field} = ${raw}`,
        ).toEqual([field === 'prizes' ? 'raffle.prizes.0' : `raffle.${field}`]);
      }
      expect(await databaseState(t.db)).toEqual(before);
    });

  it("claimRafflePromotion: an amount of the caller's is refused, whatever it is; the prize is the draw's", async () => {
    const before = await databaseState(t.db);
    for (const raw of ['1', '100000', ...hostileAmounts.slice(0, 8)]) {
      const answer = await raffleClaimWith(raw);
      expect(answer.status, raw).toBe(400);
      expect(answer.body.errorCode, raw).toBe('request_param_err');
    }
    expect(await databaseState(t.db)).toEqual(before);
  });
});
