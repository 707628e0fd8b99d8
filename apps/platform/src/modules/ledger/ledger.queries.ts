import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts, postings } from '../../db/schema/index.ts';
import type { AccountIdentity } from './account-identity.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function identityFilter(identity: AccountIdentity) {
  return and(
    eq(ledgerAccounts.merchantId, identity.merchantId),
    eq(ledgerAccounts.currency, identity.currency),
    eq(ledgerAccounts.kind, identity.kind),
    sql`coalesce(${ledgerAccounts.ownerMemberId}, 0) = ${identity.ownerMemberId ?? 0}`,
    eq(ledgerAccounts.ownerRef, identity.ownerRef ?? ''),
  );
}

/** The account with this identity, if it was ever used. */
export async function findAccountByIdentity(db: Db, identity: AccountIdentity) {
  const rows = await db.select().from(ledgerAccounts).where(identityFilter(identity)).limit(1);
  return rows[0];
}

/** The account with this identity, created on first use (concurrent first uses agree on one row). */
export async function findOrCreateAccount(db: Db, identity: AccountIdentity) {
  const owner = identity.ownerMemberId ?? null;
  const ref = identity.ownerRef ?? '';
  await db.execute(sql`
    insert into platform.ledger_accounts (merchant_id, currency, kind, owner_member_id, owner_ref)
    values (${identity.merchantId}, ${identity.currency}, ${identity.kind}, ${owner}, ${ref})
    on conflict do nothing`);
  const account = await findAccountByIdentity(db, identity);
  if (!account) throw new Error('ledger account not created');
  return account;
}

export async function findAccount(db: Db, merchantId: number, accountId: number) {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.id, accountId)))
    .limit(1);
  return rows[0];
}

/** Calls platform.post_entry: the whole entry in one round trip. */
export async function postEntry(
  db: Db,
  entry: {
    merchantId: number;
    currency: string;
    kind: string;
    source: string;
    idempotencyKey: string;
    requestHash: string;
    memo: string;
    reversesEntryId: number | null;
    lines: Array<{ accountId: number; amountMinor: bigint }>;
  },
): Promise<{ entryId: number; replayed: boolean }> {
  // Integers only, so the array literals are safe to build as text.
  const ids = `{${entry.lines.map((l) => Math.trunc(l.accountId)).join(',')}}`;
  const amounts = `{${entry.lines.map((l) => l.amountMinor.toString()).join(',')}}`;
  const result = await db.execute(sql`
    select entry_id, replayed from platform.post_entry(
      ${entry.merchantId}, ${entry.currency}, ${entry.kind}, ${entry.source}, ${entry.idempotencyKey},
      ${entry.requestHash}, ${entry.memo}, ${entry.reversesEntryId}::bigint, ${ids}::bigint[], ${amounts}::bigint[])`);
  const row = rowsOf<{ entry_id: string | number; replayed: boolean }>(result)[0];
  if (!row) throw new Error('post_entry answered nothing');
  return { entryId: Number(row.entry_id), replayed: row.replayed };
}

export function listPostings(db: Db, accountId: number, limit: number) {
  return db.select().from(postings).where(eq(postings.accountId, accountId)).orderBy(desc(postings.id)).limit(limit);
}

const invariantsSql = readFileSync(new URL('./ledger-invariants.sql', import.meta.url), 'utf8');

/** Rows of violated ledger properties (P1–P5); none when the ledger is sound. */
export async function findInvariantViolations(db: Db): Promise<Array<{ property: string; detail: string }>> {
  return rowsOf<{ property: string; detail: string }>(await db.execute(sql.raw(invariantsSql)));
}
