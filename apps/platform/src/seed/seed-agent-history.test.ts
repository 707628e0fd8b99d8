import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformDatabase } from '../../test/platform-database.ts';
import type { Db } from '../db/database.ts';
import { foldAllMemberStats } from '../modules/agent-reports/member-stats-fold.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { seedDemo } from './seed-demo.ts';

let db: Db;
let drop: () => Promise<void>;

// Weeks of real rounds through the ledger: minutes on a loaded machine running three suites at once (a safety
// limit for the hook, not a measure of speed; speed belongs in bench/).
beforeAll(async () => {
  const database = await openPlatformDatabase();
  drop = database.close;
  expect(await seedDemo(database.connection, { history: true })).toBe(true);
  expect(await seedDemo(database.connection, { history: true })).toBe(false);
  db = database.db;
  await foldAllMemberStats(db);
  // The fold pays VIP level-up rewards (decision 0055): the next one reads them.
  await foldAllMemberStats(db);
}, 600_000);
afterAll(() => drop());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('the demo agent history', () => {
  it('spreads real rounds and deposits of the agent tree over weeks, with the ledger balanced', async () => {
    const [days] = rowsOf<{ days: number; rounds: number; players: number }>(
      await db.execute(sql`
        select count(distinct date_trunc('day', b.opened_at, 'UTC'))::int as days, count(*)::int as rounds,
          count(distinct b.member_id)::int as players
        from platform.bet_records b join platform.members m on m.id = b.member_id
        where m.ancestor_path like (select ancestor_path || '%' from platform.members where username = 'agente1')`),
    );
    expect(days?.days).toBeGreaterThanOrEqual(14);
    // The six history players, and jugador1's three even rounds that earn the demo raffle's tickets (0076).
    expect(days?.players).toBe(7);
    expect(await createLedgerService(db).invariantViolations()).toEqual([]);
  });

  it('folds into aggregates that match the bet records and the wallets', async () => {
    const [check] = rowsOf<{
      stakes: string;
      folded_bets: string;
      wins: string;
      folded_wins: string;
      balance: string;
      net: string;
    }>(
      await db.execute(sql`
        with team as (select m.id from platform.members m
          where m.ancestor_path like (select ancestor_path || '%' from platform.members where username = 'agente1'))
        select
          (select sum(b.stake_minor) from platform.bet_records b join team t on t.id = b.member_id)::text as stakes,
          (select sum(s.bets_minor) from platform.member_hour_stats s join team t on t.id = s.member_id)::text as folded_bets,
          (select sum(b.win_minor) from platform.bet_records b join team t on t.id = b.member_id)::text as wins,
          (select sum(s.wins_minor) from platform.member_hour_stats s join team t on t.id = s.member_id)::text as folded_wins,
          ((select sum(a.balance_minor) from platform.ledger_accounts a join team t on t.id = a.owner_member_id
            where a.kind in ('player_wallet', 'agent_wallet', 'bonus_wallet'))
            - (select coalesce(sum(p.amount_minor), 0) from platform.postings p
              join platform.ledger_accounts a on a.id = p.account_id join team t on t.id = a.owner_member_id
              join platform.journal_entries e on e.id = p.entry_id and e.source = 'agent-contracts'))::text as balance,
          (select sum(s.deposits_minor + s.wins_minor - s.bets_minor - s.withdrawals_minor + s.transfers_in_minor
            - s.transfers_out_minor + s.adjustments_minor + s.bonuses_minor)
            from platform.member_hour_stats s join team t on t.id = s.member_id)::text as net`),
    );
    expect(check?.folded_bets).toBe(check?.stakes);
    expect(check?.folded_wins).toBe(check?.wins);
    // The wallets less the contract payments (which the member figures leave out).
    expect(check?.net).toBe(check?.balance);
  });

  it('has the contracts of the tree with every closed day and week of the history billed, each bill paid once', async () => {
    const contracts = rowsOf<{ kind: string; agent: string; upline: string | null; status: string }>(
      await db.execute(sql`select c.kind, a.username as agent, u.username as upline, c.status
        from platform.agent_contracts c join platform.members a on a.id = c.agent_id
        left join platform.members u on u.id = c.upline_id order by c.kind, a.username`),
    );
    expect(contracts).toEqual([
      { kind: 'daily', agent: 'agente1', upline: null, status: 'V' },
      { kind: 'dividend', agent: 'agente1', upline: null, status: 'V' },
      { kind: 'dividend', agent: 'agente2', upline: 'agente1', status: 'V' },
      { kind: 'dividend', agent: 'agente3', upline: 'agente2', status: 'V' },
    ]);
    const [bills] = rowsOf<{ days: number; weeks: number; paid: string; paid_bills: number; entries: number }>(
      await db.execute(sql`select
          (select count(distinct period_start)::int from platform.contract_bills where kind = 'daily') as days,
          (select count(distinct period_start)::int from platform.contract_bills where kind = 'dividend') as weeks,
          (select coalesce(sum(amount_minor), 0)::text from platform.contract_bills where state = 'paid') as paid,
          (select count(*)::int from platform.contract_bills where state = 'paid' and amount_minor > 0) as paid_bills,
          (select count(*)::int from platform.journal_entries where source = 'agent-contracts') as entries`),
    );
    expect(bills).toMatchObject({ days: 28, weeks: 4 });
    expect(bills?.entries).toBe(bills?.paid_bills);
    expect(bills?.paid_bills).toBeGreaterThan(0);
    const [payments] = rowsOf<{ total: string }>(
      await db.execute(sql`select coalesce(sum(p.amount_minor), 0)::text as total from platform.postings p
        join platform.journal_entries e on e.id = p.entry_id and e.source = 'agent-contracts'
        join platform.ledger_accounts a on a.id = p.account_id and a.kind = 'agent_wallet'`),
    );
    expect(payments?.total).toBe(bills?.paid);
  });

  it('turns the history into points and VIP ranks through the fold, the ledger balanced', async () => {
    const rows = rowsOf<{ username: string; points: string | null; rank_level: number | null }>(
      await db.execute(sql`
        select m.username, a.balance_minor::text as points, p.rank_level
        from platform.members m
        left join platform.ledger_accounts a on a.owner_member_id = m.id and a.kind = 'member_points'
        left join platform.member_vip_progress p on p.member_id = m.id
        where m.ancestor_path like (select ancestor_path || '%' from platform.members where username = 'agente1')`),
    );
    expect(rows.filter((r) => BigInt(r.points ?? 0) > 0n).length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => (r.rank_level ?? 0) > 0).length).toBeGreaterThanOrEqual(1);
    const [mall] = rowsOf<{ rewards: number; ranks: number }>(
      await db.execute(sql`select (select count(*) from platform.points_rewards)::int as rewards,
        (select count(*) from platform.vip_ranks)::int as ranks`),
    );
    expect(mall).toEqual({ rewards: 6, ranks: 4 });
    expect(await createLedgerService(db).invariantViolations()).toEqual([]);
  });

  it('seeds operator messages: to everyone and to a VIP rank or above sent, one scheduled, some of them read', async () => {
    const sent = rowsOf<{
      subject: string;
      status: string;
      audience: { kind: string };
      recipients: number;
      read: number;
    }>(
      await db.execute(sql`
        select o.subject, o.status, o.audience, o.recipients,
          (select count(*) from platform.member_messages r
            where r.operator_message_id = o.id and r.read_at is not null)::int as read
        from platform.operator_messages o order by o.id`),
    );
    expect(sent.map((m) => [m.audience.kind, m.status])).toEqual([
      ['everyone', 'sent'],
      ['vipRank', 'sent'],
      ['everyone', 'scheduled'],
    ]);
    const [everyone, ranked, later] = sent;
    expect(everyone?.recipients).toBeGreaterThanOrEqual(8);
    // Everyone opened theirs but the demo player, whose welcome waits unread.
    expect(everyone?.read).toBe((everyone?.recipients ?? 0) - 1);
    expect(ranked?.recipients).toBeGreaterThanOrEqual(1);
    expect(ranked?.read).toBe(ranked?.recipients);
    expect(later?.recipients).toBe(0);
    const [player] = rowsOf<{ unread: number }>(
      await db.execute(sql`select count(*) filter (where r.read_at is null)::int as unread
        from platform.member_messages r join platform.members m on m.id = r.member_id
        where m.username = 'jugador1' and r.kind = 'operator_message'`),
    );
    expect(player?.unread).toBe(1);
  });

  it('gives jugador1 two invited friends on the way under referral rules that are on (decision 0081)', async () => {
    const friends = rowsOf<{ username: string; state: string; first_deposit: string | null; deposit_entry: number }>(
      await db.execute(sql`
        select f.username, r.state, r.first_deposit_minor::text as first_deposit,
          (select count(*)::int from platform.deposits d
            join platform.journal_entries e on e.id = d.entry_id where d.member_id = f.id) as deposit_entry
        from platform.referrals r join platform.members f on f.id = r.friend_id
        join platform.members p on p.id = r.referrer_id
        where p.username = 'jugador1' order by f.username`),
    );
    expect(friends).toEqual([
      { username: 'amigo1', state: 'pending', first_deposit: '5000', deposit_entry: 1 },
      { username: 'amigo2', state: 'pending', first_deposit: null, deposit_entry: 0 },
    ]);
    const [rules] = rowsOf<{ enabled: boolean; reward: string }>(
      await db.execute(sql`select enabled, reward_minor::text as reward from platform.referral_rules`),
    );
    expect(rules).toEqual({ enabled: true, reward: '1000' });
  });
});
