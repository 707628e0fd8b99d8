import { randomUUID } from 'node:crypto';
import {
  claimMissionReward,
  getLoyaltyReport,
  getAchievementSettingList,
  getMissionLeaderboard,
  getMissionSummaryDetails,
  getParticipableQuestList,
  getPointBalance,
  getRankBoardList,
  listConsoleMissions,
  listLeaderboardResults,
  login,
  recordCustomerHeartbeatDaily,
  saveLeaderboard,
  saveMission,
  seamlessCredit,
  seamlessDebit,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember, createProvider, fundWallet, testMemberPassword } from '../../../test/factories.ts';
import { foreignOperatorClient } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { memberWalletIdentity } from '../wallet/member-wallet.ts';
import { createLeaderboardService } from './leaderboards.service.ts';

/**
 * Missions and leaderboards (issue 17, decision 0078) on a merchant of their own: progress from real rounds
 * through the seamless API and the fold, rewards paid once, prizes paid once per period.
 */
let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let f: SeamlessFixture;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = await foreignOperatorClient(t, baseUrl, 'msn');
  const merchantId = Number(
    ((await t.db.execute(sql`select id from platform.merchants where code = 'msn'`)) as { rows: { id: number }[] })
      .rows[0]!.id,
  );
  await createProvider(t.db, { merchantId, code: 'MSNP' });
  const slots = await insertVendor(t.db, merchantId, { vassalage: 'MSNP', gameType: 'RNG' });
  const live = await insertVendor(t.db, merchantId, { vassalage: 'MSNP', gameType: 'LIVE' });
  await insertGame(t.db, slots, { gameCode: 'm-slot' });
  await insertGame(t.db, live, { gameCode: 'm-table' });
  f = await seamlessFixture(t.db, baseUrl, { merchantCode: 'msn', providerCode: 'MSNP' });
});
afterAll(() => t.close());

const hour = 3_600_000;
let serial = 0;

/** A player of the merchant with 500.00, signed in, known to the provider. */
async function player() {
  serial += 1;
  const member = await createMember(t.db, { merchantId: f.merchant.id, username: `msnplayer${serial}` });
  await fundWallet(t.db, { merchant: f.merchant, member, amountMinor: 500_00n });
  const site = apiClient(baseUrl, { merchant: 'msn' });
  const { token } = await site.call(login, { username: member.username, password: testMemberPassword });
  return {
    member,
    token,
    client: apiClient(baseUrl, { merchant: 'msn', token }),
    playerId: await f.authenticate(member.id),
  };
}

