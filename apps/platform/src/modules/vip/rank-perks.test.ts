import {
  bindBankAccount,
  convertPoint,
  getLoyaltyReport,
  getPlayerRankProgress,
  getWithdrawSettings,
  listVipRanks,
  requestWithdrawal,
  saveVipRanks,
  updatePointSettings,
  type EndpointInput,
} from '@ficha/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { moneyFixtures, type FixturePlayer, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { members, vipBirthdayRewards } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createBonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { createBirthdayRewards } from './vip-birthdays.ts';
import { createVipService } from './vip.service.ts';

let t: TestApp;
let baseUrl: string;
let f: MoneyFixtures;
let admin: ReturnType<typeof apiClient>;

type RankInput = EndpointInput<typeof saveVipRanks>['ranks'][number];
const rank = (name: string, fields: Partial<RankInput>): RankInput => ({
  name,
  monthlyBets: 0,
  monthlyDeposits: 0,
  lifetimeBets: 0,
  lifetimeDeposits: 0,
  retentionMonths: 1,
  levelUpReward: 0,
  ...fields,
});
// Every player below wagers 500.00 and so holds Uno; Dos is out of reach and shows as the next rank's perks.
const table = [
  rank('Uno', {
    lifetimeBets: 10,
    rebateBoost: 0.25,
    withdrawDailyCount: 2,
    withdrawDailyAmount: 150,
    birthdayReward: 7,
  }),
  rank('Dos', {
    lifetimeBets: 1_000_000,
    rebateBoost: 1,
    withdrawDailyCount: 10,
    withdrawDailyAmount: 10_000,
    birthdayReward: 50,
    levelUpReward: 20,
  }),
];

beforeAll(async () => {
  t = await createTestApp({ CREDENTIAL_CALLS_CONCURRENCY: '64', CREDENTIAL_CALLS_PER_ADDRESS: '64' });
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await admin.call(saveVipRanks, { ranks: table });
});
afterAll(() => t.close());

/** A player holding Uno with 500.00 in the wallet (turnover met) and a bank account. */
async function rankedPlayer(): Promise<FixturePlayer & { bankAccountId: number }> {
  const player = await f.player();
  const account = await player.client.call(bindBankAccount, {
    payeeName: 'Ana Pérez',
    bankName: 'Banco Uno',
    accountNumber: `${100000 + Math.floor(Math.random() * 899_999_999)}`,
    paymentPassword: '123456',
  });
  await f.fundWagered(player.member, 500_00n);
  await foldAllMemberStats(t.db);
  return { ...player, bankAccountId: account.id };
}

describe('the rank table with perks', () => {
  it('keeps each rank’s perks and shows the held and the next rank’s perks on the rank card', async () => {
    const ranks = await admin.call(listVipRanks, {});
    expect(
      ranks.map((r) => [r.name, r.rebateBoost, r.withdrawDailyCount, r.withdrawDailyAmount, r.birthdayReward]),
    ).toEqual([
      ['Uno', 0.25, 2, 150, 7],
      ['Dos', 1, 10, 10_000, 50],
    ]);
    const player = await rankedPlayer();
    const progress = await player.client.call(getPlayerRankProgress, {});
    expect(progress).toMatchObject({
      playerRankName: 'Uno',
      perks: {
        rebateBoost: 0.25,
        withdrawDailyCount: 2,
        withdrawDailyAmount: 150,
        birthdayReward: 7,
        levelUpReward: 0,
      },
      nextPerks: { rebateBoost: 1, withdrawDailyCount: 10, withdrawDailyAmount: 10_000, birthdayReward: 50 },
    });
    const newcomer = await f.player();
    expect(await newcomer.client.call(getPlayerRankProgress, {})).toMatchObject({
      level: 0,
      perks: null,
      nextPerks: { rebateBoost: 0.25 },
    });
  });

  it('refuses bad perks on the form clearly and keeps the table', async () => {
    const bad: [Partial<RankInput>, string][] = [
      [{ rebateBoost: -0.1 }, 'rebateBoost'],
      [{ rebateBoost: 5.01 }, 'rebateBoost'],
      [{ rebateBoost: 0.125 }, 'rebateBoost'],
      [{ withdrawDailyCount: 1.5 }, 'withdrawDailyCount'],
      [{ withdrawDailyCount: -1 }, 'withdrawDailyCount'],
      [{ withdrawDailyCount: 101 }, 'withdrawDailyCount'],
      [{ withdrawDailyAmount: -5 }, 'withdrawDailyAmount'],
      [{ withdrawDailyAmount: 1.234 }, 'withdrawDailyAmount'],
      [{ birthdayReward: '7' as unknown as number }, 'birthdayReward'],
      [{ birthdayReward: Number.NaN }, 'birthdayReward'],
    ];
    for (const [fields, field] of bad) {
      const refused = await failureOf(admin, saveVipRanks, { ranks: [rank('Malo', fields)] });
      expect(refused.errorCode, JSON.stringify(fields)).toBe('request_param_err');
      expect(refused.fields?.[0]?.field, JSON.stringify(fields)).toBe(`ranks.0.${field}`);
    }
    expect((await admin.call(listVipRanks, {})).map((r) => r.name)).toEqual(['Uno', 'Dos']);
  });
});

