-- Promotion reports (issue 16, decision 0085): per merchant, promotion and local day of the merchant's time zone,
-- what the promotion's budget paid and got back, kept by platform.promotion_stats_add (functions/13_promotion_stats.sql)
-- in the same transaction as the ledger entry that moved the money. The report reads these rows, never the ledger.
--   claims / granted_minor        rewards paid from the budget (a bonus grant or a cash payment) and the bonus granted
--   conversions / converted_minor bonuses whose wagering was completed and the cash they became
--   forfeited_minor               bonus money back to the budget (forfeit, expiry, a conversion's excess above the
--                                 maximum cash-out, a late rollback of an ended bonus's stake)
--   cash_paid_minor               cash paid straight from the budget (rebates, raffle prizes)
create table platform.promotion_day_stats (
  merchant_id integer not null references platform.merchants (id),
  promotion_id integer not null references platform.promotions (id),
  day date not null,
  claims integer not null default 0,
  granted_minor bigint not null default 0,
  conversions integer not null default 0,
  converted_minor bigint not null default 0,
  forfeited_minor bigint not null default 0,
  cash_paid_minor bigint not null default 0,
  primary key (merchant_id, day, promotion_id)
);
create index promotion_day_stats_promotion on platform.promotion_day_stats (merchant_id, promotion_id, day);

-- The backfill: the money promotions moved before this table existed, from the bonus rows and the ledger.
with moves as (
  select b.merchant_id, substring(b.budget_ref from 11)::integer as promotion_id, e.created_at as at,
    1 as claims, b.amount_minor as granted, 0 as conversions, 0::bigint as converted, 0::bigint as forfeited,
    0::bigint as cash
  from platform.member_bonuses b join platform.journal_entries e on e.id = b.grant_entry_id
  where b.budget_ref ~ '^promotion:[0-9]+$'
  union all
  select b.merchant_id, substring(b.budget_ref from 11)::integer, coalesce(e.created_at, b.ended_at),
    0, 0, (b.status = 'completed')::integer, b.converted_minor, b.forfeited_minor, 0
  from platform.member_bonuses b left join platform.journal_entries e on e.id = b.end_entry_id
  where b.budget_ref ~ '^promotion:[0-9]+$' and b.status <> 'active'
  union all
  select a.merchant_id, substring(a.owner_ref from 11)::integer, e.created_at, 1, 0, 0, 0, 0, -p.amount_minor
  from platform.ledger_accounts a join platform.postings p on p.account_id = a.id
  join platform.journal_entries e on e.id = p.entry_id
  where a.kind = 'promotion_budget' and a.owner_ref ~ '^promotion:[0-9]+$' and e.kind in ('rebate', 'promotion_prize')
)
insert into platform.promotion_day_stats (merchant_id, promotion_id, day, claims, granted_minor, conversions,
    converted_minor, forfeited_minor, cash_paid_minor)
  select mv.merchant_id, mv.promotion_id, (mv.at at time zone z.time_zone)::date, sum(mv.claims), sum(mv.granted),
    sum(mv.conversions), sum(mv.converted), sum(mv.forfeited), sum(mv.cash)
  from moves mv join platform.merchants z on z.id = mv.merchant_id
  join platform.promotions p on p.id = mv.promotion_id
  group by 1, 2, 3;