/** A settled round: `stake` on a game, `win` back. */
async function play(playerId: string, gameCode: string, stake: number, win: number) {
  const roundId = `m-${randomUUID()}`;
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

type MissionInput = EndpointInput<typeof saveMission>;
const schedule = () => ({
  startsAt: new Date(Date.now() - 5 * 24 * hour).toISOString(),
  endsAt: new Date(Date.now() + 5 * 24 * hour).toISOString(),
  active: true,
});
const mission = (input: Partial<MissionInput>) =>
  operator.call(saveMission, {
    titles: { EN: `Mission ${randomUUID().slice(0, 6)}` },
    period: 'daily',
    goal: 'rounds',
    targetCount: 1,
    rewardKind: 'points',
    rewardPoints: 10,
    ...schedule(),
    ...input,
  } as MissionInput);

const missionIn = async (client: ApiClient, id: number) => {
  const summary = await client.call(getMissionSummaryDetails, {});
  const found = summary.missions.find((m) => m.id === id);
  if (!found) throw new Error(`mission ${id} not running`);
  return { found, claimable: summary.claimable };
};

const walletOf = (member: { id: number; type: number }) =>
  createLedgerService(t.db).balanceOf(memberWalletIdentity(f.merchant, member));

async function entriesWithKey(prefix: string) {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from platform.journal_entries where idempotency_key like ${`${prefix}%`}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('missions', () => {
  it('moves a rounds mission with the rounds played of its game type and pays its points once', async () => {
    const p = await player();
    const m = await mission({
      goal: 'rounds',
      gameType: 'RNG',
      targetCount: 3,
      rewardKind: 'points',
      rewardPoints: 50,
    });
    await play(p.playerId, 'm-slot', 1, 0);
    await play(p.playerId, 'm-slot', 1, 2);
    await play(p.playerId, 'm-table', 1, 0); // another type: not counted
    await foldAllMemberStats(t.db);
    const before = await missionIn(p.client, m.id);
    expect(before.found).toMatchObject({
      progress: 2,
      target: 3,
      state: 'in_progress',
      rewardKind: 'points',
      reward: 50,
    });
    expect((await p.client.call(getParticipableQuestList, {})).list.map((q) => q.id)).toContain(m.id);
    expect((await failureOf(p.client, claimMissionReward, { missionId: m.id })).errorCode).toBe(
      'mission_not_completed',
    );
    expect((await p.client.call(getPointBalance, {})).pointBalance).toBe(0);

    await play(p.playerId, 'm-slot', 1, 0);
    await foldAllMemberStats(t.db);
    const done = await missionIn(p.client, m.id);
    expect(done.found.state).toBe('claimable');
    expect(done.claimable).toBeGreaterThanOrEqual(1);

    const claimed = await p.client.call(claimMissionReward, { missionId: m.id });
    expect(claimed).toMatchObject({ state: 'claimed', progress: 3 });
    expect((await p.client.call(getPointBalance, {})).pointBalance).toBe(50);
    expect((await failureOf(p.client, claimMissionReward, { missionId: m.id })).errorCode).toBe(
      'mission_already_claimed',
    );
    expect((await p.client.call(getPointBalance, {})).pointBalance).toBe(50);
    expect(await entriesWithKey(`mission:${m.id}:${p.member.id}:`)).toBe(1);
    expect((await p.client.call(getParticipableQuestList, {})).list.map((q) => q.id)).not.toContain(m.id);
  });

  it('pays a wager mission in cash exactly once when two claims race', async () => {
    const p = await player();
    const m = await mission({ goal: 'wager', targetAmount: 10, rewardKind: 'cash', rewardAmount: 5 });
    await play(p.playerId, 'm-table', 6, 0);
    await play(p.playerId, 'm-slot', 4, 0);
    await foldAllMemberStats(t.db);
    expect((await missionIn(p.client, m.id)).found).toMatchObject({ progress: 10, target: 10, state: 'claimable' });
    const before = await walletOf(p.member);
    const outcomes = await Promise.allSettled([
      p.client.call(claimMissionReward, { missionId: m.id }),
      p.client.call(claimMissionReward, { missionId: m.id }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await walletOf(p.member)).toBe(before + 5_00n);
    expect(await entriesWithKey(`mission:${m.id}:${p.member.id}:`)).toBe(1);
  });

  it('counts every claim once in the loyalty report, as the claims themselves add up (decision 0082)', async () => {
    const report = await operator.call(getLoyaltyReport, { days: 92 });
    const claims = (
      (await t.db.execute(sql`
        select c.mission_id, count(*)::int as claims, sum(c.reward_amount)::int as total, min(c.reward_kind) as kind
        from platform.mission_claims c join platform.missions m on m.id = c.mission_id
        where c.merchant_id = (select merchant_id from platform.missions where id = ${report.missions[0]?.missionId ?? 0})
        group by c.mission_id order by c.mission_id`)) as unknown as {
        rows: { mission_id: number; claims: number; total: number; kind: 'points' | 'cash' | 'bonus' }[];
      }
    ).rows;
    expect(claims.length).toBeGreaterThan(0);
    expect(
      report.missions
        .map((m) => [m.missionId, m.claims, m.rewardKind, m.rewardTotal])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      claims.map((c) => [Number(c.mission_id), c.claims, c.kind, c.kind === 'points' ? c.total : c.total / 100]),
    );
  });

  it('counts credited deposits, a login streak from the daily heartbeat and invited friends', async () => {
    const p = await player(); // funded with a 500.00 deposit
    const deposit = await mission({ goal: 'deposit', targetAmount: 500, rewardKind: 'bonus', rewardAmount: 3 });
    const streak = await mission({ goal: 'login_streak', period: 'once', targetCount: 3 });
    const referral = await mission({ goal: 'referral', period: 'weekly', targetCount: 1 });
    await foldAllMemberStats(t.db);
    expect((await missionIn(p.client, deposit.id)).found).toMatchObject({ progress: 500, state: 'claimable' });
    await p.client.call(claimMissionReward, { missionId: deposit.id });
    const bonuses = await t.db.execute(
      sql`select amount_minor::text as amount from platform.member_bonuses where member_id = ${p.member.id} and source = 'mission'`,
    );
    expect((bonuses as unknown as { rows: { amount: string }[] }).rows).toEqual([{ amount: '300' }]);

    const first = await p.client.call(recordCustomerHeartbeatDaily, {});
    expect(first.streak).toBe(1);
    expect((await p.client.call(recordCustomerHeartbeatDaily, {})).streak).toBe(1);
    await t.db.execute(sql`
      insert into platform.member_visit_days (member_id, day, merchant_id)
      values (${p.member.id}, ${first.day}::date - 1, ${f.merchant.id}), (${p.member.id}, ${first.day}::date - 2, ${f.merchant.id})`);
    expect((await p.client.call(recordCustomerHeartbeatDaily, {})).streak).toBe(3);
    expect((await missionIn(p.client, streak.id)).found).toMatchObject({ progress: 3, state: 'claimable' });

    expect((await missionIn(p.client, referral.id)).found).toMatchObject({ progress: 0, state: 'in_progress' });
    const friend = await createMember(t.db, { merchantId: f.merchant.id, username: `msnfriend${serial}` });
    await t.db.execute(sql`update platform.members set referred_by = ${p.member.id} where id = ${friend.id}`);
    expect((await missionIn(p.client, referral.id)).found).toMatchObject({ progress: 1, state: 'claimable' });

    const settings = await p.client.call(getAchievementSettingList, {});
    expect(settings.list.find((s) => s.id === deposit.id)).toMatchObject({ goal: 'deposit', target: 500, reward: 3 });
  });

  it('refuses bad claims and bad builder input with clear errors, moving nothing', async () => {
    const p = await player();
    expect((await failureOf(p.client, claimMissionReward, { missionId: 999_999 })).errorCode).toBe('mission_not_found');
    const malformed = await fetch(`${baseUrl}/wps/relay/MCSFE_claimMissionReward`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'msn', Authorization: p.token },
      body: JSON.stringify({ missionId: -1, extra: 1 }),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    const noTarget = await failureOf(operator, saveMission, {
      titles: { EN: 'No target' },
      period: 'daily',
      goal: 'wager',
      gameType: '',
      rewardKind: 'cash',
      rewardAmount: 1,
      ...schedule(),
      endsAt: new Date(Date.now() - 10 * 24 * hour).toISOString(),
    } as MissionInput);
    expect(noTarget.errorCode).toBe('request_param_err');
    expect(noTarget.fields?.map((x) => x.field).sort()).toEqual(['endsAt', 'targetAmount']);
    const fraction = await failureOf(operator, saveMission, {
      titles: { EN: 'Fraction' },
      period: 'daily',
      goal: 'wager',
      targetAmount: 1.005,
      rewardKind: 'points',
      rewardPoints: 1.5,
      ...schedule(),
    } as MissionInput);
    expect(fraction.errorCode).toBe('request_param_err');

    const other = await failureOf(await foreignOperatorClient(t, baseUrl, 'msnrival'), saveMission, {
      id: (await mission({})).id,
      titles: { EN: 'Taken' },
      period: 'daily',
      goal: 'rounds',
      targetCount: 1,
      rewardKind: 'points',
      rewardPoints: 1,
      ...schedule(),
    } as MissionInput);
    expect(other.errorCode).toBe('mission_not_found');
    expect((await operator.call(listConsoleMissions, {})).every((m) => m.titles['EN'] !== 'Taken')).toBe(true);
  });
});

describe('leaderboards', () => {
  const settleAt = async (at: Date) => {
    await foldAllMemberStats(t.db);
    const audit = createAuditService(t.db);
    const service = createLeaderboardService(t.db, {
      ledger: createLedgerService(t.db),
      audit,
      merchants: createMerchantService(t.db, { audit, defaultMerchantCode: 'demo' }),
      now: () => at,
    });
    return service.settleDue();
  };

  it('ranks by valid bet with masked names and the member’s own place, and pays each prize once', async () => {
    const a = await player();
    const b = await player();
    const board = await operator.call(saveLeaderboard, {
      titles: { EN: 'Daily race', ES: 'Carrera diaria' },
      metric: 'valid_bet',
      period: 'daily',
      minBet: 1,
      prizeKind: 'cash',
      cashPrizes: [10, 5],
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 5 * 24 * hour).toISOString(),
      active: true,
    });
    const multiple = await operator.call(saveLeaderboard, {
      titles: { EN: 'Lucky' },
      metric: 'win_multiple',
      period: 'weekly',
      minBet: 5,
      prizeKind: 'points',
      pointPrizes: [100],
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 5 * 24 * hour).toISOString(),
      active: true,
    });
    await play(a.playerId, 'm-slot', 40, 0);
    await play(b.playerId, 'm-slot', 20, 60);
    await foldAllMemberStats(t.db);

    expect((await b.client.call(getRankBoardList, {})).list.map((x) => x.id)).toEqual(
      expect.arrayContaining([board.id, multiple.id]),
    );
    const standing = await b.client.call(getMissionLeaderboard, { boardId: board.id });
    const ours = standing.entries.filter((e) => e.score === 40 || e.score === 20);
    expect(ours[0]).toMatchObject({ rank: 1, name: `ms***${a.member.username.at(-1)}`, score: 40, prize: 10 });
    expect(standing.me.rank).toBe(ours[1]!.rank);
    expect(standing.entries.every((e) => e.name.includes('***'))).toBe(true);
    const lucky = await b.client.call(getMissionLeaderboard, { boardId: multiple.id });
    expect(lucky.me.score).toBe(3);
    expect((await failureOf(b.client, getMissionLeaderboard, { boardId: 999_999 })).errorCode).toBe(
      'leaderboard_not_found',
    );

    const tomorrow = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T02:00:00Z`) + 24 * hour);
    const walletA = await walletOf(a.member);
    const [first, second] = await Promise.all([settleAt(tomorrow), settleAt(tomorrow)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await settleAt(tomorrow)).toBe(0);
    const results = await operator.call(listLeaderboardResults, { leaderboardId: board.id });
    expect(results).toHaveLength(1);
    expect(results[0]!.winners.slice(0, 2).map((w) => w.prize)).toEqual([10, 5]);
    const prizeA = results[0]!.winners.find((w) => w.username === a.member.username)?.prize ?? 0;
    expect(await walletOf(a.member)).toBe(walletA + BigInt(prizeA * 100));
    expect(await entriesWithKey(`leaderboard:${board.id}:`)).toBe(results[0]!.winners.length);
  });
});
