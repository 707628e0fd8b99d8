import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { seamlessProviders, type SeamlessProviderRow } from '../../db/schema/index.ts';

export function listProviderRows(db: Db, merchantId: number) {
  return db
    .select()
    .from(seamlessProviders)
    .where(eq(seamlessProviders.merchantId, merchantId))
    .orderBy(asc(seamlessProviders.code));
}

export async function findProviderRow(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(seamlessProviders)
    .where(and(eq(seamlessProviders.merchantId, merchantId), eq(seamlessProviders.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertProviderRow(db: Db, row: typeof seamlessProviders.$inferInsert) {
  const [inserted] = await db.insert(seamlessProviders).values(row).returning();
  if (!inserted) throw new Error('provider not inserted');
  return inserted;
}

export async function updateProviderRow(
  db: Db,
  merchantId: number,
  id: number,
  patch: Partial<Pick<SeamlessProviderRow, 'name' | 'baseUrl' | 'enabled' | 'categories' | 'secret'>>,
) {
  const [row] = await db
    .update(seamlessProviders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(seamlessProviders.merchantId, merchantId), eq(seamlessProviders.id, id)))
    .returning();
  return row;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface RoundReconciliationRow {
  provider_id: number;
  round_id: string;
  record_stake: string;
  record_win: string;
  ledger_stake: string;
  ledger_win: string;
}

/**
 * Each round opened in [from, to) beside what the ledger holds for it: the house postings of the entries its
 * provider transactions posted (bets and rollbacks net to the stake, wins leave the house).
 */
export async function roundsAgainstLedger(db: Db, merchantId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    with rounds as (
      select b.provider_id, b.round_id, b.stake_minor, b.win_minor
      from platform.bet_records b
      where b.merchant_id = ${merchantId} and b.opened_at >= ${from.toISOString()} and b.opened_at < ${to.toISOString()}
    ), ledger as (
      select t.provider_id, t.round_id,
        coalesce(sum(p.amount_minor) filter (where e.kind in ('bet', 'rollback')), 0) as stake,
        coalesce(-sum(p.amount_minor) filter (where e.kind = 'win'), 0) as win
      from platform.seamless_transactions t
      join rounds r on r.provider_id = t.provider_id and r.round_id = t.round_id
      join platform.seamless_providers sp on sp.id = t.provider_id
      join platform.journal_entries e
        on e.merchant_id = t.merchant_id and e.source = 'provider:' || sp.code and e.idempotency_key = t.transaction_id
      join platform.postings p on p.entry_id = e.id
      join platform.ledger_accounts a
        on a.id = p.account_id and a.kind = 'house' and split_part(a.owner_ref, '#', 1) = 'provider:' || sp.code
      group by t.provider_id, t.round_id
    )
    select r.provider_id, r.round_id, r.stake_minor as record_stake, r.win_minor as record_win,
      coalesce(l.stake, 0) as ledger_stake, coalesce(l.win, 0) as ledger_win
    from rounds r left join ledger l on l.provider_id = r.provider_id and l.round_id = r.round_id
    order by r.provider_id, r.round_id`);
  return rowsOf<RoundReconciliationRow>(result);
}