describe("the rank's withdrawal limits", () => {
  it('refuses the withdrawal past the rank’s daily count, with nothing moved', async () => {
    const player = await rankedPlayer();
    const ask = (amount: number) =>
      ({ amount, bankAccountId: player.bankAccountId, paymentPassword: '123456' }) as const;
    expect((await player.client.call(getWithdrawSettings, {})).dailyCount).toBe(2);
    await player.client.call(requestWithdrawal, ask(20));
    await player.client.call(requestWithdrawal, ask(20));
    const third = await failureOf(player.client, requestWithdrawal, ask(20));
    expect(third.errorCode).toBe('withdraw_rank_daily_count_reached');
    expect(third.message).not.toBe('');
    expect(await f.walletBalance(player.member)).toBe(460_00n);
    expect((await player.client.call(getWithdrawSettings, {})).dailyCountLeft).toBe(0);
  });

  it('refuses the withdrawal that takes the day past the rank’s amount, naming what is left', async () => {
    const player = await rankedPlayer();
    const ask = (amount: number) =>
      ({ amount, bankAccountId: player.bankAccountId, paymentPassword: '123456' }) as const;
    await player.client.call(requestWithdrawal, ask(100));
    const over = await failureOf(player.client, requestWithdrawal, ask(60));
    expect(over.errorCode).toBe('withdraw_rank_daily_amount_reached');
    expect(over.fields?.[0]).toMatchObject({ field: 'amount', params: { limit: 150, left: 50 } });
    expect(await f.walletBalance(player.member)).toBe(400_00n);
    await player.client.call(requestWithdrawal, ask(50));
    expect(await f.walletBalance(player.member)).toBe(350_00n);
  });
});

