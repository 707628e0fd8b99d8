import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { EntryKind } from './entry-kinds.ts';

/**
 * The net amount each entry kind moved on one account after a given entry: the sum of the account's postings
 * of entries of that kind, plus the postings of `rollback` entries that reverse such an entry (so a rolled-back
 * bet or deposit counts zero). Exact: bigint sums in SQL.
 */
export async function accountTotalsByKind(
  db: Db,
  accountId: number,
  afterEntryId: number,
  kinds: readonly EntryKind[],
): Promise<Map<EntryKind, bigint>> {
  const kindList = `{${kinds.join(',')}}`;
  const result = await db.execute(sql`
    select coalesce(r.kind, e.kind) as kind, sum(p.amount_minor)::text as total
    from platform.postings p
    join platform.journal_entries e on e.id = p.entry_id
    left join platform.journal_entries r on e.kind = 'rollback' and r.id = e.reverses_entry_id
    where p.account_id = ${accountId}
      and e.id > ${afterEntryId}
      and (e.kind = any(${kindList}::text[]) or (e.kind = 'rollback' and r.kind = any(${kindList}::text[])
        and r.id > ${afterEntryId}))
    group by 1`);
  const totals = new Map<EntryKind, bigint>(kinds.map((k) => [k, 0n]));
  for (const row of (result as unknown as { rows: Array<{ kind: EntryKind; total: string }> }).rows) {
    totals.set(row.kind, BigInt(row.total));
  }
  return totals;
}
