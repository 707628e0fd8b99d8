import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import {
  contractWorld,
  foldAndMoveClock,
  fundedPlayer,
  playRound,
  signContract,
  tier,
} from '../../../test/contract-factories.ts';
import { createAgentTree, createMember, createOperator, fundWallet } from '../../../test/factories.ts';
import { moveInTree } from '../../../test/agent-tree-play.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';
import { memberWalletIdentity } from '../wallet/member-wallet.ts';

let database: PlatformDatabase;
let db: Db;

beforeAll(async () => {
  database = await openPlatformDatabase();
  db = database.db;
});
afterAll(() => database.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const tomorrow = () => new Date(Date.now() + 86_400_000);

async function commissionEntries(merchantId: number) {
  return rowsOf<{ idempotency_key: string; n: string }>(
    await db.execute(sql`select idempotency_key, count(*)::text as n from platform.journal_entries
      where merchant_id = ${merchantId} and source = 'agent-contracts' group by idempotency_key`),
  );
}

describe('daily salary settlement (differential model)', () => {
  it('pays each agent its own share of the chain, once, and the chain adds up to the top rate', async () => {
    const world = await contractWorld(db);
    const { merchant } = world;
    const tree = await createAgentTree(db, { merchantId: merchant.id, agents: ['top1', 'mid1', 'low1'], player: 'p1' });
    const [top, mid, low] = tree.agents as [(typeof tree.agents)[0], (typeof tree.agents)[0], (typeof tree.agents)[0]];
    await fundWallet(db, { merchant, member: tree.player, amountMinor: 1_000_000n });
    await signContract(world, null, top, 'daily', [tier(100), tier(200, 50_000n)]);
    await signContract(world, top, mid, 'daily', [tier(150)]);
    await signContract(world, mid, low, 'daily', [tier(50), tier(100, 10_000n, 1)]);
    await playRound(db, merchant, tree.player, 30_000n, 10_000n);
    await fundedPlayer(world, 'p2', mid, [[25_000n, 0n]]);
    await foldAndMoveClock(world, tomorrow());

    const run = await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() });
    const by = new Map(run.bills.map((b) => [b.agentId, b]));
    // top: team valid bet 55 000, tier 2 (2 %) = 1 100; mid: 1.5 % of 55 000 = 825; low: tier 2 (1 %) of 30 000 = 300.
    expect(by.get(top.id)).toMatchObject({ rateBp: 200, grossMinor: 1_100n, downlineMinor: 825n, ownMinor: 275n });
    expect(by.get(mid.id)).toMatchObject({ rateBp: 150, grossMinor: 825n, downlineMinor: 300n, ownMinor: 525n });
    expect(by.get(low.id)).toMatchObject({ rateBp: 100, tier: 1, grossMinor: 300n, ownMinor: 300n, activeMembers: 1 });
    expect(run.bills.every((b) => b.state === 'paid')).toBe(true);
    const balance = (m: typeof top) => world.ledger.balanceOf(memberWalletIdentity(merchant, m));
    expect([await balance(top), await balance(mid), await balance(low)]).toEqual([275n, 525n, 300n]);

    // Again, and twice at once: nothing more is paid (the fold first reads the payments: the test's clock runs
    // ahead of the postings' times, which are still inside the period).
    await foldAllMemberStats(db);
    await Promise.all([
      world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() }),
      world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() }),
    ]);
    expect([await balance(top), await balance(mid), await balance(low)]).toEqual([275n, 525n, 300n]);
    const entries = await commissionEntries(merchant.id);
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.n === '1')).toBe(true);
  });

  it('refuses a period that has not ended, and changes nothing', async () => {
    const world = await contractWorld(db);
    await expect(
      world.settlement.settle(world.merchant.id, { kind: 'daily', period: 'day', at: new Date() }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('puts a late round of a settled period into the next bill as an adjustment', async () => {
    const world = await contractWorld(db);
    const { merchant } = world;
    const tree = await createAgentTree(db, { merchantId: merchant.id, agents: ['top2'], player: 'p3' });
    const top = tree.agents[0]!;
    await fundWallet(db, { merchant, member: tree.player, amountMinor: 1_000_000n });
    await signContract(world, null, top, 'daily', [tier(1_000)]);
    await playRound(db, merchant, tree.player, 10_000n, 0n);
    await foldAndMoveClock(world, tomorrow());
    const first = await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() });
    expect(first.bills[0]).toMatchObject({ grossMinor: 1_000n, amountMinor: 1_000n });
    // A round of the same day reaches the aggregates after its bill was made.
    await playRound(db, merchant, tree.player, 5_000n, 0n);
    await foldAndMoveClock(world, new Date(Date.now() + 2 * 86_400_000));
    const next = await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: tomorrow() });
    expect(next.bills[0]).toMatchObject({ grossMinor: 0n, adjustmentMinor: 500n, amountMinor: 500n, state: 'paid' });
  });
});

