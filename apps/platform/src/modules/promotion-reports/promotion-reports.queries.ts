import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PromotionText } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What the report asks for: the merchant, its inclusive local days and perhaps one promotion. */
export interface PromotionReportQuery {
  merchantId: number;
  timeZone: string;
  firstDay: string;
  lastDay: string;
  promotionId: number | null;
}

/** One day row or promotion row of the day table, summed: money as minor-unit text, counts as numbers. */
export interface PromotionSumsRow {
  key: string;
  claims: number;
  granted: string;
  conversions: number;
  converted: string;
  forfeited: string;
  cash_paid: string;
}

const onePromotion = (q: PromotionReportQuery, column: SQL) =>
  q.promotionId === null ? sql`true` : sql`${column} = ${q.promotionId}`;

/** The day rows of the range (promotion_day_stats' key), summed per `day` or per `promotion`. */
export async function promotionSums(db: Db, q: PromotionReportQuery, by: 'day' | 'promotion') {
  const key = by === 'day' ? sql`s.day::text` : sql`s.promotion_id::text`;
  return rowsOf<PromotionSumsRow>(
    await db.execute(sql`
      select ${key} as key, sum(s.claims)::int as claims, sum(s.granted_minor)::text as granted,
        sum(s.conversions)::int as conversions, sum(s.converted_minor)::text as converted,
        sum(s.forfeited_minor)::text as forfeited, sum(s.cash_paid_minor)::text as cash_paid
      from platform.promotion_day_stats s
      where s.merchant_id = ${q.merchantId} and s.day between ${q.firstDay}::date and ${q.lastDay}::date
        and ${onePromotion(q, sql`s.promotion_id`)}
      group by 1`),
  );
}

/** The merchant's promotions the report may name (one, or all), with their texts and periods. */
export async function reportPromotions(db: Db, q: PromotionReportQuery) {
  return rowsOf<{ id: number; texts: Record<string, PromotionText>; starts_at: string; ends_at: string }>(
    await db.execute(sql`
      select p.id, p.texts, p.starts_at::text, p.ends_at::text from platform.promotions p
      where p.merchant_id = ${q.merchantId} and ${onePromotion(q, sql`p.id`)}
      order by p.id`),
  );
}

/**
 * The participants' GGR (valid bets − payouts, minor units as text) per `day` or per `promotion`, over the
 * operator_member_day_stats rows of the range's days inside each promotion's period. A participant claimed it,
 * was paid a rebate by it or holds raffle tickets of it (each table's promotion index). Per day, a member who
 * took part in two promotions counts once.
 */
export async function participantsGgr(db: Db, q: PromotionReportQuery, by: 'day' | 'promotion') {
  const grouped =
    by === 'promotion'
      ? sql`select md.promotion_id::text as key, sum(md.ggr)::text as ggr from member_days md group by 1`
      : sql`select md.day::text as key, sum(md.ggr)::text as ggr
          from (select distinct member_id, day, ggr from member_days) md group by 1`;
  return rowsOf<{ key: string; ggr: string }>(
    await db.execute(sql`
      with promos as (
        select p.id,
          greatest(${q.firstDay}::date, (p.starts_at at time zone ${q.timeZone})::date) as first_day,
          least(${q.lastDay}::date, (p.ends_at at time zone ${q.timeZone})::date) as last_day
        from platform.promotions p
        where p.merchant_id = ${q.merchantId} and ${onePromotion(q, sql`p.id`)}
      ), participants as (
        select c.promotion_id, c.member_id from platform.promotion_claims c join promos on promos.id = c.promotion_id
        union
        select r.promotion_id, r.member_id from platform.rebate_settlements r join promos on promos.id = r.promotion_id
        union
        select e.promotion_id, e.member_id from platform.raffle_entries e join promos on promos.id = e.promotion_id
      ), member_days as (
        select pa.promotion_id, pa.member_id, d.day, d.bets_minor - d.wins_minor as ggr
        from participants pa join promos on promos.id = pa.promotion_id
        join platform.operator_member_day_stats d on d.merchant_id = ${q.merchantId} and d.member_id = pa.member_id
          and d.day between promos.first_day and promos.last_day
      )
      ${grouped}`),
  );
}
