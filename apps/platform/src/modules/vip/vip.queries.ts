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

/** The merchants some rank of which pays a birthday reward, with their time zone. */
export async function merchantsWithBirthdayRewards(db: Db) {
  return rowsOf<{ merchant_id: number; time_zone: string }>(
    await db.execute(sql`
      select z.id as merchant_id, z.time_zone from platform.merchants z
      where exists (select 1 from platform.vip_ranks r where r.merchant_id = z.id and r.birthday_reward_minor > 0)
      order by z.id`),
  ).map((r) => ({ merchantId: Number(r.merchant_id), timeZone: r.time_zone }));
}

/**
 * The merchant's members born on `month`/`day` (and on 29 February when `leapDayToo`: its members' day in a
 * common year) not yet given their birthday reward of `year`, by the birthday index.
 */
export async function birthdayMemberIds(
  db: Db,
  merchantId: number,
  on: { month: number; day: number; year: number; leapDayToo: boolean },
): Promise<number[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select m.id from platform.members m
      where m.merchant_id = ${merchantId} and m.birthday is not null and m.status = 'active'
        and date_part('month', m.birthday) = ${on.month}
        and (date_part('day', m.birthday) = ${on.day} or (${on.leapDayToo} and date_part('day', m.birthday) = 29))
        and not exists (select 1 from platform.vip_birthday_rewards b where b.member_id = m.id and b.year = ${on.year})
      order by m.id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Records a birthday reward paid (its entry made once by its key); false when the year's reward was recorded. */
export async function recordBirthdayReward(
  db: Db,
  row: { memberId: number; year: number; merchantId: number; level: number; amountMinor: bigint; entryId: number },
) {
  const rows = rowsOf<{ member_id: string }>(
    await db.execute(sql`
      insert into platform.vip_birthday_rewards (member_id, year, merchant_id, level, amount_minor, entry_id)
        values (${row.memberId}, ${row.year}, ${row.merchantId}, ${row.level}, ${row.amountMinor}, ${row.entryId})
      on conflict (member_id, year) do nothing
      returning member_id`),
  );
  return rows.length > 0;
}
