import { and, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { betRecords, members, seamlessProviders, type BetRecordRow } from '../../db/schema/index.ts';

/** A member's rounds opened in [from, to), newest first, with the vendor's name; and their totals over all pages. */
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
  // Sums in the database over the index `bet_records_member` (one member's rounds of at most a quarter).
  const kept = sql`${betRecords.status} <> 'cancelled'`;
  const settled = sql`${betRecords.status} = 'settled'`;
  const [rows, totals] = await Promise.all([
    db
      .select({ round: betRecords, vendorName: seamlessProviders.name })
      .from(betRecords)
      .innerJoin(seamlessProviders, eq(seamlessProviders.id, betRecords.providerId))
      .where(where)
      .orderBy(desc(betRecords.openedAt), desc(betRecords.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({
        rounds: count(),
        stake: sql<string>`coalesce(sum(${betRecords.stakeMinor}) filter (where ${kept}), 0)`,
        validBet: sql<string>`coalesce(sum(${betRecords.validBetMinor}) filter (where ${kept}), 0)`,
        win: sql<string>`coalesce(sum(${betRecords.winMinor}) filter (where ${kept}), 0)`,
        profit: sql<string>`coalesce(sum(${betRecords.winMinor} - ${betRecords.stakeMinor}) filter (where ${settled}), 0)`,
      })
      .from(betRecords)
      .where(where),
  ]);
  const sums = totals[0];
  return {
    rows,
    totals: {
      rounds: sums?.rounds ?? 0,
      stakeMinor: BigInt(sums?.stake ?? 0),
      validBetMinor: BigInt(sums?.validBet ?? 0),
      winMinor: BigInt(sums?.win ?? 0),
      profitMinor: BigInt(sums?.profit ?? 0),
    },
  };
}

/**
 * Totals of a member's rounds settled in [from, to), per game (the service files each game under its type): as
 * many rows as games the member played in the period.
 */
export function settledTotalsByGame(db: Db, member: { merchantId: number; memberId: number }, from: Date, to: Date) {
  return db
    .select({
      providerCode: betRecords.providerCode,
      gameCode: betRecords.gameCode,
      category: sql<string>`min(${betRecords.category})`,
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
    .groupBy(betRecords.providerCode, betRecords.gameCode);
}

/**
 * A merchant's biggest wins of settled rounds net of stake, biggest first (newest first among equals), with the
 * winner: only rounds that paid at least twice the stake count (index `bet_records_biggest_net_wins`, migration 0038).
 */
export function biggestWins(db: Db, merchantId: number, limit: number) {
  const net = sql<bigint>`(${betRecords.winMinor} - ${betRecords.stakeMinor})`.mapWith(BigInt);
  return db
    .select({
      memberId: betRecords.memberId,
      providerCode: betRecords.providerCode,
      gameCode: betRecords.gameCode,
      stakeMinor: betRecords.stakeMinor,
      winMinor: betRecords.winMinor,
      netMinor: net,
      currency: betRecords.currency,
      settledAt: betRecords.settledAt,
      username: members.username,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(
      and(
        eq(betRecords.merchantId, merchantId),
        eq(betRecords.status, 'settled'),
        gt(betRecords.winMinor, 0n),
        gte(betRecords.winMinor, sql`2 * ${betRecords.stakeMinor}`),
      ),
    )
    .orderBy(
      desc(sql`(${betRecords.winMinor} - ${betRecords.stakeMinor})`),
      desc(betRecords.settledAt),
      desc(betRecords.id),
    )
    .limit(limit);
}

/** What the console's bet search narrows by (the service checks the range). */
export interface BetSearch {
  merchantId: number;
  from: Date;
  to: Date;
  memberId?: number | undefined;
  roundId?: string | undefined;
  gameCode?: string | undefined;
  vendor?: string | undefined;
  status?: BetRecordRow['status'] | undefined;
  minStake?: bigint | undefined;
  maxStake?: bigint | undefined;
  offset: number;
  limit: number;
}

/**
 * The merchant's rounds opened in [from, to), newest first, with their players: a round id reads
 * `bet_records_merchant_round`, a player `bet_records_member`, a game `bet_records_merchant_game`, anything else
 * the range of `bet_records_merchant_opened` (migration 0040).
 */
export function searchBets(db: Db, q: BetSearch) {
  return db
    .select({ round: betRecords, username: members.username })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(
      and(
        eq(betRecords.merchantId, q.merchantId),
        gte(betRecords.openedAt, q.from),
        lt(betRecords.openedAt, q.to),
        q.memberId === undefined ? undefined : eq(betRecords.memberId, q.memberId),
        q.roundId === undefined ? undefined : eq(betRecords.roundId, q.roundId),
        q.gameCode === undefined ? undefined : eq(betRecords.gameCode, q.gameCode),
        q.vendor === undefined ? undefined : eq(betRecords.providerCode, q.vendor),
        q.status === undefined ? undefined : eq(betRecords.status, q.status),
        q.minStake === undefined ? undefined : gte(betRecords.stakeMinor, q.minStake),
        q.maxStake === undefined ? undefined : lte(betRecords.stakeMinor, q.maxStake),
      ),
    )
    .orderBy(desc(betRecords.openedAt), desc(betRecords.id))
    .offset(q.offset)
    .limit(q.limit);
}
