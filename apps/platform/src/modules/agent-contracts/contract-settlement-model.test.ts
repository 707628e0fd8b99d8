import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { contractWorld, foldAndMoveClock, fundedPlayer, signContract, tier } from '../../../test/contract-factories.ts';
import { createMember } from '../../../test/factories.ts';
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

/** A random tree: agent i > 0 hangs under an earlier agent; each agent's tiers; players and their rounds. */
const worldArbitrary = fc.record({
  parents: fc.array(fc.nat(), { minLength: 0, maxLength: 4 }),
  tierSets: fc.array(
    fc.array(
      fc.record({
        rateBp: fc.integer({ min: 1, max: 300 }),
        minValidBet: fc.constantFrom(0, 1_000, 2_000, 3_000),
        minActive: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    { minLength: 5, maxLength: 5 },
  ),
  threshold: fc.constantFrom(1, 500, 1_000),
  players: fc.array(
    fc.record({
      agent: fc.nat(),
      rounds: fc.array(fc.record({ stake: fc.constantFrom(500, 1_000, 1_500), win: fc.constantFrom(0, 700, 2_000) }), {
        maxLength: 3,
      }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

type Plan = typeof worldArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** Tiers made valid the straightforward way: sorted and strictly increasing, every rate within the cap. */
function tiersOf(raw: Plan['tierSets'][number], cap: number) {
  const out: Array<{ rateBp: number; minValidBet: number; minActive: number }> = [];
  for (const t of [...raw].sort((a, b) => a.minValidBet - b.minValidBet || a.minActive - b.minActive)) {
    const last = out.at(-1);
    const rateBp = Math.min(t.rateBp, cap);
    if (last && t.minValidBet === last.minValidBet && t.minActive === last.minActive) continue;
    if (last && (t.minActive < last.minActive || rateBp <= last.rateBp)) continue;
    out.push({ ...t, rateBp });
  }
  return out;
}

describe('settlement against an independent computation (seeded model)', () => {
  it('pays every agent exactly its differential share, once, within the top rate', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (plan) => {
        const world = await contractWorld(db, { maxRateBp: 300 });
        const { merchant } = world;
        const tag = Math.random().toString(36).slice(2, 8);
        // Agents: 0 is the top; agent i under parents[i-1] mod i.
        const agents: MemberRow[] = [];
        const parentOf: Array<number | null> = [null];
        agents.push(await createMember(db, { merchantId: merchant.id, username: `a0${tag}`, type: 1, upline: null }));
        for (const [i, p] of plan.parents.entries()) {
          const parent = p % agents.length;
          parentOf.push(parent);
          agents.push(
            await createMember(db, {
              merchantId: merchant.id,
              username: `a${i + 1}${tag}`,
              type: 2,
              upline: agents[parent]!,
            }),
          );
        }
        const tiers = agents.map((_, i) => tiersOf(plan.tierSets[i]!, 300));
        // Caps: a downline's every rate within its upline's highest.
        for (let i = 1; i < agents.length; i++) {
          const cap = Math.max(...tiers[parentOf[i]!]!.map((t) => t.rateBp));
          tiers[i] = tiersOf(plan.tierSets[i]!, cap);
        }
        for (let i = 0; i < agents.length; i++)
          await signContract(
            world,
            i === 0 ? null : agents[parentOf[i]!]!,
            agents[i]!,
            'daily',
            tiers[i]!.map((t) => tier(t.rateBp, BigInt(t.minValidBet), t.minActive)),
            { activeThresholdMinor: BigInt(plan.threshold) },
          );
        const players: Array<{ member: MemberRow; agent: number; bets: number }> = [];
        for (const [n, p] of plan.players.entries()) {
          const agent = p.agent % agents.length;
          const member = await fundedPlayer(
            world,
            `p${n}${tag}`,
            agents[agent]!,
            p.rounds.map((r) => [BigInt(r.stake), BigInt(r.win)] as const),
          );
          const bets = p.rounds.reduce((s, r) => s + r.stake, 0);
          players.push({ member, agent, bets });
        }
        await foldAndMoveClock(world, new Date(Date.now() + 86_400_000));
        await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() });
        await foldAllMemberStats(db);
        await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() });

        // The independent computation: teams by walking the parent links, tiers by a plain loop.
        const under = (agent: number, of: number): boolean =>
          of === agent || (parentOf[of] !== null && under(agent, parentOf[of]!));
        const applied: number[] = [];
        const gross: bigint[] = [];
        for (let i = 0; i < agents.length; i++) {
          const team = players.filter((p) => under(i, p.agent));
          const validBet = team.reduce((s, p) => s + p.bets, 0);
          const active = team.filter((p) => p.bets >= plan.threshold).length;
          let rate = 0;
          for (const t of tiers[i]!) if (validBet >= t.minValidBet && active >= t.minActive) rate = t.rateBp;
          applied[i] = i === 0 ? rate : Math.min(rate, applied[parentOf[i]!]!);
          gross[i] = (BigInt(validBet) * BigInt(applied[i]!)) / 10_000n;
        }
        const expected = agents.map(
          (_, i) => gross[i]! - agents.reduce((s, __, j) => (parentOf[j] === i ? s + gross[j]! : s), 0n),
        );
        const balances = await Promise.all(
          agents.map((a) => world.ledger.balanceOf(memberWalletIdentity(merchant, a))),
        );
        expect(balances).toEqual(expected);
        const total = balances.reduce((s, b) => s + b, 0n);
        expect(total).toBe(gross[0]);
        const allBets = players.reduce((s, p) => s + p.bets, 0);
        expect(total * 10_000n <= BigInt(allBets) * BigInt(applied[0]!)).toBe(true);
        const entries = rowsOf<{ n: string; keys: string }>(
          await db.execute(sql`select count(*)::text as n, count(distinct idempotency_key)::text as keys
            from platform.journal_entries where merchant_id = ${merchant.id} and source = 'agent-contracts'`),
        );
        expect(entries[0]!.n).toBe(entries[0]!.keys);
        expect(Number(entries[0]!.n)).toBe(expected.filter((e) => e > 0n).length);
      }),
      { numRuns: 12, seed: 150_046 },
    );
  });
});
