import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { contractWorld, fundedPlayer, signContract, tier } from '../../../test/contract-factories.ts';
import { createMember } from '../../../test/factories.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

// PostgreSQL only: a second process needs a database it can reach (PGlite is one process's).
let database: PlatformDatabase;
let db: Db;

beforeAll(async () => {
  database = await openPlatformDatabase();
  db = database.db;
});
afterAll(() => database.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('a settlement killed with SIGKILL in the middle of its payments', () => {
  it('is completed exactly by the next run: every bill paid once, nothing twice', async () => {
    const world = await contractWorld(db);
    const { merchant } = world;
    const top = await createMember(db, { merchantId: merchant.id, username: 'crashtop', type: 1, upline: null });
    await signContract(world, null, top, 'daily', [tier(300)]);
    const agents = 150;
    for (let i = 0; i < agents; i++) {
      const agent = await createMember(db, { merchantId: merchant.id, username: `crash${i}`, type: 2, upline: top });
      await signContract(world, top, agent, 'daily', [tier(100 + (i % 100))]);
      await fundedPlayer(world, `crashp${i}`, agent, [[BigInt(1_000 + i * 10), 0n]], 100_000n);
    }
    await foldAllMemberStats(db);
    const now = new Date(Date.now() + 86_400_000);
    const url = (database.connection as Extract<PlatformDatabase['connection'], { kind: 'pg' }>).client.options
      .connectionString!;
    const script = fileURLToPath(new URL('../../../test/contract-settle-child.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        script,
        '--database',
        url,
        '--merchant',
        String(merchant.id),
        '--at',
        new Date().toISOString(),
        '--now',
        now.toISOString(),
      ],
      { cwd: process.cwd(), stdio: 'ignore' },
    );
    const paid = async () =>
      Number(
        rowsOf<{ n: string }>(
          await db.execute(sql`select count(*)::text as n from platform.contract_bills
            where merchant_id = ${merchant.id} and state = 'paid'`),
        )[0]!.n,
      );
    const deadline = Date.now() + 120_000;
    while ((await paid()) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const paidAtKill = await paid();
    expect(paidAtKill).toBeGreaterThan(0);
    expect(paidAtKill).toBeLessThan(agents + 1);

    // The fold reads the payments made so far (the test's clock is ahead of their times, inside the period).
    await foldAllMemberStats(db);
    world.clock.now = now;
    const run = await world.settlement.settle(merchant.id, { kind: 'daily', period: 'day', at: new Date() });
    expect(run.bills).toHaveLength(agents + 1);
    expect(run.bills.every((b) => b.state === 'paid')).toBe(true);
    const check = rowsOf<{ entries: string; keys: string; paid: string; owed: string }>(
      await db.execute(sql`select
          (select count(*) from platform.journal_entries where merchant_id = ${merchant.id} and source = 'agent-contracts')::text as entries,
          (select count(distinct idempotency_key) from platform.journal_entries where merchant_id = ${merchant.id} and source = 'agent-contracts')::text as keys,
          (select coalesce(sum(a.balance_minor), 0) from platform.ledger_accounts a where a.merchant_id = ${merchant.id} and a.kind = 'agent_wallet')::text as paid,
          (select coalesce(sum(own_minor), 0) from platform.contract_bills where merchant_id = ${merchant.id})::text as owed`),
    )[0]!;
    expect(check.entries).toBe(String(agents + 1));
    expect(check.keys).toBe(check.entries);
    expect(check.paid).toBe(check.owed);
    // 150 contracts, players and rounds, a child process and two settlements: a limit of its own, not a speed
    // check (its waits have their own deadlines; a loaded CI machine takes well over the default 30 s).
  }, 300_000);
});
