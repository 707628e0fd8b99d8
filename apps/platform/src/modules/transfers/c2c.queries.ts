import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { c2cSettings } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface C2cLimits {
  minMinor: bigint;
  maxMinor: bigint;
  dailyMaxMinor: bigint;
}

/** The merchant's stored limits, or undefined when it never changed the defaults (`defaultC2cLimits`). */
export async function findC2cLimits(db: Db, merchantId: number): Promise<C2cLimits | undefined> {
  const rows = await db
    .select({
      minMinor: c2cSettings.minMinor,
      maxMinor: c2cSettings.maxMinor,
      dailyMaxMinor: c2cSettings.dailyMaxMinor,
    })
    .from(c2cSettings)
    .where(eq(c2cSettings.merchantId, merchantId));
  return rows[0];
}

export async function saveC2cLimits(db: Db, merchantId: number, limits: C2cLimits): Promise<void> {
  await db
    .insert(c2cSettings)
    .values({ merchantId, ...limits })
    .onConflictDoUpdate({ target: c2cSettings.merchantId, set: { ...limits, updatedAt: new Date() } });
}

/**
 * Serialises one sender's player-to-player transfers for the rest of the transaction, so the daily sum read after
 * a posting sees every earlier transfer of the sender.
 */
export async function lockC2cSender(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`c2c:${memberId}`}, 0))`);
}

/** What a wallet sent through entries of `source` since the start of today in `timeZone`, in minor units. */
export async function sentToday(
  db: Db,
  input: { merchantId: number; accountId: number; source: string; timeZone: string },
): Promise<bigint> {
  const rows = rowsOf<{ sent: string | null }>(
    await db.execute(sql`
    select sum(-p.amount_minor) as sent
    from platform.postings p
    join platform.journal_entries e on e.id = p.entry_id
    where p.account_id = ${input.accountId} and p.amount_minor < 0
      and e.merchant_id = ${input.merchantId} and e.source = ${input.source}
      and e.created_at >= (date_trunc('day', now() at time zone ${input.timeZone}) at time zone ${input.timeZone})`),
  );
  return BigInt(rows[0]?.sent ?? 0);
}
