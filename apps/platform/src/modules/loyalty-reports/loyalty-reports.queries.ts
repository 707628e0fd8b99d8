import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The merchant's points day rows (`points_day_stats`, kept by post_entry) of the local days [from, to]. */
export async function pointDays(db: Db, merchantId: number, from: string, to: string) {
  return rowsOf<{ day: string; kind: string; issued: string; redeemed: string }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, kind, issued, redeemed from platform.points_day_stats
      where merchant_id = ${merchantId} and day between ${from}::date and ${to}::date
      order by day, kind`),
  ).map((r) => ({ day: r.day, kind: r.kind, issued: BigInt(r.issued), redeemed: BigInt(r.redeemed) }));
}

/** Claims per mission over the local days [from, to] (`mission_day_stats`, kept by the claim), most claimed first. */
export async function missionClaims(db: Db, merchantId: number, from: string, to: string) {
  return rowsOf<{
    mission_id: number;
    titles: Record<string, string>;
    reward_kind: 'points' | 'bonus' | 'cash';
    claims: string;
    reward_total: string;
  }>(
    await db.execute(sql`
      select s.mission_id, m.titles, m.reward_kind, sum(s.claims) as claims, sum(s.reward_total) as reward_total
      from platform.mission_day_stats s join platform.missions m on m.id = s.mission_id
      where s.merchant_id = ${merchantId} and s.day between ${from}::date and ${to}::date
      group by s.mission_id, m.titles, m.reward_kind
      order by sum(s.claims) desc, s.mission_id`),
  ).map((r) => ({
    missionId: Number(r.mission_id),
    titles: r.titles,
    rewardKind: r.reward_kind,
    claims: Number(r.claims),
    rewardTotal: BigInt(r.reward_total),
  }));
}
