import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  betRecords,
  gamingLimits,
  ledgerAccounts,
  members,
  seamlessLaunchTokens,
  seamlessPlayers,
  seamlessProviders,
  seamlessTransactions,
  type BetRecordRow,
  type SeamlessTransactionRow,
} from '../../db/schema/index.ts';

export async function findProviderByCode(db: Db, code: string) {
  const rows = await db.select().from(seamlessProviders).where(eq(seamlessProviders.code, code)).limit(1);
  return rows[0];
}

export async function findProviderOfMerchant(db: Db, merchantId: number, code: string) {
  const rows = await db
    .select()
    .from(seamlessProviders)
    .where(and(eq(seamlessProviders.merchantId, merchantId), eq(seamlessProviders.code, code)))
    .limit(1);
  return rows[0];
}

/** The member's player id towards a provider, created on first use (concurrent first uses agree on one). */
export async function findOrCreatePlayerId(db: Db, providerId: number, memberId: number, fresh: string) {
  await db.insert(seamlessPlayers).values({ providerId, memberId, playerId: fresh }).onConflictDoNothing();
  const rows = await db
    .select({ playerId: seamlessPlayers.playerId })
    .from(seamlessPlayers)
    .where(and(eq(seamlessPlayers.providerId, providerId), eq(seamlessPlayers.memberId, memberId)));
  const row = rows[0];
  if (!row) throw new Error('seamless player id not created');
  return row.playerId;
}

/** The member a provider's player id stands for, only within that provider's merchant. */
export async function findPlayer(db: Db, provider: { id: number; merchantId: number }, playerId: string) {
  const rows = await db
    .select({ member: members, playerId: seamlessPlayers.playerId })
    .from(seamlessPlayers)
    .innerJoin(members, eq(members.id, seamlessPlayers.memberId))
    .where(
      and(
        eq(seamlessPlayers.providerId, provider.id),
        eq(seamlessPlayers.playerId, playerId),
        eq(members.merchantId, provider.merchantId),
      ),
    )
    .limit(1);
  return rows[0];
}

export function insertLaunchToken(db: Db, row: typeof seamlessLaunchTokens.$inferInsert) {
  return db.insert(seamlessLaunchTokens).values(row);
}

/** Removes a launch token nobody used yet (a launch whose provider call failed). */
export function deleteUnusedLaunchToken(db: Db, tokenHash: string) {
  return db
    .delete(seamlessLaunchTokens)
    .where(and(eq(seamlessLaunchTokens.tokenHash, tokenHash), isNull(seamlessLaunchTokens.usedAt)));
}

/** Marks a live launch token of this provider used; answers it only for the one call that did. */
export async function consumeLaunchToken(db: Db, providerId: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(seamlessLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(seamlessLaunchTokens.providerId, providerId),
        eq(seamlessLaunchTokens.tokenHash, tokenHash),
        isNull(seamlessLaunchTokens.usedAt),
        gt(seamlessLaunchTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

export type TransactionInsert = typeof seamlessTransactions.$inferInsert;

/**
 * Claims a provider transaction id. Undefined when the id is taken: a concurrent claim waits for the first
 * one's transaction and then sees its row, so N duplicates give one effect.
 */
export async function claimTransaction(db: Db, row: TransactionInsert): Promise<number | undefined> {
  const rows = await db
    .insert(seamlessTransactions)
    .values(row)
    .onConflictDoNothing({ target: [seamlessTransactions.providerId, seamlessTransactions.transactionId] })
    .returning({ id: seamlessTransactions.id });
  return rows[0]?.id;
}

export async function findTransaction(
  db: Db,
  providerId: number,
  transactionId: string,
  lock = false,
): Promise<SeamlessTransactionRow | undefined> {
  const query = db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.providerId, providerId), eq(seamlessTransactions.transactionId, transactionId)))
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

export async function completeTransaction(db: Db, id: number, entryId: number | null, answer: unknown) {
  await db.update(seamlessTransactions).set({ entryId, answer }).where(eq(seamlessTransactions.id, id));
}

export async function cancelTransaction(db: Db, id: number) {
  await db.update(seamlessTransactions).set({ status: 'cancelled' }).where(eq(seamlessTransactions.id, id));
}

export type BetRecordInsert = typeof betRecords.$inferInsert;

/** The round's bet record, created open with nothing staked when it is new, and locked for this transaction. */
export async function lockRound(db: Db, row: BetRecordInsert): Promise<BetRecordRow> {
  await db
    .insert(betRecords)
    .values(row)
    .onConflictDoNothing({ target: [betRecords.providerId, betRecords.roundId] });
  const round = await findRound(db, row.providerId, row.roundId, true);
  if (!round) throw new Error('bet record not created');
  return round;
}

export async function findRound(db: Db, providerId: number, roundId: string, lock = false) {
  const query = db
    .select()
    .from(betRecords)
    .where(and(eq(betRecords.providerId, providerId), eq(betRecords.roundId, roundId)))
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

export async function updateRound(
  db: Db,
  id: number,
  patch: Partial<
    Pick<BetRecordRow, 'stakeMinor' | 'winMinor' | 'validBetMinor' | 'status' | 'hasCredit' | 'settledAt'>
  >,
) {
  await db.update(betRecords).set(patch).where(eq(betRecords.id, id));
}

export async function walletBalance(db: Db, accountId: number): Promise<bigint> {
  const rows = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return rows[0]?.balance ?? 0n;
}

/** The member's limits, locked so concurrent debits check them one after the other. */
export async function lockGamingLimits(db: Db, memberId: number) {
  const rows = await db.select().from(gamingLimits).where(eq(gamingLimits.memberId, memberId)).for('update');
  return rows[0];
}

/** Stake and net loss of the member's rounds opened since `since` (cancelled rounds count nothing). */
export async function stakeAndLossSince(db: Db, merchantId: number, memberId: number, since: Date) {
  const rows = await db
    .select({
      stake: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)`,
      loss: sql<string>`coalesce(sum(${betRecords.stakeMinor} - ${betRecords.winMinor}), 0)`,
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, merchantId),
        eq(betRecords.memberId, memberId),
        sql`${betRecords.openedAt} >= ${since.toISOString()}`,
      ),
    );
  return { stakeMinor: BigInt(rows[0]?.stake ?? 0), lossMinor: BigInt(rows[0]?.loss ?? 0) };
}
