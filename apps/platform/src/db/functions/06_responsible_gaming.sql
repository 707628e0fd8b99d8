-- Responsible gaming on the wallet's hot path (decision 0048). Tables: migrations/0032_responsible_gaming.sql.
-- platform.seamless_check_gaming_limits (03_seamless.sql) and seamless_credit call these only for a member with an
-- rg_state row; a member without one pays a single primary-key miss per debit.

-- The row with its running sums moved to the periods of p_now in the merchant's time zone: a sum whose period has
-- passed starts again at 0. Weeks are ISO weeks (Monday), months calendar months.
create or replace function platform.rg_rolled(p_state platform.rg_state, p_now timestamptz)
returns platform.rg_state language plpgsql stable as $$
declare
  v_local timestamp;
  v_day date;
  v_week date;
  v_month date;
begin
  select p_now at time zone m.time_zone into v_local from platform.merchants m where m.id = p_state.merchant_id;
  v_day := v_local::date;
  v_week := date_trunc('week', v_local)::date;
  v_month := date_trunc('month', v_local)::date;
  if p_state.day_start is distinct from v_day then
    p_state.day_start := v_day; p_state.day_stake := 0; p_state.day_win := 0;
  end if;
  if p_state.week_start is distinct from v_week then
    p_state.week_start := v_week; p_state.week_stake := 0; p_state.week_win := 0;
  end if;
  if p_state.month_start is distinct from v_month then
    p_state.month_start := v_month; p_state.month_stake := 0; p_state.month_win := 0;
  end if;
  return p_state;
end $$;

-- Writes a rolled row's sums back.
create or replace function platform.rg_store_sums(p_state platform.rg_state) returns void language sql as $$
  update platform.rg_state set
    day_start = p_state.day_start, week_start = p_state.week_start, month_start = p_state.month_start,
    day_stake = p_state.day_stake, day_win = p_state.day_win,
    week_stake = p_state.week_stake, week_win = p_state.week_win,
    month_stake = p_state.month_stake, month_win = p_state.month_win,
    session_stake = p_state.session_stake, session_win = p_state.session_win
  where member_id = p_state.member_id;
$$;

-- A win of a member with RG state lowers the net loss of the current periods and session.
create or replace function platform.rg_note_win(p_member_id bigint, p_amount bigint, p_now timestamptz)
returns void language plpgsql as $$
declare
  v_state platform.rg_state%rowtype;
begin
  select * into v_state from platform.rg_state s where s.member_id = p_member_id for update;
  if not found then return; end if;
  v_state := platform.rg_rolled(v_state, p_now);
  v_state.day_win := v_state.day_win + p_amount;
  v_state.week_win := v_state.week_win + p_amount;
  v_state.month_win := v_state.month_win + p_amount;
  v_state.session_win := v_state.session_win + p_amount;
  perform platform.rg_store_sums(v_state);
end $$;
