import { and, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { betRecords, members, seamlessProviders, type BetRecordRow } from '../../db/schema/index.ts';

/** A member's rounds opened in [from, to), newest first, with the vendor's name; and how many there are. */
export async function listMemberRounds(
  db: Db,
  member: { merchantId: number; memberId: number },
  filter: { from: Date; to: Date; status: BetRecordRow['status'] | null; offset: number; limit: number },
) {
  const where: SQL | undefined = and(
    eq(betRecords.merchantId, member.merchantId),
    eq(betRecords.memberId, member.memberId),
    gte(betRecords.openedAt, filter.from),
    lt(betRecords.openedAt, filter.to),
    filter.status ? eq(betRecords.status, filter.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ round: betRecords, vendorName: seamlessProviders.name })
      .from(betRecords)
      .innerJoin(seamlessProviders, eq(seamlessProviders.id, betRecords.providerId))
      .where(where)
      .orderBy(desc(betRecords.openedAt), desc(betRecords.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(betRecords).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Totals of a member's rounds settled in [from, to), per category. */
export function settledTotalsByCategory(
  db: Db,
  member: { merchantId: number; memberId: number },
  from: Date,
  to: Date,
) {
  return db
    .select({
      category: betRecords.category,
      rounds: count(),
      stake: sql<string>`sum(${betRecords.stakeMinor})`,
      validBet: sql<string>`sum(${betRecords.validBetMinor})`,
      win: sql<string>`sum(${betRecords.winMinor})`,
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, member.merchantId),
        eq(betRecords.memberId, member.memberId),
        eq(betRecords.status, 'settled'),
        gte(betRecords.settledAt, from),
        lt(betRecords.settledAt, to),
      ),
    )
    .groupBy(betRecords.category)
    .orderBy(betRecords.category);
}

/** A merchant's biggest wins of settled rounds, biggest first (newest first among equals), with the winner's name. */
export function biggestWins(db: Db, merchantId: number, limit: number) {
  return db
    .select({
      providerCode: betRecords.providerCode,
      gameCode: betRecords.gameCode,
      winMinor: betRecords.winMinor,
      currency: betRecords.currency,
      settledAt: betRecords.settledAt,
      username: members.username,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(and(eq(betRecords.merchantId, merchantId), eq(betRecords.status, 'settled'), gt(betRecords.winMinor, 0n)))
    .orderBy(desc(betRecords.winMinor), desc(betRecords.settledAt), desc(betRecords.id))
    .limit(limit);
}
