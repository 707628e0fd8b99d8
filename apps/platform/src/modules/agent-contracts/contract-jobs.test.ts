import {
  listMyContractBills,
  login,
  offerAgentContract,
  offerHouseContract,
  processContractHourSalary,
  processRealTimeSalaryContract,
  updateContractTemplate,
  type ContractBill,
} from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember, fundWallet, testMemberPassword } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { playSeamlessRound, seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';

/** The platform's clock for this file (buildApp's test seam): moved past a window's or an hour's end. */
let clock = new Date();
let t: TestApp;
let f: SeamlessFixture;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ CONTRACT_SETTLEMENT_MS: '1000' }, { now: () => clock });
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function billsOf(client: ReturnType<typeof apiClient>, kind: 'realtime' | 'hourly') {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { list } = await client.call(listMyContractBills, { kind, pageNo: 1, pageSize: 20 });
    // A bill is written 'calculated' and paid by the same run a moment later: wait for the run to finish.
    if ((list.length > 0 && list.every((bill) => bill.state !== 'calculated')) || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the settlement job (SPEC §9: real-time salary every 5 minutes)', () => {
  it('settles the last closed 5-minute window and hour by itself, from the rounds and the hourly rows', async () => {
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    for (const kind of ['realtime', 'hourly'] as const)
      await operator.call(updateContractTemplate, { kind, enabled: true, maxRate: 5, tiers: [] });
    const top = await createMember(t.db, { merchantId: f.merchant.id, username: 'rttop', type: 1, upline: null });
    const agent = apiClient(baseUrl, {
      token: (await apiClient(baseUrl).call(login, { username: 'rttop', password: testMemberPassword })).token,
    });
    for (const [kind, period] of [
      ['realtime', 'window'],
      ['hourly', 'hour'],
    ] as const) {
      const { contract } = await operator.call(offerHouseContract, {
        agentId: top.id,
        kind,
        period,
        activeThreshold: 0,
        tiers: [{ rate: 2, minValidBet: 0, minNetLoss: null, minActiveMembers: 1 }],
      });
      if (kind === 'realtime') await agent.call(processRealTimeSalaryContract, { id: contract.id, status: 'A' });
      else await agent.call(processContractHourSalary, { contractId: contract.id, status: 'A' });
    }
    // Below rttop, rtmid holds 1 % real-time from it; beside the tree, rtout holds the house's.
    const mid = await createMember(t.db, { merchantId: f.merchant.id, username: 'rtmid', type: 2, upline: top });
    const out = await createMember(t.db, { merchantId: f.merchant.id, username: 'rtout', type: 1, upline: null });
    const signIn = async (username: string) =>
      apiClient(baseUrl, {
        token: (await apiClient(baseUrl).call(login, { username, password: testMemberPassword })).token,
      });
    const midAgent = await signIn('rtmid');
    const { contract: midContract } = await agent.call(offerAgentContract, {
      agentId: mid.id,
      kind: 'realtime',
      period: 'window',
      activeThreshold: 0,
      tiers: [{ rate: 1, minValidBet: 0, minNetLoss: null, minActiveMembers: 0 }],
    });
    await midAgent.call(processRealTimeSalaryContract, { id: midContract.id, status: 'A' });
    const { contract: outContract } = await operator.call(offerHouseContract, {
      agentId: out.id,
      kind: 'realtime',
      period: 'window',
      activeThreshold: 0,
      tiers: [{ rate: 2, minValidBet: 0, minNetLoss: null, minActiveMembers: 0 }],
    });
    await (await signIn('rtout')).call(processRealTimeSalaryContract, { id: outContract.id, status: 'A' });
    const play = async (username: string, upline: typeof top, stakes: number[]) => {
      const member = await createMember(t.db, { merchantId: f.merchant.id, username, upline });
      await fundWallet(t.db, { merchant: f.merchant, member, amountMinor: 100_000n });
      const playerId = await f.authenticate(member.id);
      for (const stake of stakes) await playSeamlessRound(f, playerId, 'slot-classic', 0, true, stake);
      return member;
    };
    const player = await play('rtplayer', top, [10, 25]);
    await play('rtmidplayer', mid, [50]);
    await play('rtoutplayer', out, [20]);
    // Past the window's end and its grace: the job settles the window the rounds were played in.
    const now = Date.now();
    clock = new Date(Math.floor(now / 300_000) * 300_000 + 300_000 + 11_000);

    const [window] = await billsOf(agent, 'realtime');
    const windowRounds = rowsOf<{ stakes: string }>(
      await t.db.execute(sql`select coalesce(sum(valid_bet_minor), 0)::text as stakes from platform.bet_records
        where member_id = ${player.id} and status = 'settled'
          and opened_at >= ${window!.periodStart}::timestamptz and opened_at < ${window!.periodEnd}::timestamptz`),
    )[0]!;
    // rttop's team is its own player and rtmid's (rtout's player is not in it); rtmid's is only its own player.
    const midStakes = rowsOf<{ stakes: string }>(
      await t.db.execute(sql`select coalesce(sum(b.valid_bet_minor), 0)::text as stakes from platform.bet_records b
        join platform.members m on m.id = b.member_id
        where m.username = 'rtmidplayer' and b.status = 'settled'
          and b.opened_at >= ${window!.periodStart}::timestamptz and b.opened_at < ${window!.periodEnd}::timestamptz`),
    )[0]!;
    const team = Number(windowRounds.stakes) + Number(midStakes.stakes);
    expect(window).toMatchObject<Partial<ContractBill>>({ state: 'paid', rate: 2, activeMembers: 2 });
    expect(Math.round(window!.validBet * 100)).toBe(team);
    const gross = Math.floor((team * 200) / 10_000);
    const midGross = Math.floor((Number(midStakes.stakes) * 100) / 10_000);
    expect(Math.round(window!.amount * 100)).toBe(gross - midGross);
    const [midWindow] = await billsOf(midAgent, 'realtime');
    expect(midWindow).toMatchObject<Partial<ContractBill>>({ state: 'paid', rate: 1, activeMembers: 1 });
    expect(Math.round(midWindow!.validBet * 100)).toBe(Number(midStakes.stakes));

    // Then past the hour's end.
    clock = new Date(Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000 + 11_000);
    const [hour] = await billsOf(agent, 'hourly');
    // rtmid holds no hourly contract: its player's 50 are rttop's alone; rtout's player is outside.
    expect(hour).toMatchObject<Partial<ContractBill>>({ state: 'paid', validBet: 85, rate: 2, amount: 1.7 });
    expect(new Date(hour!.periodEnd).getTime()).toBe(clock.getTime() - 11_000);
  });
});
