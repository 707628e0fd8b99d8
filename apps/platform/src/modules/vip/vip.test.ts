import { getPlayerRankProgress, listVipRanks, saveVipRanks, type EndpointInput } from '@ficha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { moneyFixtures, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { openSignedIn } from '../../../test/realtime-client.ts';
import { vipLevelRewards } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

let t: TestApp;
let f: MoneyFixtures;
let admin: ReturnType<typeof apiClient>;
let baseUrl: string;

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
const table = [
  rank('Bronce', { lifetimeBets: 10, levelUpReward: 1 }),
  rank('Plata', { lifetimeBets: 50, monthlyBets: 20, levelUpReward: 5 }),
  rank('Oro', { lifetimeBets: 500, monthlyBets: 100, lifetimeDeposits: 200, levelUpReward: 50 }),
];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await admin.call(saveVipRanks, { ranks: table });
});
afterAll(() => t.close());

describe('VIP ranks', () => {
  it('keeps the rank table by level and refuses a rank asking less than the one below', async () => {
    const ranks = await admin.call(listVipRanks, {});
    expect(ranks.map((r) => [r.level, r.name, r.lifetimeBets])).toEqual([
      [1, 'Bronce', 10],
      [2, 'Plata', 50],
      [3, 'Oro', 500],
    ]);
    const refused = await failureOf(admin, saveVipRanks, {
      ranks: [rank('A', { lifetimeBets: 50 }), rank('B', { lifetimeBets: 10 })],
    });
    expect(refused.errorCode).toBe('request_param_err');
    expect(await admin.call(listVipRanks, {})).toHaveLength(3);
  });

  it('ranks a member from the folded totals, pays each level-up reward once and answers the recorded shape', async () => {
    const player = await f.player();
    expect(await player.client.call(getPlayerRankProgress, {})).toMatchObject({
      playerRankName: '',
      level: 0,
      monthlyTurnover: { actual: 0, expected: 0 },
      nextRankName: 'Bronce',
    });
    await f.fundWagered(player.member, 60_00n);
    const socket = await openSignedIn(baseUrl, player.token);
    await foldAllMemberStats(t.db);
    // The member hears the rewards' balances and then the level-up notice.
    const heard = [await socket.next(), await socket.next(), await socket.next()];
    expect(heard.map((m) => m.type)).toEqual(['balance', 'balance', 'notice']);
    expect(heard[2]).toMatchObject({ type: 'notice', key: 'info_vip_level_up' });
    socket.socket.close();
    const progress = await player.client.call(getPlayerRankProgress, {});
    expect(progress).toMatchObject({
      playerRankName: 'Plata',
      level: 2,
      monthlyTurnover: { actual: 60, expected: 100 },
      totalTurnover: 60,
      totalExpected: 500,
      nextRankName: 'Oro',
    });
    expect(progress.heldUntil).not.toBeNull();
    // Bronce's 1.00 and Plata's 5.00, on top of the 60.00 the fixture left in the wallet.
    expect(await f.walletBalance(player.member)).toBe(66_00n);

    await f.bet(player.member, 1_00n);
    await foldAllMemberStats(t.db);
    expect(await f.walletBalance(player.member)).toBe(65_00n);
    const rewards = await t.db.select().from(vipLevelRewards).where(eq(vipLevelRewards.memberId, player.member.id));
    expect(rewards.map((r) => [r.level, r.amountMinor])).toEqual([
      [1, 1_00n],
      [2, 5_00n],
    ]);
    expect(await f.ledger.invariantViolations()).toEqual([]);
  });
});
