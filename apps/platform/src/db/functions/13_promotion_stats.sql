-- The promotion reports' aggregates (decision 0085; table: migrations/0060_promotion_stats.sql). Every movement of
-- a promotion's budget adds itself here in the transaction of its ledger entry: the bonus grant (bonus wallet
-- service), the bonus's end (platform.bonus_end), a late rollback of an ended bonus's stake
-- (platform.seamless_bonus_rollback) and a cash payment (promotion-payout.ts). A budget that is not a promotion's
-- (`vip`, a mission's, the points mall's) adds nothing.

-- Adds one movement of the budget `p_budget_ref` to its promotion's row of the local day of `p_at`.
create or replace function platform.promotion_stats_add(
  p_merchant_id integer, p_budget_ref text, p_at timestamptz, p_claims integer, p_granted bigint,
  p_conversions integer, p_converted bigint, p_forfeited bigint, p_cash_paid bigint
) returns void language plpgsql as $$
begin
  if p_budget_ref !~ '^promotion:[0-9]+$' then return; end if;
  insert into platform.promotion_day_stats as s (merchant_id, promotion_id, day, claims, granted_minor, conversions,
      converted_minor, forfeited_minor, cash_paid_minor)
    select p_merchant_id, substring(p_budget_ref from 11)::integer, (p_at at time zone z.time_zone)::date, p_claims,
      p_granted, p_conversions, p_converted, p_forfeited, p_cash_paid
    from platform.merchants z where z.id = p_merchant_id
  on conflict (merchant_id, day, promotion_id) do update set
    claims = s.claims + excluded.claims,
    granted_minor = s.granted_minor + excluded.granted_minor,
    conversions = s.conversions + excluded.conversions,
    converted_minor = s.converted_minor + excluded.converted_minor,
    forfeited_minor = s.forfeited_minor + excluded.forfeited_minor,
    cash_paid_minor = s.cash_paid_minor + excluded.cash_paid_minor;
end $$;
