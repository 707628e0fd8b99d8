import {
  actOnAgentContract,
  listMyContractBills,
  login,
  offerHouseContract,
  updateContractTemplate,
  type ContractBill,
} from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember, fundWallet, testMemberPassword } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { playSeamlessRound, seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { loadConfig } from '../../config.ts';
import { moveContractTestClock } from './contract-test-clock.ts';

let t: TestApp;
let f: SeamlessFixture;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ CONTRACT_SETTLEMENT_MS: '1000', CONTRACT_TEST_CLOCK: 'true' });
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
});
afterAll(() => t.close());

const moveClock = (body: unknown) =>
  t.app.inject({ method: 'POST', url: moveContractTestClock.path, payload: body as object });

async function todaysBill(client: ReturnType<typeof apiClient>): Promise<ContractBill | undefined> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { list } = await client.call(listMyContractBills, { kind: 'daily', pageNo: 1, pageSize: 20 });
    const today = list.find((bill) => new Date(bill.periodEnd).getTime() > Date.now());
    if ((today && today.state !== 'calculated') || Date.now() > deadline) return today;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the contract test clock (decision 0073: CONTRACT_TEST_CLOCK, tests only)', () => {
  it("moved a day ahead, the job settles and pays today's daily salary once; moved back, it pays nothing again", async () => {
    const operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
    await operator.call(updateContractTemplate, { kind: 'daily', enabled: true, maxRate: 5, tiers: [] });
    const top = await createMember(t.db, { merchantId: f.merchant.id, username: 'clocktop', type: 1, upline: null });
    const agent = apiClient(baseUrl, {
      token: (await apiClient(baseUrl).call(login, { username: 'clocktop', password: testMemberPassword })).token,
    });
    const { contract } = await operator.call(offerHouseContract, {
      agentId: top.id,
      kind: 'daily',
      period: 'day',
      activeThreshold: 0,
      tiers: [{ rate: 2, minValidBet: 0, minNetLoss: null, minActiveMembers: 0 }],
    });
    await agent.call(actOnAgentContract, { contractId: contract.id, action: 'accept' });
    const player = await createMember(t.db, { merchantId: f.merchant.id, username: 'clockplayer', upline: top });
    await fundWallet(t.db, { merchant: f.merchant, member: player, amountMinor: 100_000n });
    const playerId = await f.authenticate(player.id);
    for (const stake of [40, 35]) await playSeamlessRound(f, playerId, 'slot-classic', 0, true, stake);
    // Today is open: no bill for it.
    expect((await agent.call(listMyContractBills, { kind: 'daily', pageNo: 1, pageSize: 20 })).list).toEqual([]);

    const ahead = await moveClock({ aheadMinutes: 24 * 60 });
    expect(ahead.statusCode).toBe(200);
    const moved = new Date((ahead.json() as { value: { now: string } }).value.now).getTime();
    expect(moved - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const bill = await todaysBill(agent);
    expect(bill).toMatchObject<Partial<ContractBill>>({ state: 'paid', validBet: 75, rate: 2, amount: 1.5 });

    const back = await moveClock({ aheadMinutes: 0 });
    expect(
      Math.abs(new Date((back.json() as { value: { now: string } }).value.now).getTime() - Date.now()),
    ).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { list } = await agent.call(listMyContractBills, { kind: 'daily', pageNo: 1, pageSize: 20 });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: bill!.id, state: 'paid', amount: 1.5 });
  });

  it('refuses a negative, fractional, too large or unknown move with an error in the envelope', async () => {
    for (const body of [{ aheadMinutes: -1 }, { aheadMinutes: 1.5 }, { aheadMinutes: 40 * 24 * 60 }, { days: 1 }, {}]) {
      const answer = await moveClock(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        errorCode: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  it('does not exist unless switched on, and is refused in production', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'POST',
        url: moveContractTestClock.path,
        payload: { aheadMinutes: 60 },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ CONTRACT_TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/CONTRACT_TEST_CLOCK/);
    expect(loadConfig({ CONTRACT_TEST_CLOCK: 'true', NODE_ENV: 'test' }).CONTRACT_TEST_CLOCK).toBe(true);
  });
});