describe('birthday rewards', () => {
  const at = new Date();
  const today = at.toISOString().slice(5, 10); // the demo merchant keeps UTC days
  const job = () => {
    const ledger = createLedgerService(t.db);
    const audit = createAuditService(t.db);
    return createBirthdayRewards(t.db, {
      ledger,
      bonusWallet: createBonusWalletService(t.db, { ledger }),
      merchants: createMerchantService(t.db, { audit, defaultMerchantCode: 'demo' }),
      vip: createVipService(t.db, { audit, now: () => at }),
      now: () => at,
    });
  };
  const bornOn = (player: FixturePlayer, birthday: string) =>
    t.db.update(members).set({ birthday }).where(eq(members.id, player.member.id));

  it('pays the rank’s reward once on the birthday, even when the job runs twice at once and again', async () => {
    const birthdayPlayer = await rankedPlayer();
    const otherDay = await rankedPlayer();
    const unranked = await f.player();
    await bornOn(birthdayPlayer, `1990-${today}`);
    await bornOn(unranked, `1991-${today}`);
    const tomorrow = new Date(at.getTime() + 86_400_000).toISOString().slice(5, 10);
    await bornOn(otherDay, `1992-${tomorrow}`);

    await Promise.all([job().payDue(), job().payDue()]);
    await job().payDue();

    expect(await f.walletBalance(birthdayPlayer.member)).toBe(507_00n);
    expect(await f.walletBalance(otherDay.member)).toBe(500_00n);
    expect(await f.walletBalance(unranked.member)).toBe(0n);
    const rows = await t.db
      .select()
      .from(vipBirthdayRewards)
      .where(eq(vipBirthdayRewards.memberId, birthdayPlayer.member.id));
    expect(rows.map((r) => [r.year, r.level, r.amountMinor])).toEqual([[at.getUTCFullYear(), 1, 7_00n]]);
    const entries = await t.db.execute(
      sql`select count(*)::int as n from platform.journal_entries where idempotency_key like ${`birthday:${birthdayPlayer.member.id}:%`}`,
    );
    expect((entries as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect(await f.ledger.invariantViolations()).toEqual([]);
  });
});

describe('the loyalty report', () => {
  it('reconciles the points of each source per day with the points ledger', async () => {
    await admin.call(updatePointSettings, {
      betRates: [],
      defaultBetRate: 20,
      depositRate: 10,
      convertPoints: 10,
      convertAmount: 1,
      convertTargets: ['cash'],
      bonusMultiplier: 1,
      bonusDays: 7,
    });
    // 500.00 of bets × 20 and of deposits × 10 per 100.00 earn 150 points in the fold; 30 are converted to cash.
    const player = await rankedPlayer();
    await player.client.call(convertPoint, { points: 30, type: 'cash', paymentPassword: '123456' });
    const report = await admin.call(getLoyaltyReport, { days: 92 });
    expect(report.points).toHaveLength(92);
    expect(report.points.at(-1)?.day).toBe(report.to);
    const ledger = (
      (await t.db.execute(sql`
        select e.kind, sum(greatest(p.amount_minor, 0))::int as issued, sum(greatest(-p.amount_minor, 0))::int as redeemed
        from platform.journal_entries e
        join platform.postings p on p.entry_id = e.id
        join platform.ledger_accounts a on a.id = p.account_id and a.kind = 'member_points'
        join platform.merchants z on z.id = e.merchant_id
        where e.merchant_id = 1 and e.currency = 'PTS'
          and (e.created_at at time zone z.time_zone)::date >= ${report.from}::date
        group by e.kind`)) as unknown as { rows: { kind: string; issued: number; redeemed: number }[] }
    ).rows;
    expect(ledger.map((r) => r.kind).sort()).toEqual(['points_earn', 'points_redeem']);
    expect(report.points.at(-1)).toMatchObject({
      issued: { points_earn: expect.any(Number) as number },
      redeemed: { points_redeem: expect.any(Number) as number },
    });
    const fromReport = new Map<string, { issued: number; redeemed: number }>();
    for (const day of report.points) {
      for (const [kind, n] of Object.entries(day.issued)) {
        const k = fromReport.get(kind) ?? { issued: 0, redeemed: 0 };
        fromReport.set(kind, { ...k, issued: k.issued + n });
      }
      for (const [kind, n] of Object.entries(day.redeemed)) {
        const k = fromReport.get(kind) ?? { issued: 0, redeemed: 0 };
        fromReport.set(kind, { ...k, redeemed: k.redeemed + n });
      }
    }
    for (const row of ledger)
      expect(fromReport.get(row.kind), row.kind).toEqual({ issued: row.issued, redeemed: row.redeemed });
    expect(report.totals.issued).toBe(ledger.reduce((n, r) => n + r.issued, 0));
    expect(report.totals.redeemed).toBe(ledger.reduce((n, r) => n + r.redeemed, 0));
  });

  it('refuses a range it does not serve', async () => {
    for (const days of [0, 93, 1.5, -3])
      expect((await failureOf(admin, getLoyaltyReport, { days })).errorCode, String(days)).toBe('request_param_err');
  });
});
