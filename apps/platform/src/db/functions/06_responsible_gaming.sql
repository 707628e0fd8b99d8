-- Responsible gaming on the wallet's hot path (decision 0048). Tables: migrations/0032_responsible_gaming.sql.
-- platform.seamless_check_gaming_limits (03_seamless.sql) and seamless_credit call these; a member without an
-- rg_state row pays a single primary-key miss per call.

-- Adds a stake to the member's running sums in one statement: each sum whose period (day, ISO week, month of p_now
-- in the merchant's time zone) has passed starts again at 0. The update locks the row, so concurrent stakes of one
-- member add up one after the other (a waiting update recomputes from the row the first one left). Answers the row
-- as it now is; nothing when the member has no RG row.
create or replace function platform.rg_add_stake(p_member_id bigint, p_stake bigint, p_now timestamptz)
returns setof platform.rg_state language sql as $$
  update platform.rg_state s set
      day_start = p.d, week_start = p.w, month_start = p.m,
      day_stake = case when s.day_start = p.d then s.day_stake else 0 end + p_stake,
      day_win = case when s.day_start = p.d then s.day_win else 0 end,
      week_stake = case when s.week_start = p.w then s.week_stake else 0 end + p_stake,
      week_win = case when s.week_start = p.w then s.week_win else 0 end,
      month_stake = case when s.month_start = p.m then s.month_stake else 0 end + p_stake,
      month_win = case when s.month_start = p.m then s.month_win else 0 end,
      session_stake = s.session_stake + p_stake
    from (select (l.t)::date as d, date_trunc('week', l.t)::date as w, date_trunc('month', l.t)::date as m
          from (select p_now at time zone mc.time_zone as t from platform.rg_state r
                join platform.merchants mc on mc.id = r.merchant_id where r.member_id = p_member_id) l) p
    where s.member_id = p_member_id
    returning s.*;
$$;

-- A win of a member with RG state lowers the net loss of the current periods and session (same rolling).
create or replace function platform.rg_note_win(p_member_id bigint, p_amount bigint, p_now timestamptz)
returns void language sql as $$
  update platform.rg_state s set
      day_start = p.d, week_start = p.w, month_start = p.m,
      day_stake = case when s.day_start = p.d then s.day_stake else 0 end,
      day_win = case when s.day_start = p.d then s.day_win else 0 end + p_amount,
      week_stake = case when s.week_start = p.w then s.week_stake else 0 end,
      week_win = case when s.week_start = p.w then s.week_win else 0 end + p_amount,
      month_stake = case when s.month_start = p.m then s.month_stake else 0 end,
      month_win = case when s.month_start = p.m then s.month_win else 0 end + p_amount,
      session_win = s.session_win + p_amount
    from (select (l.t)::date as d, date_trunc('week', l.t)::date as w, date_trunc('month', l.t)::date as m
          from (select p_now at time zone mc.time_zone as t from platform.rg_state r
                join platform.merchants mc on mc.id = r.merchant_id where r.member_id = p_member_id) l) p
    where s.member_id = p_member_id;
$$;
