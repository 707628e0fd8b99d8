import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { vipRanks, type VipRankRow } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const listRanks = (db: Db, merchantId: number): Promise<VipRankRow[]> =>
  db.select().from(vipRanks).where(eq(vipRanks.merchantId, merchantId)).orderBy(asc(vipRanks.level));

export type RankValues = Omit<VipRankRow, 'id' | 'merchantId'>;

/** Replaces the merchant's rank table. */
export async function replaceRanks(db: Db, merchantId: number, ranks: RankValues[]) {
  await db.delete(vipRanks).where(eq(vipRanks.merchantId, merchantId));
  if (ranks.length > 0) await db.insert(vipRanks).values(ranks.map((r) => ({ ...r, merchantId })));
}

export interface MemberRankState {
  rankLevel: number;
  heldUntil: Date | null;
  qualifyingLevel: number;
  monthBetsMinor: bigint;
  lifetimeBetsMinor: bigint;
}

/**
 * A member's running totals and rank as the fold keeps them (one row by primary key, plus the qualifying level
 * over the merchant's few ranks); this month's bets are 0 when the last activity was in an earlier month.
 */
export async function findMemberRankState(db: Db, memberId: number): Promise<MemberRankState> {
  const rows = rowsOf<{
    rank_level: number;
    held_until: string | Date | null;
    qualifying: number;
    month_bets: string;
    lifetime_bets: string;
  }>(
    await db.execute(sql`
      select p.rank_level, p.held_until, platform.vip_qualifying_level(p.member_id) as qualifying,
        case when p.month = date_trunc('month', now() at time zone z.time_zone)::date then p.month_bets_minor else 0 end
          as month_bets,
        p.lifetime_bets_minor as lifetime_bets
      from platform.member_vip_progress p join platform.merchants z on z.id = p.merchant_id
      where p.member_id = ${memberId}`),
  );
  const row = rows[0];
  if (!row) return { rankLevel: 0, heldUntil: null, qualifyingLevel: 0, monthBetsMinor: 0n, lifetimeBetsMinor: 0n };
  return {
    rankLevel: Number(row.rank_level),
    heldUntil: row.held_until === null ? null : new Date(row.held_until),
    qualifyingLevel: Number(row.qualifying),
    monthBetsMinor: BigInt(row.month_bets),
    lifetimeBetsMinor: BigInt(row.lifetime_bets),
  };
}
