import { randomUUID } from 'node:crypto';
import { seamlessCredit, seamlessDebit } from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMember, fundWallet } from '../../../test/factories.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import { foldMemberStats } from './agent-reports.queries.ts';
import { foldAllMemberStats } from './member-stats-fold.ts';

let t: TestApp;
let f: SeamlessFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seamlessFixture(t.db, await listen(t));
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface MemberCheck {
  member_id: string;
  balance: string;
  folded_net: string;
  folded_bets: string;
  folded_wins: string;
  record_stakes: string;
  record_wins: string;
}

/**
 * Each member's aggregates against two sources the fold never reads: the wallet balance post_entry keeps (every
 * movement the aggregates hold must net to it) and the stakes and wins of the member's bet records.
 */
async function checks(memberIds: readonly number[]) {
  return rowsOf<MemberCheck>(
    await t.db.execute(sql`
      select m.id::text as member_id,
        coalesce((select sum(a.balance_minor) from platform.ledger_accounts a
          where a.owner_member_id = m.id and a.kind in ('player_wallet', 'agent_wallet')), 0)::text as balance,
        coalesce((select sum(s.deposits_minor + s.wins_minor - s.bets_minor - s.withdrawals_minor + s.transfers_in_minor
          - s.transfers_out_minor + s.adjustments_minor + s.bonuses_minor) from platform.member_hour_stats s
          where s.member_id = m.id), 0)::text as folded_net,
        coalesce((select sum(s.bets_minor) from platform.member_hour_stats s where s.member_id = m.id), 0)::text as folded_bets,
        coalesce((select sum(s.wins_minor) from platform.member_hour_stats s where s.member_id = m.id), 0)::text as folded_wins,
        coalesce((select sum(b.stake_minor) from platform.bet_records b where b.member_id = m.id), 0)::text as record_stakes,
        coalesce((select sum(b.win_minor) from platform.bet_records b where b.member_id = m.id), 0)::text as record_wins
      from platform.members m where m.id = any(${`{${memberIds.join(',')}}`}::bigint[])
      order by m.id`),
  );
}

function expectExact(rows: MemberCheck[], count: number) {
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    expect(row.folded_net, `member ${row.member_id}`).toBe(row.balance);
    expect(row.folded_bets, `member ${row.member_id}`).toBe(row.record_stakes);
    expect(row.folded_wins, `member ${row.member_id}`).toBe(row.record_wins);
  }
}

interface AgentCheck {
  agent_id: string;
  period: string;
  folded: string;
  expected: string;
}

/**
 * Each agent's aggregates (decisions 0039 and 0045) against what they must add up to, computed here from the
 * hourly rows, the bet records and the wallets of the agent's subtree (no member of these trees ever moved; the
 * merchant's zone is UTC, so its clock hours are the hourly rows'): per period kind, the level rows' valid bets,
 * payouts, deposits, rounds, members with money moved and active players (in the hour rows: member-hours), and
 * what the team holds.
 */
async function agentChecks(agentIds: readonly number[]) {
  return rowsOf<AgentCheck>(
    await t.db.execute(sql`
      with agent as (
        select a.id, a.ancestor_path from platform.members a where a.id = any(${`{${agentIds.join(',')}}`}::bigint[])
      ), team as (
        select agent.id as agent_id, m.id as member_id from agent
        join platform.members m on m.ancestor_path like agent.ancestor_path || '%' and m.id <> agent.id
      ), kinds as (select unnest(array['hour', 'day', 'week', 'month']) as period)
      select agent.id::text as agent_id, kinds.period,
        (select coalesce(sum(l.bets_minor), 0) || '/' || coalesce(sum(l.wins_minor), 0) || '/'
            || coalesce(sum(l.deposits_minor), 0) || '/' || coalesce(sum(l.rounds), 0) || '/'
            || coalesce(sum(l.members), 0) || '/' || coalesce(sum(l.active_players), 0)
          from platform.agent_level_stats l where l.agent_id = agent.id and l.period = kinds.period) as folded,
        (select coalesce(sum(s.bets_minor), 0) || '/' || coalesce(sum(s.wins_minor), 0) || '/'
            || coalesce(sum(s.deposits_minor), 0)
          from platform.member_hour_stats s join team on team.member_id = s.member_id and team.agent_id = agent.id)
          || '/' || (select count(*) from platform.bet_records b
            join team on team.member_id = b.member_id and team.agent_id = agent.id)
          || '/' || (select count(distinct (s.member_id, case when kinds.period = 'hour' then s.hour end)) || '/'
              || count(distinct (s.member_id, case when kinds.period = 'hour' then s.hour end))
                filter (where s.bets_minor > 0)
            from platform.member_hour_stats s
            join team on team.member_id = s.member_id and team.agent_id = agent.id) as expected
      from agent, kinds
      union all
      select agent.id::text, 'balance',
        (select balance_minor::text from platform.agent_team_counts c where c.agent_id = agent.id),
        (select coalesce(sum(w.balance_minor), 0)::text from platform.ledger_accounts w
          join team on team.member_id = w.owner_member_id and team.agent_id = agent.id
          where w.kind in ('player_wallet', 'agent_wallet'))
      from agent
      order by 1, 2`),
  );
}

