-- Responsible gaming on the wallet's hot path (decision 0048). Tables: migrations/0032_responsible_gaming.sql.
-- platform.seamless_check_gaming_limits (03_seamless.sql) and seamless_credit call it; a member without an rg_state
-- row pays a single primary-key miss per call.

-- Adds a stake (a debit) or a win (a credit) to the member's running sums in one statement: each sum whose period
-- (day, ISO week, month of p_now in the merchant's time zone) has passed starts again at 0. The update locks the row,
-- so concurrent calls of one member add up one after the other (a waiting update recomputes from the row the first
-- one left). Answers the row as it now is; nothing when the member has no RG row.
create or replace function platform.rg_add_play(p_member_id bigint, p_stake bigint, p_win bigint, p_now timestamptz)
returns setof platform.rg_state language sql as $$
  update platform.rg_state s set
      day_start = p.d, week_start = p.w, month_start = p.m,
      day_stake = case when s.day_start = p.d then s.day_stake else 0 end + p_stake,
      day_win = case when s.day_start = p.d then s.day_win else 0 end + p_win,
      week_stake = case when s.week_start = p.w then s.week_stake else 0 end + p_stake,
      week_win = case when s.week_start = p.w then s.week_win else 0 end + p_win,
      month_stake = case when s.month_start = p.m then s.month_stake else 0 end + p_stake,
      month_win = case when s.month_start = p.m then s.month_win else 0 end + p_win,
      session_stake = s.session_stake + p_stake,
      session_win = s.session_win + p_win
    from (select (l.t)::date as d, date_trunc('week', l.t)::date as w, date_trunc('month', l.t)::date as m
          from (select p_now at time zone mc.time_zone as t from platform.rg_state r
                join platform.merchants mc on mc.id = r.merchant_id where r.member_id = p_member_id) l) p
    where s.member_id = p_member_id
    returning s.*;
$$;
