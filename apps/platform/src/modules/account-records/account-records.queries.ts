import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface MovementRow {
  entryId: number;
  createdAt: Date;
  kind: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  memo: string;
  reversesEntryId: number | null;
}

interface RawMovement {
  entry_id: string | number;
  created_at: string | Date;
  kind: string;
  amount_minor: string | number;
  balance_after_minor: string | number;
  memo: string;
  reverses_entry_id: string | number | null;
  total_count?: string | number;
}

const toMovement = (r: RawMovement): MovementRow => ({
  entryId: Number(r.entry_id),
  createdAt: new Date(r.created_at),
  kind: r.kind,
  amountMinor: BigInt(r.amount_minor),
  balanceAfterMinor: BigInt(r.balance_after_minor),
  memo: r.memo,
  reversesEntryId: r.reverses_entry_id === null ? null : Number(r.reverses_entry_id),
});

export interface MovementFilter {
  kind?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  entryId?: number;
}

/**
 * The postings of one account joined to their entries, with the running balance after each (the sum of the
 * account's postings up to it), newest first, filtered, one page of them and the count of all that match.
 */
export async function listMovements(
  db: Db,
  accountId: number,
  filter: MovementFilter,
  offset: number,
  limit: number,
): Promise<{ rows: MovementRow[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.kind) conditions.push(sql`m.kind = ${filter.kind}`);
  if (filter.from) conditions.push(sql`m.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`m.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.entryId !== undefined) conditions.push(sql`m.entry_id = ${filter.entryId}`);
  const result = await db.execute(sql`
    with m as (
      select p.id as posting_id, p.entry_id, e.created_at, e.kind, p.amount_minor, e.memo, e.reverses_entry_id,
             sum(p.amount_minor) over (order by p.id) as balance_after_minor
      from platform.postings p join platform.journal_entries e on e.id = p.entry_id
      where p.account_id = ${accountId}
    )
    select m.*, count(*) over () as total_count from m
    where ${sql.join(conditions, sql` and `)}
    order by m.posting_id desc
    offset ${offset} limit ${limit}`);
  const raw = rowsOf<RawMovement>(result);
  let total = Number(raw[0]?.total_count ?? 0);
  if (raw.length === 0 && offset > 0) total = await countMovements(db, accountId, conditions);
  return { rows: raw.map(toMovement), total };
}

async function countMovements(db: Db, accountId: number, conditions: SQL[]): Promise<number> {
  const result = await db.execute(sql`
    with m as (
      select p.entry_id, e.created_at, e.kind from platform.postings p
      join platform.journal_entries e on e.id = p.entry_id where p.account_id = ${accountId}
    )
    select count(*) as n from m where ${sql.join(conditions, sql` and `)}`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
}

/** Net amounts per entry kind and direction on one account since a time: `in` sums credits, `out` debits. */
export async function totalsByKind(
  db: Db,
  accountId: number,
  since: Date,
): Promise<Array<{ kind: string; inMinor: bigint; outMinor: bigint }>> {
  const result = await db.execute(sql`
    select e.kind,
           coalesce(sum(p.amount_minor) filter (where p.amount_minor > 0), 0) as in_minor,
           coalesce(-sum(p.amount_minor) filter (where p.amount_minor < 0), 0) as out_minor
    from platform.postings p join platform.journal_entries e on e.id = p.entry_id
    where p.account_id = ${accountId} and e.created_at >= ${since.toISOString()}::timestamptz
    group by e.kind`);
  return rowsOf<{ kind: string; in_minor: string | number; out_minor: string | number }>(result).map((r) => ({
    kind: r.kind,
    inMinor: BigInt(r.in_minor),
    outMinor: BigInt(r.out_minor),
  }));
}

/** The members owning the other wallet postings of an entry (a transfer's counterparty). */
export async function otherWalletOwners(db: Db, entryId: number, accountId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select m.username from platform.postings p
    join platform.ledger_accounts a on a.id = p.account_id
    join platform.members m on m.id = a.owner_member_id
    where p.entry_id = ${entryId} and p.account_id <> ${accountId}
      and a.kind in ('player_wallet', 'agent_wallet')
    order by p.id`);
  return rowsOf<{ username: string }>(result).map((r) => r.username);
}