function expectAgentsExact(rows: AgentCheck[], count: number) {
  expect(rows).toHaveLength(count * 5);
  for (const row of rows) expect(row.folded, `agent ${row.agent_id} ${row.period}`).toBe(row.expected);
}

describe('the fold of postings into member hours and agent periods', () => {
  it('is exact while many writers post at once and folds run among them', async () => {
    // Twelve players under two sub-agents of one top agent, so every round reaches two agents' aggregates.
    const merchantId = f.merchant.id;
    const suffix = Date.now();
    const top = await createMember(t.db, { merchantId, username: `foldtop${suffix}`, type: 1, upline: null });
    const subs = await Promise.all(
      [0, 1].map((n) => createMember(t.db, { merchantId, username: `foldsub${n}${suffix}`, type: 2, upline: top })),
    );
    const players = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const member = await createMember(t.db, {
          merchantId,
          username: `foldp${n}${suffix}`,
          type: 0,
          upline: subs[n % 2]!,
        });
        await fundWallet(t.db, { merchant: f.merchant, member, amountMinor: 1_000_00n });
        return { memberId: member.id, playerId: await f.authenticate(member.id) };
      }),
    );
    const agents = [top.id, ...subs.map((s) => s.id)];
    let writing = true;
    const folds = (async () => {
      let runs = 0;
      while (writing) {
        await foldMemberStats(t.db);
        runs += 1;
        // A macrotask between runs: PGlite can answer without one, which would starve the HTTP writers.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return runs;
    })();
    await Promise.all(
      players.map(async ({ playerId }, index) => {
        for (let n = 0; n < 6; n++) {
          const roundId = `fold-${randomUUID()}`;
          const stake = 1 + ((index + n) % 7);
          const debit = await f.client.call(seamlessDebit, {
            playerId,
            transactionId: `d-${randomUUID()}`,
            roundId,
            gameCode: 'slot-classic',
            amount: stake,
          });
          expect(debit.envelope.success).toBe(true);
          const credit = await f.client.call(seamlessCredit, {
            playerId,
            transactionId: `c-${randomUUID()}`,
            roundId,
            gameCode: 'slot-classic',
            amount: (index * n) % 3 === 0 ? stake * 2 : 0,
            roundEnded: true,
          });
          expect(credit.envelope.success).toBe(true);
        }
      }),
    );
    writing = false;
    expect(await folds).toBeGreaterThan(0);
    await foldAllMemberStats(t.db);
    expectExact(await checks(players.map((p) => p.memberId)), players.length);
    expectAgentsExact(await agentChecks(agents), agents.length);
    // Folding again changes nothing: every posting is taken in exactly once.
    const before = await checks(players.map((p) => p.memberId));
    const agentsBefore = await agentChecks(agents);
    await foldAllMemberStats(t.db);
    expect(await checks(players.map((p) => p.memberId))).toEqual(before);
    expect(await agentChecks(agents)).toEqual(agentsBefore);
  });

  it('waits for a transaction that took a smaller posting id and commits after a larger one', async () => {
    const ledger = createLedgerService(t.db);
    const slow = await createMember(t.db, { merchantId: f.merchant.id, username: `slow${Date.now()}`, password: null });
    const fast = await createMember(t.db, { merchantId: f.merchant.id, username: `fast${Date.now()}`, password: null });
    // Each from its own channel account, so the held transaction locks no row the other needs.
    const deposit = async (member: typeof slow, amountMinor: bigint, db: Parameters<typeof ledger.post>[1]) => {
      const wallet = await ledger.account(memberWalletIdentity(f.merchant, member), db);
      const channel = `channel:${member.username}`;
      const world = await ledger.account(merchantAccountIdentity(f.merchant, 'outside_world', channel), db);
      return ledger.post(
        {
          merchantId: f.merchant.id,
          currency: f.merchant.currency,
          kind: 'deposit',
          source: 'fold-test',
          idempotencyKey: randomUUID(),
          lines: [
            { accountId: wallet.id, amountMinor },
            { accountId: world.id, amountMinor: -amountMinor },
          ],
        },
        db,
      );
    };
    if (t.connection.kind === 'pglite') {
      // PGlite runs one transaction at a time: commits come in id order, so the plain fold is the whole story.
      await deposit(slow, 7_00n, t.db);
      await deposit(fast, 9_00n, t.db);
      await foldAllMemberStats(t.db);
      expectExact(await checks([slow.id, fast.id]), 2);
      return;
    }
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posted: () => void = () => undefined;
    const slowPosted = new Promise<void>((resolve) => (posted = resolve));
    const slowCommit = t.db.transaction(async (tx) => {
      await deposit(slow, 7_00n, tx);
      posted();
      await held;
    });
    await slowPosted;
    await deposit(fast, 9_00n, t.db);
    for (let run = 0; run < 3; run++) await foldMemberStats(t.db);
    const [slowBefore] = await checks([slow.id]);
    expect(slowBefore?.folded_net).toBe('0');
    // The range holding the uncommitted id is not folded yet, so the fast deposit waits with it.
    const [fastBefore] = await checks([fast.id]);
    expect(fastBefore?.folded_net).toBe('0');
    release();
    await slowCommit;
    await foldAllMemberStats(t.db);
    expectExact(await checks([slow.id, fast.id]), 2);
  });
});
