import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { betRecords, seamlessProviders, type BetRecordRow } from '../../db/schema/index.ts';

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
