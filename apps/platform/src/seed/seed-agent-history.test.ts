import { openTestDatabase } from '@ficha/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migratePlatform, type Db } from '../db/database.ts';
import { foldAllMemberStats } from '../modules/agent-reports/member-stats-fold.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { seedDemo } from './seed-demo.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  await migratePlatform(database.connection);
  expect(await seedDemo(database.connection, { history: true })).toBe(true);
  expect(await seedDemo(database.connection, { history: true })).toBe(false);
  db = createDb(database.connection);
  await foldAllMemberStats(db);
});
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
    expect(days?.players).toBe(6);
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
          (select sum(a.balance_minor) from platform.ledger_accounts a join team t on t.id = a.owner_member_id)::text as balance,
          (select sum(s.deposits_minor + s.wins_minor - s.bets_minor - s.withdrawals_minor + s.transfers_in_minor
            - s.transfers_out_minor + s.adjustments_minor + s.bonuses_minor)
            from platform.member_hour_stats s join team t on t.id = s.member_id)::text as net`),
    );
    expect(check?.folded_bets).toBe(check?.stakes);
    expect(check?.folded_wins).toBe(check?.wins);
    expect(check?.net).toBe(check?.balance);
  });
});