describe('hourly salary (decision 0053: the path at the time of the money)', () => {
  it("counts a member's bets of the hour under the agent it was under when it bet, once when it moved back", async () => {
    const world = await contractWorld(db);
    const { merchant } = world;
    const tree = await createAgentTree(db, { merchantId: merchant.id, agents: ['top5', 'left5'], player: 'p5' });
    const [top, left] = tree.agents as [(typeof tree.agents)[0], (typeof tree.agents)[0]];
    const right = await createMember(db, { merchantId: merchant.id, username: 'right5', type: 2, upline: top });
    await fundWallet(db, { merchant, member: tree.player, amountMinor: 1_000_000n });
    await createOperator(db, { merchantId: merchant.id, username: `mover${merchant.id}`, role: 'admin' });
    await signContract(world, null, top, 'hourly', [tier(500)]);
    await signContract(world, top, left, 'hourly', [tier(100), tier(300, 0n, 1)], { activeThresholdMinor: 8_000n });
    await signContract(world, top, right, 'hourly', [tier(200)]);
    // 6 000 under left, then 10 000 under right, then 4 000 under left again (its two paths there count as one).
    await playRound(db, merchant, tree.player, 6_000n, 1_000n);
    await moveInTree(db, tree.player, right);
    await playRound(db, merchant, tree.player, 10_000n, 0n);
    await moveInTree(db, tree.player, left);
    await playRound(db, merchant, tree.player, 4_000n, 0n);
    await foldAndMoveClock(world, new Date(Date.now() + 2 * 3_600_000));

    const run = await world.settlement.settle(merchant.id, { kind: 'hourly', period: 'hour', at: new Date() });
    const by = new Map(run.bills.map((b) => [b.agentId, b]));
    expect(by.get(left.id)).toMatchObject({ validBetMinor: 10_000n, netLossMinor: 9_000n, activeMembers: 1 });
    expect(by.get(left.id)).toMatchObject({ rateBp: 300, grossMinor: 300n, ownMinor: 300n });
    expect(by.get(right.id)).toMatchObject({ validBetMinor: 10_000n, activeMembers: 1, grossMinor: 200n });
    expect(by.get(top.id)).toMatchObject({ validBetMinor: 20_000n, grossMinor: 1_000n, ownMinor: 500n });
  });
});

describe('bills above the approval thresholds', () => {
  it('wait for one operator, or two different ones above the second threshold, then are paid once', async () => {
    const world = await contractWorld(db, {
      settings: { approvalThresholdMinor: 100n, secondApprovalThresholdMinor: 500n },
    });
    const { merchant } = world;
    const tree = await createAgentTree(db, { merchantId: merchant.id, agents: ['top3', 'mid3'], player: 'p4' });
    const [top, mid] = tree.agents as [(typeof tree.agents)[0], (typeof tree.agents)[0]];
    await fundWallet(db, { merchant, member: tree.player, amountMinor: 1_000_000n });
    await signContract(world, null, top, 'daily', [tier(1_000)]);
    await signContract(world, top, mid, 'daily', [tier(300)]);
    await playRound(db, merchant, tree.player, 30_000n, 0n);
    await foldAndMoveClock(world, tomorrow());
    const run = await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() });
    const by = new Map(run.bills.map((b) => [b.agentId, b]));
    // top: 10 % of 30 000 = 3 000, less mid's 3 % (900) = 2 100 (above 500: two operators); mid: 900.
    expect([by.get(top.id)?.amountMinor, by.get(top.id)?.state]).toEqual([2_100n, 'pending_approval']);
    expect([by.get(mid.id)?.amountMinor, by.get(mid.id)?.state]).toEqual([900n, 'pending_approval']);
    const [first, second] = await Promise.all(
      ['ops1', 'ops2'].map((username) =>
        createOperator(db, { merchantId: merchant.id, username: `${username}${merchant.id}`, role: 'admin' }),
      ),
    );
    const topBill = by.get(top.id)!;
    expect((await world.settlement.decide(merchant.id, topBill.id, 'approve', first!.id)).state).toBe(
      'pending_approval',
    );
    await expect(world.settlement.decide(merchant.id, topBill.id, 'approve', first!.id)).rejects.toMatchObject({
      code: 'same_operator_approval',
    });
    expect((await world.settlement.decide(merchant.id, topBill.id, 'approve', second!.id)).state).toBe('paid');
    expect((await world.settlement.decide(merchant.id, by.get(mid.id)!.id, 'reject', first!.id)).state).toBe(
      'rejected',
    );
    const balance = (m: typeof top) => world.ledger.balanceOf(memberWalletIdentity(merchant, m));
    expect([await balance(top), await balance(mid)]).toEqual([2_100n, 0n]);
    await expect(world.settlement.decide(merchant.id, topBill.id, 'approve', second!.id)).rejects.toMatchObject({
      code: 'conflict',
    });
  });
});
