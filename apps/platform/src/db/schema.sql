CREATE SCHEMA platform;

CREATE FUNCTION platform.agent_stats_add(p_from bigint, p_through bigint, p_rounds_from bigint, p_rounds_through bigint, p_merchant_id integer) RETURNS void
    LANGUAGE sql
    AS $$
  with moved as (
    select w.member_id, w.merchant_id, w.at, w.bets, w.wins, w.deposits, w.withdrawals, w.transfers_in,
      w.transfers_out, w.adjustments, w.bonuses, 0 as rounds,
      coalesce(w.deposits > 0 and f.first_deposit_at = w.at, false) as first_deposit
    from platform.wallet_moves(p_from, p_through, p_merchant_id) w
    left join platform.member_first_deposits f on f.member_id = w.member_id
    union all
    select b.member_id, b.merchant_id, b.opened_at, 0, 0, 0, 0, 0, 0, 0, 0, 1, false
    from platform.bet_records b
    where b.id > p_rounds_from and b.id <= p_rounds_through and (p_merchant_id is null or b.merchant_id = p_merchant_id)
  ), hourly as (
    -- Per member, path then and hour first: a member's many postings of an hour reach its agents as one row.
    select mv.member_id, mv.merchant_id, t.path, t.day, t.hour,
      sum(mv.bets) as bets, sum(mv.wins) as wins, sum(mv.deposits) as deposits, sum(mv.withdrawals) as withdrawals,
      sum(mv.transfers_in) as transfers_in, sum(mv.transfers_out) as transfers_out,
      sum(mv.adjustments) as adjustments, sum(mv.bonuses) as bonuses, sum(mv.rounds) as rounds,
      bool_or(mv.first_deposit) as first_deposit
    from moved mv
    join platform.members m on m.id = mv.member_id
    join platform.merchants z on z.id = mv.merchant_id
    cross join lateral (select platform.member_path_at(mv.member_id, mv.at, m.ancestor_path) as path,
      (mv.at at time zone z.time_zone)::date as day, platform.clock_hour(mv.at, z.time_zone) as hour) t
    group by 1, 2, 3, 4, 5
  ), deltas as (
    -- Per agent, period and member: the day, its week and month (their local dates), and the hour (its UTC start).
    select x.agent_id, k.period, k.period_start, d.member_id, d.merchant_id, min(x.level)::smallint as level,
      sum(d.bets) as bets, sum(d.wins) as wins, sum(d.deposits) as deposits, sum(d.withdrawals) as withdrawals,
      sum(d.transfers_in) as transfers_in, sum(d.transfers_out) as transfers_out,
      sum(d.adjustments) as adjustments, sum(d.bonuses) as bonuses, sum(d.rounds)::integer as rounds,
      bool_or(d.first_deposit) as first_deposit
    from hourly d
    cross join lateral platform.path_ancestors(d.path) x
    cross join lateral (
      select p.period, p.period_start::timestamp as period_start from platform.day_periods(d.day) p
      union all
      select 'hour', d.hour at time zone 'UTC'
    ) k
    group by x.agent_id, k.period, k.period_start, d.member_id, d.merchant_id
  ), joined as (
    -- What the member had there before: its member row of the day, week or month; in the hour, its rows of the
    -- paths through the agent it had in that hour.
    select d.*, coalesce(s.level, d.level) as row_level,
      case when d.period = 'hour' then o.found = 0 else s.agent_id is null end as new_row,
      case when d.period = 'hour' then o.bets else coalesce(s.bets_minor, 0) end as old_bets
    from deltas d
    left join platform.agent_member_stats s on d.period <> 'hour' and s.agent_id = d.agent_id
      and s.period = d.period and s.period_start = d.period_start::date and s.member_id = d.member_id
    cross join lateral (
      select count(*) as found, coalesce(sum(h.bets_minor), 0) as bets from platform.agent_hour_members h
      where d.period = 'hour' and h.member_id = d.member_id and h.hour = d.period_start at time zone 'UTC'
        and position('/' || d.agent_id || '/' in h.path) > 0
    ) o
  ), member_rows as (
    insert into platform.agent_member_stats as s (agent_id, period, period_start, member_id, merchant_id, level,
        bets_minor, wins_minor, deposits_minor, withdrawals_minor, transfers_in_minor, transfers_out_minor,
        adjustments_minor, bonuses_minor, rounds)
      select agent_id, period, period_start::date, member_id, merchant_id, row_level, bets, wins, deposits,
        withdrawals, transfers_in, transfers_out, adjustments, bonuses, rounds
      from joined where period <> 'hour' order by agent_id, period, period_start, member_id
    on conflict (agent_id, period, period_start, member_id) do update set
      bets_minor = s.bets_minor + excluded.bets_minor,
      wins_minor = s.wins_minor + excluded.wins_minor,
      deposits_minor = s.deposits_minor + excluded.deposits_minor,
      withdrawals_minor = s.withdrawals_minor + excluded.withdrawals_minor,
      transfers_in_minor = s.transfers_in_minor + excluded.transfers_in_minor,
      transfers_out_minor = s.transfers_out_minor + excluded.transfers_out_minor,
      adjustments_minor = s.adjustments_minor + excluded.adjustments_minor,
      bonuses_minor = s.bonuses_minor + excluded.bonuses_minor,
      rounds = s.rounds + excluded.rounds
    returning 1
  ), hour_members as (
    insert into platform.agent_hour_members as h (member_id, hour, path, merchant_id, bets_minor)
      select member_id, hour, path, merchant_id, sum(bets) from hourly
      group by member_id, hour, path, merchant_id order by member_id, hour, path
    on conflict (member_id, hour, path) do update set bets_minor = h.bets_minor + excluded.bets_minor
    returning 1
  )
  insert into platform.agent_level_stats as l (agent_id, period, period_start, level, merchant_id, members,
      active_players, first_depositors, bets_minor, wins_minor, deposits_minor, withdrawals_minor,
      transfers_in_minor, transfers_out_minor, adjustments_minor, bonuses_minor, rounds)
    select agent_id, period, period_start, row_level, merchant_id,
      count(*) filter (where new_row),
      count(*) filter (where old_bets <= 0 and old_bets + bets > 0) - count(*) filter (where old_bets > 0 and old_bets + bets <= 0),
      count(*) filter (where first_deposit),
      sum(bets), sum(wins), sum(deposits), sum(withdrawals), sum(transfers_in), sum(transfers_out),
      sum(adjustments), sum(bonuses), sum(rounds)
    from joined group by agent_id, period, period_start, row_level, merchant_id
    order by agent_id, period, period_start, row_level
  on conflict (agent_id, period, period_start, level) do update set
    members = l.members + excluded.members,
    active_players = l.active_players + excluded.active_players,
    first_depositors = l.first_depositors + excluded.first_depositors,
    bets_minor = l.bets_minor + excluded.bets_minor,
    wins_minor = l.wins_minor + excluded.wins_minor,
    deposits_minor = l.deposits_minor + excluded.deposits_minor,
    withdrawals_minor = l.withdrawals_minor + excluded.withdrawals_minor,
    transfers_in_minor = l.transfers_in_minor + excluded.transfers_in_minor,
    transfers_out_minor = l.transfers_out_minor + excluded.transfers_out_minor,
    adjustments_minor = l.adjustments_minor + excluded.adjustments_minor,
    bonuses_minor = l.bonuses_minor + excluded.bonuses_minor,
    rounds = l.rounds + excluded.rounds
$$;

CREATE FUNCTION platform.agent_stats_add_balances(p_from bigint, p_through bigint) RETURNS void
    LANGUAGE sql
    AS $$
  insert into platform.agent_team_counts as t (agent_id, merchant_id, balance_minor)
    select x.agent_id, a.merchant_id, sum(p.amount_minor)
    from platform.postings p
    join platform.ledger_accounts a on a.id = p.account_id and a.kind in ('player_wallet', 'agent_wallet')
    join platform.members m on m.id = a.owner_member_id
    cross join lateral platform.path_ancestors(m.ancestor_path) x
    where p.id > p_from and p.id <= p_through
    group by x.agent_id, a.merchant_id order by x.agent_id
  on conflict (agent_id) do update set balance_minor = t.balance_minor + excluded.balance_minor
$$;

CREATE FUNCTION platform.agent_stats_add_signups(p_merchant_id integer, p_member_id bigint) RETURNS void
    LANGUAGE sql
    AS $$
  insert into platform.agent_signup_stats as s (agent_id, period, period_start, level, merchant_id, sign_ups)
    select x.agent_id, k.period, k.period_start, x.level, m.merchant_id, count(*)
    from platform.members m
    join platform.merchants z on z.id = m.merchant_id
    cross join lateral platform.path_ancestors(platform.member_path_at(m.id, m.created_at, m.ancestor_path)) x
    cross join lateral platform.day_periods((m.created_at at time zone z.time_zone)::date) k
    where m.merchant_id = p_merchant_id and (p_member_id is null or m.id = p_member_id)
    group by x.agent_id, k.period, k.period_start, x.level, m.merchant_id
    order by x.agent_id, k.period, k.period_start, x.level
  on conflict (agent_id, period, period_start, level) do update set sign_ups = s.sign_ups + excluded.sign_ups
$$;

CREATE FUNCTION platform.agent_stats_rebuild(p_merchant_id integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_progress platform.member_stats_progress%rowtype;
  v_zone text;
begin
  select time_zone into strict v_zone from platform.merchants where id = p_merchant_id for share;
  select * into strict v_progress from platform.member_stats_progress;
  delete from platform.agent_member_stats where merchant_id = p_merchant_id;
  delete from platform.agent_level_stats where merchant_id = p_merchant_id;
  delete from platform.agent_signup_stats where merchant_id = p_merchant_id;
  delete from platform.agent_hour_members where merchant_id = p_merchant_id;
  perform platform.agent_stats_add(0, v_progress.processed_through, 0, v_progress.rounds_processed_through,
    p_merchant_id);
  perform platform.operator_stats_add(0, v_progress.processed_through, 0, v_progress.rounds_processed_through, p_merchant_id);
  perform platform.agent_stats_add_signups(p_merchant_id, null);
  update platform.agent_team_counts set balance_minor = 0 where merchant_id = p_merchant_id;
  insert into platform.agent_team_counts as t (agent_id, merchant_id, balance_minor)
    select x.agent_id, m.merchant_id, sum(platform.member_folded_balance(m.id, v_progress.processed_through))
    from platform.members m cross join lateral platform.path_ancestors(m.ancestor_path) x
    where m.merchant_id = p_merchant_id and m.ancestor_path like '%/' || m.id || '/'
    group by x.agent_id, m.merchant_id order by x.agent_id
  on conflict (agent_id) do update set balance_minor = excluded.balance_minor;
  insert into platform.agent_stats_zones (merchant_id, time_zone) values (p_merchant_id, v_zone)
    on conflict (merchant_id) do update set time_zone = excluded.time_zone;
end $$;

CREATE FUNCTION platform.bonus_end(p_bonus_id bigint, p_status text, p_now timestamp with time zone) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_bonus platform.member_bonuses%rowtype;
  v_held bigint;
  v_convert bigint;
  v_entry_id bigint;
  v_ids bigint[];
  v_amounts bigint[];
begin
  if p_status not in ('completed', 'spent', 'forfeited', 'expired') then
    raise exception 'unknown bonus end %', p_status using errcode = 'P0007';
  end if;
  select * into v_bonus from platform.member_bonuses b where b.id = p_bonus_id and b.status = 'active' for update;
  if not found then return null; end if;
  select a.balance_minor into strict v_held from platform.ledger_accounts a where a.id = v_bonus.bonus_wallet_id;
  v_convert := case when p_status = 'completed' then least(v_held, coalesce(v_bonus.max_cashout_minor, v_held)) else 0 end;
  if v_held > 0 then
    v_ids := array[v_bonus.bonus_wallet_id];
    v_amounts := array[-v_held];
    if v_convert > 0 then
      v_ids := v_ids || v_bonus.wallet_id;
      v_amounts := v_amounts || v_convert;
    end if;
    if v_held - v_convert > 0 then
      v_ids := v_ids || platform.ledger_account_id(v_bonus.merchant_id, v_bonus.currency, 'promotion_budget', null,
        v_bonus.budget_ref);
      v_amounts := v_amounts || (v_held - v_convert);
    end if;
    select e.entry_id into v_entry_id from platform.post_entry(v_bonus.merchant_id, v_bonus.currency,
      case when p_status = 'completed' then 'bonus_conversion' else 'bonus_forfeit' end, 'bonus',
      'end:' || p_bonus_id, 'end:' || p_bonus_id || ':' || p_status || ':' || v_held, p_status || ' bonus ' || p_bonus_id,
      null, v_ids, v_amounts) e;
  end if;
  update platform.member_bonuses set status = p_status, ended_at = p_now, end_entry_id = v_entry_id,
      converted_minor = v_convert, forfeited_minor = v_held - v_convert
    where id = p_bonus_id;
  -- The promotion reports' day row (13_promotion_stats.sql), on the day the entry is posted.
  perform platform.promotion_stats_add(v_bonus.merchant_id, v_bonus.budget_ref, now(), 0, 0,
    (p_status = 'completed')::integer, v_convert, v_held - v_convert, 0);
  -- A completed wagering requirement is a notice to the member with the cash it brought (02_realtime.sql's
  -- channel; sent only if this transaction commits).
  if v_convert > 0 then
    perform pg_notify('ficha_realtime', json_build_object('kind', 'member', 'merchantId', v_bonus.merchant_id,
      'memberId', v_bonus.member_id, 'event', json_build_object('type', 'notice', 'key', 'info_bonus_converted',
        'at', to_char(p_now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'amountMinor', v_convert::text))::text);
  end if;
  return v_entry_id;
end $$;

CREATE FUNCTION platform.bonus_settle(p_bonus_id bigint, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_bonus record;
begin
  select b.requirement_minor, b.wagered_minor, b.expires_at, a.balance_minor as held into v_bonus
    from platform.member_bonuses b join platform.ledger_accounts a on a.id = b.bonus_wallet_id
    where b.id = p_bonus_id and b.status = 'active';
  if not found then return; end if;
  if v_bonus.expires_at <= p_now then
    perform platform.bonus_end(p_bonus_id, 'expired', p_now);
  elsif v_bonus.wagered_minor >= v_bonus.requirement_minor then
    perform platform.bonus_end(p_bonus_id, 'completed', p_now);
  elsif v_bonus.held = 0 and not exists (
    select 1 from platform.bonus_stakes s join platform.bet_records r on r.id = s.bet_record_id
      join platform.seamless_transactions t on t.id = s.debit_row_id
      where s.bonus_id = p_bonus_id and s.bonus_minor > 0 and r.status = 'open' and t.status = 'done'
  ) then
    perform platform.bonus_end(p_bonus_id, 'spent', p_now);
  end if;
end $$;

CREATE FUNCTION platform.clock_hour(p_at timestamp with time zone, p_zone text) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE
    AS $$
  select p_at - ((p_at at time zone p_zone) - date_trunc('hour', p_at at time zone p_zone))
$$;

CREATE FUNCTION platform.contract_period_bounds(p_period text, p_time_zone text, p_at timestamp with time zone) RETURNS TABLE(period_start timestamp with time zone, period_end timestamp with time zone)
    LANGUAGE sql STABLE
    AS $$
  select platform.clock_hour(p_at, p_time_zone), platform.clock_hour(p_at, p_time_zone) + interval '1 hour'
  where p_period = 'hour'
  union all
  select x.s at time zone z.zone, (x.s + case p_period
      when 'day' then interval '1 day'
      when 'week' then interval '7 days'
      when 'month' then interval '1 month'
      when 'semimonth' then case when extract(day from x.s) = 1 then interval '15 days'
        else date_trunc('month', x.s) + interval '1 month' - x.s end
      when 'hour' then interval '1 hour'
      when 'window' then interval '5 minutes'
    end) at time zone z.zone
  from (select case when p_period in ('hour', 'window') then 'UTC' else p_time_zone end as zone) z
  cross join lateral (select p_at at time zone z.zone as l) l
  cross join lateral (select case p_period
      when 'day' then date_trunc('day', l.l)
      when 'week' then date_trunc('week', l.l)
      when 'month' then date_trunc('month', l.l)
      when 'semimonth' then date_trunc('month', l.l)
        + case when extract(day from l.l) >= 16 then interval '15 days' else interval '0' end
      when 'hour' then date_trunc('hour', l.l)
      when 'window' then date_trunc('hour', l.l) + floor(extract(minute from l.l) / 5) * interval '5 minutes'
    end as s) x
  where p_period <> 'hour'
$$;

CREATE FUNCTION platform.contract_period_figures(p_merchant_id integer, p_kind text, p_period text, p_start timestamp with time zone, p_end timestamp with time zone) RETURNS TABLE(contract_id bigint, agent_id bigint, upline_id bigint, agent_path text, tiers jsonb, valid_bet_minor bigint, net_loss_minor bigint, active_members integer)
    LANGUAGE sql STABLE
    AS $$
  with contracts as (
    select c.id, c.agent_id, c.upline_id, c.tiers, c.active_threshold_minor, a.ancestor_path
    from platform.agent_contracts c
    join platform.members a on a.id = c.agent_id
    where c.merchant_id = p_merchant_id and c.kind = p_kind and c.period = p_period
      and c.effective_at is not null and c.effective_at < p_end and (c.ended_at is null or c.ended_at >= p_end)
  ), zone as (
    select time_zone from platform.merchants where id = p_merchant_id
  ), members as (
    select c.id as contract_id, s.member_id, sum(s.bets_minor) as bets, sum(s.wins_minor) as wins
    from contracts c, zone z, platform.agent_member_stats s
    where p_period in ('day', 'week', 'semimonth', 'month')
      and s.agent_id = c.agent_id and s.period = 'day'
      and s.period_start >= (p_start at time zone z.time_zone)::date
      and s.period_start < (p_end at time zone z.time_zone)::date
    group by c.id, s.member_id
    union all
    -- An hour: each member's bets under the agent over the paths it had there (a move within the hour gives two),
    -- with no payouts; the team's payouts come as one more row (member null) from the agent's hour rows.
    select c.id, h.member_id, sum(h.bets_minor), 0
    from platform.agent_hour_members h
    cross join lateral platform.path_ancestors(h.path) a
    join contracts c on c.agent_id = a.agent_id
    where p_period = 'hour' and h.merchant_id = p_merchant_id and h.hour >= p_start and h.hour < p_end
    group by c.id, h.member_id
    union all
    select c.id, null, 0, sum(l.wins_minor)
    from contracts c
    join platform.agent_level_stats l on l.agent_id = c.agent_id and l.period = 'hour'
      and l.period_start >= (p_start at time zone 'UTC') and l.period_start < (p_end at time zone 'UTC')
    where p_period = 'hour'
    group by c.id
    union all
    -- A window: from its settled rounds (a few thousand) up each player's current path to the contracts above
    -- it, never from every contract down its whole subtree.
    select c.id, b.member_id, sum(b.valid_bet_minor), sum(b.win_minor)
    from platform.bet_records b
    join platform.members m on m.id = b.member_id
    cross join lateral platform.path_ancestors(m.ancestor_path) a
    join contracts c on c.agent_id = a.agent_id
    where p_period = 'window' and b.merchant_id = p_merchant_id
      and b.opened_at >= p_start and b.opened_at < p_end and b.status = 'settled'
    group by c.id, b.member_id
  )
  select c.id, c.agent_id, c.upline_id, c.ancestor_path, c.tiers,
    coalesce(sum(x.bets), 0)::bigint, coalesce(sum(x.bets - x.wins), 0)::bigint,
    (count(*) filter (where x.member_id is not null and x.bets >= c.active_threshold_minor))::integer
  from contracts c
  left join members x on x.contract_id = c.id
  group by c.id, c.agent_id, c.upline_id, c.ancestor_path, c.tiers
$$;

CREATE FUNCTION platform.contract_period_folded(p_end timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select not exists (select 1 from platform.postings p
    where p.id > (select processed_through from platform.member_stats_progress) and p.created_at < p_end)
$$;

CREATE FUNCTION platform.day_periods(p_day date) RETURNS TABLE(period text, period_start date)
    LANGUAGE sql IMMUTABLE
    AS $$
  select v.period, v.period_start from (values
    ('day', p_day), ('week', date_trunc('week', p_day)::date), ('month', date_trunc('month', p_day)::date)
  ) v(period, period_start)
$$;

CREATE FUNCTION platform.fold_member_stats() RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_progress platform.member_stats_progress%rowtype;
  v_from bigint;
  v_through bigint;
  v_folded bigint := 0;
  v_latest bigint;
  v_rounds_from bigint;
  v_rounds_through bigint;
  v_latest_round bigint;
  v_merchant_id integer;
begin
  if not pg_try_advisory_xact_lock(hashtext('platform.fold_member_stats')) then return null; end if;
  select * into strict v_progress from platform.member_stats_progress for update;
  v_from := v_progress.processed_through;
  v_through := v_progress.pending_through;
  v_rounds_from := v_progress.rounds_processed_through;
  v_rounds_through := v_progress.rounds_pending_through;
  for v_merchant_id in
    select m.id from platform.merchants m left join platform.agent_stats_zones z on z.merchant_id = m.id
    where z.time_zone is distinct from m.time_zone order by m.id
  loop
    perform platform.agent_stats_rebuild(v_merchant_id);
  end loop;
  if v_progress.pending_xmax is not null and (v_through > v_from or v_rounds_through > v_rounds_from)
     and pg_snapshot_xmin(pg_current_snapshot()) >= v_progress.pending_xmax then
    with moved as (
      select w.*, date_trunc('hour', w.at, 'UTC') as hour from platform.wallet_moves(v_from, v_through, null) w
    ), hours as (
      insert into platform.member_hour_stats as s (member_id, hour, merchant_id, bets_minor, wins_minor,
          deposits_minor, withdrawals_minor, transfers_in_minor, transfers_out_minor, adjustments_minor, bonuses_minor)
        select member_id, hour, merchant_id, sum(bets), sum(wins), sum(deposits), sum(withdrawals),
          sum(transfers_in), sum(transfers_out), sum(adjustments), sum(bonuses)
        from moved group by member_id, hour, merchant_id
      on conflict (member_id, hour) do update set
        bets_minor = s.bets_minor + excluded.bets_minor,
        wins_minor = s.wins_minor + excluded.wins_minor,
        deposits_minor = s.deposits_minor + excluded.deposits_minor,
        withdrawals_minor = s.withdrawals_minor + excluded.withdrawals_minor,
        transfers_in_minor = s.transfers_in_minor + excluded.transfers_in_minor,
        transfers_out_minor = s.transfers_out_minor + excluded.transfers_out_minor,
        adjustments_minor = s.adjustments_minor + excluded.adjustments_minor,
        bonuses_minor = s.bonuses_minor + excluded.bonuses_minor
      returning 1
    ), firsts as (
      insert into platform.member_first_deposits as f (member_id, merchant_id, first_deposit_at)
        select member_id, merchant_id, min(at) from moved where deposits > 0 group by member_id, merchant_id
      on conflict (member_id) do update set first_deposit_at = least(f.first_deposit_at, excluded.first_deposit_at)
      returning 1
    )
    select count(*) into v_folded from moved;
    perform platform.agent_stats_add(v_from, v_through, v_rounds_from, v_rounds_through, null);
    perform platform.operator_stats_add(v_from, v_through, v_rounds_from, v_rounds_through, null);
    perform platform.agent_stats_add_balances(v_from, v_through);
    perform platform.points_earn_add(v_from, v_through);
    perform platform.vip_progress_add(v_from, v_through);
    v_from := v_through;
    v_rounds_from := v_rounds_through;
  end if;
  select coalesce(max(p.id), 0) into v_latest from platform.postings p;
  select coalesce(max(b.id), 0) into v_latest_round from platform.bet_records b;
  update platform.member_stats_progress set
    processed_through = v_from,
    pending_through = greatest(v_latest, v_from),
    rounds_processed_through = v_rounds_from,
    rounds_pending_through = greatest(v_latest_round, v_rounds_from),
    -- Taken after the max(id) above, so it is at least that statement's xmax.
    pending_xmax = pg_snapshot_xmax(pg_current_snapshot()),
    folded_at = now();
  return v_folded;
end $$;

CREATE FUNCTION platform.ledger_account_id(p_merchant_id integer, p_currency text, p_kind text, p_owner_member_id bigint, p_owner_ref text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_id bigint;
begin
  select a.id into v_id from platform.ledger_accounts a
    where a.merchant_id = p_merchant_id and a.currency = p_currency and a.kind = p_kind
      and coalesce(a.owner_member_id, 0) = coalesce(p_owner_member_id, 0) and a.owner_ref = p_owner_ref;
  if found then return v_id; end if;
  insert into platform.ledger_accounts (merchant_id, currency, kind, owner_member_id, owner_ref)
    values (p_merchant_id, p_currency, p_kind, p_owner_member_id, p_owner_ref)
    on conflict do nothing returning id into v_id;
  if v_id is not null then return v_id; end if;
  select a.id into strict v_id from platform.ledger_accounts a
    where a.merchant_id = p_merchant_id and a.currency = p_currency and a.kind = p_kind
      and coalesce(a.owner_member_id, 0) = coalesce(p_owner_member_id, 0) and a.owner_ref = p_owner_ref;
  return v_id;
end $$;

CREATE FUNCTION platform.member_folded_balance(p_member_id bigint, p_through bigint) RETURNS bigint
    LANGUAGE sql STABLE
    AS $$
  select coalesce(sum(a.balance_minor - coalesce((select sum(p.amount_minor) from platform.postings p
      where p.account_id = a.id and p.id > p_through), 0)), 0)::bigint
  from platform.ledger_accounts a
  where a.owner_member_id = p_member_id and a.kind in ('player_wallet', 'agent_wallet')
$$;

CREATE FUNCTION platform.member_path_at(p_member_id bigint, p_at timestamp with time zone, p_current_path text) RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select coalesce((select h.ancestor_path from platform.member_path_history h
    where h.member_id = p_member_id and h.valid_until > p_at order by h.valid_until limit 1), p_current_path)
$$;

CREATE FUNCTION platform.members_agent_tree() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  v_old_path text := case when tg_op = 'UPDATE' then old.ancestor_path else '/' end;
  v_moved boolean;
  v_balance bigint := 0;
begin
  if new.ancestor_path not like '%/' || new.id || '/' or new.ancestor_path = v_old_path then return null; end if;
  v_moved := v_old_path like '%/' || new.id || '/';
  if not v_moved then
    perform pg_advisory_xact_lock_shared(hashtext('platform.fold_member_stats'));
  else
    perform pg_advisory_xact_lock(hashtext('platform.fold_member_stats'));
    v_balance := platform.member_folded_balance(new.id,
      (select processed_through from platform.member_stats_progress));
  end if;
  insert into platform.agent_team_counts as t (agent_id, merchant_id, team_size, direct_members, balance_minor)
    select x.agent_id, new.merchant_id, sum(x.sign), coalesce(sum(x.sign) filter (where x.level = 1), 0),
      sum(x.sign) * v_balance
    from (
      select o.agent_id, o.level, -1 as sign from platform.path_ancestors(v_old_path) o where v_moved
      union all
      select n.agent_id, n.level, 1 from platform.path_ancestors(new.ancestor_path) n
    ) x
    group by x.agent_id order by x.agent_id
  on conflict (agent_id) do update set
    team_size = t.team_size + excluded.team_size,
    direct_members = t.direct_members + excluded.direct_members,
    balance_minor = t.balance_minor + excluded.balance_minor;
  if not v_moved then perform platform.agent_stats_add_signups(new.merchant_id, new.id); end if;
  return null;
end $$;

CREATE FUNCTION platform.notify_provider_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('ficha_seamless_providers', tg_table_name);
  return null;
end $$;

CREATE FUNCTION platform.notify_session_revoked() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('ficha_realtime', json_build_object('kind', 'session_revoked', 'sessionId', new.id)::text);
  return null;
end $$;

CREATE FUNCTION platform.operator_stats_add(p_from bigint, p_through bigint, p_rounds_from bigint, p_rounds_through bigint, p_merchant_id integer) RETURNS void
    LANGUAGE sql
    AS $$
  delete from platform.operator_day_stats where merchant_id = p_merchant_id;
  delete from platform.operator_member_day_stats where merchant_id = p_merchant_id;
  delete from platform.operator_game_day_stats where merchant_id = p_merchant_id;
  delete from platform.operator_channel_day_stats where merchant_id = p_merchant_id;
  delete from platform.operator_member_type_day_stats where merchant_id = p_merchant_id;

  with moved as (
    select w.member_id, w.merchant_id, (w.at at time zone z.time_zone)::date as day, w.bets, w.wins, w.deposits,
      w.withdrawals, w.adjustments, w.bonuses, (w.deposits > 0)::integer as deposit_count, 0 as rounds,
      coalesce(w.deposits > 0 and f.first_deposit_at = w.at, false) as first_deposit
    from platform.wallet_moves(p_from, p_through, p_merchant_id) w
    join platform.merchants z on z.id = w.merchant_id
    left join platform.member_first_deposits f on f.member_id = w.member_id
    union all
    select b.member_id, b.merchant_id, (b.opened_at at time zone z.time_zone)::date, 0, 0, 0, 0, 0, 0, 0, 1, false
    from platform.bet_records b join platform.merchants z on z.id = b.merchant_id
    where b.id > p_rounds_from and b.id <= p_rounds_through and (p_merchant_id is null or b.merchant_id = p_merchant_id)
  ), deltas as (
    select mv.merchant_id, mv.day, mv.member_id, sum(mv.bets) as bets, sum(mv.wins) as wins,
      sum(mv.deposits) as deposits, sum(mv.withdrawals) as withdrawals, sum(mv.adjustments) as adjustments,
      sum(mv.bonuses) as bonuses, sum(mv.deposit_count)::integer as deposit_count, sum(mv.rounds)::integer as rounds,
      bool_or(mv.first_deposit) as first_deposit
    from moved mv group by mv.merchant_id, mv.day, mv.member_id
  ), joined as (
    select d.*, coalesce(s.bets_minor, 0) as old_bets
    from deltas d
    left join platform.operator_member_day_stats s
      on s.merchant_id = d.merchant_id and s.day = d.day and s.member_id = d.member_id
  ), member_rows as (
    insert into platform.operator_member_day_stats as s (merchant_id, day, member_id, bets_minor, wins_minor,
        deposits_minor, withdrawals_minor, adjustments_minor, bonuses_minor, rounds)
      select merchant_id, day, member_id, bets, wins, deposits, withdrawals, adjustments, bonuses, rounds
      from joined order by merchant_id, day, member_id
    on conflict (merchant_id, day, member_id) do update set
      bets_minor = s.bets_minor + excluded.bets_minor,
      wins_minor = s.wins_minor + excluded.wins_minor,
      deposits_minor = s.deposits_minor + excluded.deposits_minor,
      withdrawals_minor = s.withdrawals_minor + excluded.withdrawals_minor,
      adjustments_minor = s.adjustments_minor + excluded.adjustments_minor,
      bonuses_minor = s.bonuses_minor + excluded.bonuses_minor,
      rounds = s.rounds + excluded.rounds
    returning 1
  )
  insert into platform.operator_day_stats as o (merchant_id, day, bets_minor, wins_minor, deposits_minor,
      withdrawals_minor, adjustments_minor, bonuses_minor, deposit_count, rounds, active_players, first_depositors)
    select merchant_id, day, sum(bets), sum(wins), sum(deposits), sum(withdrawals), sum(adjustments), sum(bonuses),
      sum(deposit_count), sum(rounds),
      count(*) filter (where old_bets <= 0 and old_bets + bets > 0) - count(*) filter (where old_bets > 0 and old_bets + bets <= 0),
      count(*) filter (where first_deposit)
    from joined group by merchant_id, day order by merchant_id, day
  on conflict (merchant_id, day) do update set
    bets_minor = o.bets_minor + excluded.bets_minor,
    wins_minor = o.wins_minor + excluded.wins_minor,
    deposits_minor = o.deposits_minor + excluded.deposits_minor,
    withdrawals_minor = o.withdrawals_minor + excluded.withdrawals_minor,
    adjustments_minor = o.adjustments_minor + excluded.adjustments_minor,
    bonuses_minor = o.bonuses_minor + excluded.bonuses_minor,
    deposit_count = o.deposit_count + excluded.deposit_count,
    rounds = o.rounds + excluded.rounds,
    active_players = o.active_players + excluded.active_players,
    first_depositors = o.first_depositors + excluded.first_depositors;

  -- Per game: the stakes and wins of the ledger through the seamless call that posted them (a rollback through the
  -- stake it reverses), the rounds from the bet records.
  with played as (
    select a.merchant_id, (p.created_at at time zone z.time_zone)::date as day, sp.code as provider_code,
      coalesce(b.game_code, st.game_code) as game_code, coalesce(b.category, '') as category,
      coalesce(r.kind, e.kind) as kind, p.amount_minor as amount, 0 as rounds
    from platform.postings p
    -- Stakes and wins of the bonus wallet count as the wallet's (decision 0054), as in platform.wallet_moves.
    join platform.ledger_accounts a on a.id = p.account_id
      and a.kind in ('player_wallet', 'agent_wallet', 'bonus_wallet')
    join platform.journal_entries e on e.id = p.entry_id
    join platform.merchants z on z.id = a.merchant_id
    left join platform.journal_entries r on e.kind = 'rollback' and r.id = e.reverses_entry_id
    join platform.seamless_transactions st on st.entry_id = coalesce(r.id, e.id)
    join platform.seamless_providers sp on sp.id = st.provider_id
    left join platform.bet_records b on b.provider_id = st.provider_id and b.round_id = st.round_id
    where p.id > p_from and p.id <= p_through and (p_merchant_id is null or a.merchant_id = p_merchant_id)
      and coalesce(r.kind, e.kind) in ('bet', 'win')
    union all
    select b.merchant_id, (b.opened_at at time zone z.time_zone)::date, b.provider_code, b.game_code, b.category,
      'round', 0, 1
    from platform.bet_records b join platform.merchants z on z.id = b.merchant_id
    where b.id > p_rounds_from and b.id <= p_rounds_through and (p_merchant_id is null or b.merchant_id = p_merchant_id)
  )
  insert into platform.operator_game_day_stats as g (merchant_id, day, provider_code, game_code, category,
      bets_minor, wins_minor, rounds)
    select merchant_id, day, provider_code, game_code, max(category),
      coalesce(-sum(amount) filter (where kind = 'bet'), 0), coalesce(sum(amount) filter (where kind = 'win'), 0),
      sum(rounds)
    from played group by merchant_id, day, provider_code, game_code
    order by merchant_id, day, provider_code, game_code
  on conflict (merchant_id, day, provider_code, game_code) do update set
    category = greatest(g.category, excluded.category),
    bets_minor = g.bets_minor + excluded.bets_minor,
    wins_minor = g.wins_minor + excluded.wins_minor,
    rounds = g.rounds + excluded.rounds;

  -- Per member and game type (the rebates' figures, decision 0070): the cash wallets' stakes and wins through the
  -- seamless call that posted them, by the catalog's game type of its game (as loyalty points earn,
  -- 11_loyalty.sql). The bonus wallet is left out: a rebate pays back cash play only.
  with played as (
    select a.merchant_id, (p.created_at at time zone z.time_zone)::date as day, a.owner_member_id as member_id,
      coalesce(v.game_type, '') as game_type, coalesce(r.kind, e.kind) as kind, p.amount_minor as amount
    from platform.postings p
    join platform.ledger_accounts a on a.id = p.account_id and a.kind in ('player_wallet', 'agent_wallet')
    join platform.journal_entries e on e.id = p.entry_id
    join platform.merchants z on z.id = a.merchant_id
    left join platform.journal_entries r on e.kind = 'rollback' and r.id = e.reverses_entry_id
    join platform.seamless_transactions st on st.entry_id = coalesce(r.id, e.id)
    join platform.seamless_providers sp on sp.id = st.provider_id
    left join lateral (
      select gv.game_type from platform.games g join platform.game_vendors gv on gv.id = g.vendor_id
      where g.merchant_id = a.merchant_id and g.game_code = st.game_code and gv.provider_code = sp.code limit 1
    ) v on true
    where p.id > p_from and p.id <= p_through and (p_merchant_id is null or a.merchant_id = p_merchant_id)
      and coalesce(r.kind, e.kind) in ('bet', 'win')
  )
  insert into platform.operator_member_type_day_stats as t (merchant_id, day, member_id, game_type, bets_minor,
      wins_minor, bet_count)
    select merchant_id, day, member_id, game_type,
      coalesce(-sum(amount) filter (where kind = 'bet'), 0), coalesce(sum(amount) filter (where kind = 'win'), 0),
      -- Bets placed (missions' round counts, decision 0078): a stake's posting counts one, its rollback minus one.
      coalesce(sum(sign(-amount)) filter (where kind = 'bet'), 0)::integer
    from played group by merchant_id, member_id, day, game_type
    order by merchant_id, member_id, day, game_type
  on conflict (merchant_id, member_id, day, game_type) do update set
    bets_minor = t.bets_minor + excluded.bets_minor,
    wins_minor = t.wins_minor + excluded.wins_minor,
    bet_count = t.bet_count + excluded.bet_count;

  -- Per deposit channel: the deposits the ledger credited, through the deposit request that posted them.
  insert into platform.operator_channel_day_stats as c (merchant_id, day, channel_id, deposits_minor, deposit_count)
    select a.merchant_id, (p.created_at at time zone z.time_zone)::date, coalesce(d.channel_id, 0),
      sum(p.amount_minor), count(*) filter (where p.amount_minor > 0)
    from platform.postings p
    join platform.ledger_accounts a on a.id = p.account_id and a.kind in ('player_wallet', 'agent_wallet')
    join platform.journal_entries e on e.id = p.entry_id
    join platform.merchants z on z.id = a.merchant_id
    left join platform.journal_entries r on e.kind = 'rollback' and r.id = e.reverses_entry_id
    left join platform.deposits d on d.entry_id = coalesce(r.id, e.id)
    where p.id > p_from and p.id <= p_through and (p_merchant_id is null or a.merchant_id = p_merchant_id)
      and coalesce(r.kind, e.kind) = 'deposit'
    group by 1, 2, 3 order by 1, 2, 3
  on conflict (merchant_id, day, channel_id) do update set
    deposits_minor = c.deposits_minor + excluded.deposits_minor,
    deposit_count = c.deposit_count + excluded.deposit_count
$$;

CREATE FUNCTION platform.path_ancestors(p_path text) RETURNS TABLE(agent_id bigint, level integer)
    LANGUAGE sql IMMUTABLE
    AS $$
  select p.ids[i]::bigint, cardinality(p.ids) - i
  from (select string_to_array(trim(both '/' from p_path), '/') as ids) p, generate_subscripts(p.ids, 1) i
  where i < cardinality(p.ids)
$$;

CREATE FUNCTION platform.points_day_add(p_entry_id bigint, p_merchant_id integer, p_kind text, p_account_ids bigint[], p_amounts bigint[]) RETURNS void
    LANGUAGE sql
    AS $$
  insert into platform.points_day_stats as s (merchant_id, day, kind, issued, redeemed, entries)
    select p_merchant_id, (now() at time zone z.time_zone)::date, p_kind,
      coalesce(sum(greatest(x.amount, 0)), 0), coalesce(sum(greatest(-x.amount, 0)), 0), 1
    from unnest(p_account_ids, p_amounts) as x(account_id, amount)
    join platform.ledger_accounts a on a.id = x.account_id and a.kind = 'member_points'
    cross join platform.merchants z
    where z.id = p_merchant_id
    group by z.time_zone
  on conflict (merchant_id, day, kind) do update set
    issued = s.issued + excluded.issued,
    redeemed = s.redeemed + excluded.redeemed,
    entries = s.entries + 1
$$;

CREATE FUNCTION platform.points_earn_add(p_from bigint, p_through bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_row record;
  v_delta bigint;
  v_pool bigint;
  v_account bigint;
  v_key text;
begin
  for v_row in
    with moved as (
      select a.owner_member_id as member_id, a.merchant_id, coalesce(v.game_type, '') as game_type,
        case when k.kind = 'bet' then -p.amount_minor else 0 end as bet,
        case when k.kind = 'deposit' then p.amount_minor else 0 end as deposit
      from platform.postings p
      join platform.ledger_accounts a on a.id = p.account_id and a.kind in ('player_wallet', 'agent_wallet')
      join platform.points_settings s on s.merchant_id = a.merchant_id
      join platform.journal_entries e on e.id = p.entry_id
      left join platform.journal_entries r on e.kind = 'rollback' and r.id = e.reverses_entry_id
      cross join lateral (select coalesce(r.kind, e.kind) as kind) k
      left join platform.seamless_transactions st on k.kind = 'bet' and st.entry_id = coalesce(r.id, e.id)
      left join platform.seamless_providers sp on sp.id = st.provider_id
      left join lateral (
        select gv.game_type from platform.games g join platform.game_vendors gv on gv.id = g.vendor_id
        where g.merchant_id = a.merchant_id and g.game_code = st.game_code and gv.provider_code = sp.code limit 1
      ) v on st.id is not null
      where p.id > p_from and p.id <= p_through and k.kind in ('bet', 'deposit')
    ), by_type as (
      select member_id, merchant_id, game_type, sum(bet) as bets, sum(deposit) as deposits
      from moved group by member_id, merchant_id, game_type
    ), by_member as (
      select b.member_id, b.merchant_id,
        sum(b.bets * coalesce((s.bet_rates ->> b.game_type)::integer, s.default_bet_rate)
          + b.deposits * s.deposit_rate) as scaled,
        coalesce(jsonb_object_agg(b.game_type, b.bets) filter (where b.bets <> 0), '{}') as bets,
        sum(b.deposits) as deposits
      from by_type b join platform.points_settings s on s.merchant_id = b.merchant_id
      group by b.member_id, b.merchant_id
    )
    insert into platform.member_points_accruals as m (member_id, merchant_id, scaled, bets, deposits_minor)
      select member_id, merchant_id, scaled, bets, deposits from by_member order by member_id
    on conflict (member_id) do update set
      scaled = m.scaled + excluded.scaled,
      bets = (select coalesce(jsonb_object_agg(t.key, t.total), '{}') from (
        select key, sum(value::bigint) as total
        from (select * from jsonb_each_text(m.bets) union all select * from jsonb_each_text(excluded.bets)) j
        group by key) t),
      deposits_minor = m.deposits_minor + excluded.deposits_minor,
      updated_at = now()
    returning m.member_id, m.merchant_id, m.scaled, m.credited
  loop
    v_delta := greatest(div(v_row.scaled, 10000)::bigint - v_row.credited, 0);
    continue when v_delta = 0;
    v_pool := platform.ledger_account_id(v_row.merchant_id, 'PTS', 'points_pool', null, 'pool');
    v_account := platform.ledger_account_id(v_row.merchant_id, 'PTS', 'member_points', v_row.member_id, '');
    v_key := format('earn:%s:%s', v_row.member_id, v_row.credited + v_delta);
    perform platform.post_entry(v_row.merchant_id, 'PTS', 'points_earn', 'points', v_key, md5(v_key), 'earned',
      null, array[v_pool, v_account], array[-v_delta, v_delta]);
    update platform.member_points_accruals set credited = credited + v_delta where member_id = v_row.member_id;
  end loop;
end $$;

CREATE FUNCTION platform.post_entry(p_merchant_id integer, p_currency text, p_kind text, p_source text, p_idempotency_key text, p_request_hash text, p_memo text, p_reverses_entry_id bigint, p_account_ids bigint[], p_amounts bigint[]) RETURNS TABLE(entry_id bigint, replayed boolean)
    LANGUAGE plpgsql
    AS $$
declare
  v_entry_id bigint;
  v_existing record;
  v_line record;
  v_account record;
begin
  insert into platform.journal_entries (merchant_id, currency, kind, source, idempotency_key, request_hash, memo, reverses_entry_id)
    values (p_merchant_id, p_currency, p_kind, p_source, p_idempotency_key, p_request_hash, p_memo, p_reverses_entry_id)
    on conflict (merchant_id, source, idempotency_key) do nothing
    returning id into v_entry_id;
  if v_entry_id is null then
    select e.id, e.request_hash into strict v_existing from platform.journal_entries e
      where e.merchant_id = p_merchant_id and e.source = p_source and e.idempotency_key = p_idempotency_key;
    if v_existing.request_hash <> p_request_hash then
      raise exception 'idempotency key reused with another request' using errcode = 'P0006';
    end if;
    return query select v_existing.id, true;
    return;
  end if;
  if coalesce(array_length(p_account_ids, 1), 0) < 2
     or array_length(p_account_ids, 1) <> array_length(p_amounts, 1)
     or (select sum(a) from unnest(p_amounts) a) <> 0
     or exists (select 1 from unnest(p_amounts) a where a = 0) then
    raise exception 'unbalanced entry' using errcode = 'P0007';
  end if;
  for v_line in
    select x.account_id, sum(x.amount) as amount
    from unnest(p_account_ids, p_amounts) as x(account_id, amount)
    group by x.account_id order by x.account_id
  loop
    update platform.ledger_accounts a set balance_minor = a.balance_minor + v_line.amount
      where a.id = v_line.account_id and a.merchant_id = p_merchant_id and a.currency = p_currency
      returning a.kind, a.owner_member_id, a.balance_minor into v_account;
    if not found then
      raise exception 'accounts outside the entry merchant or currency' using errcode = 'P0008';
    end if;
    -- Realtime (0009): the wallet's owner hears its new balance, on commit.
    if v_account.kind in ('player_wallet', 'agent_wallet') then
      perform pg_notify('ficha_realtime', json_build_object(
        'kind', 'member', 'merchantId', p_merchant_id, 'memberId', v_account.owner_member_id,
        'event', json_build_object(
          'type', 'balance', 'currency', p_currency, 'balanceMinor', v_account.balance_minor::text, 'entryId', v_entry_id
        ))::text);
    -- A bonus wallet pushes no amount (the site shows wallet + bonus): its owner is told to read the balance again,
    -- so the header's bonus part follows the stakes and wins of bonus money (decision 0085).
    elsif v_account.kind = 'bonus_wallet' then
      perform pg_notify('ficha_realtime', json_build_object(
        'kind', 'member', 'merchantId', p_merchant_id, 'memberId', v_account.owner_member_id,
        'event', json_build_object('type', 'bonus_moved'))::text);
    end if;
  end loop;
  insert into platform.postings (entry_id, account_id, amount_minor)
    select v_entry_id, x.account_id, x.amount from unnest(p_account_ids, p_amounts) as x(account_id, amount);
  -- Loyalty reports (0057, decision 0082): a points entry counts in its merchant's local day, same transaction.
  if p_currency = 'PTS' then
    perform platform.points_day_add(v_entry_id, p_merchant_id, p_kind, p_account_ids, p_amounts);
  end if;
  return query select v_entry_id, false;
end $$;

CREATE FUNCTION platform.promotion_stats_add(p_merchant_id integer, p_budget_ref text, p_at timestamp with time zone, p_claims integer, p_granted bigint, p_conversions integer, p_converted bigint, p_forfeited bigint, p_cash_paid bigint) RETURNS void
    LANGUAGE plpgsql
    AS $_$
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
end $_$;

CREATE FUNCTION platform.refuse_ledger_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  raise exception 'ledger rows are append-only (%)', tg_table_name using errcode = 'P0005';
end $$;

CREATE TABLE platform.rg_state (
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    loss_day bigint,
    loss_week bigint,
    loss_month bigint,
    wager_day bigint,
    wager_week bigint,
    wager_month bigint,
    session_minutes integer,
    reality_check_minutes integer,
    session_started_at timestamp with time zone DEFAULT now() NOT NULL,
    reality_check_due_at timestamp with time zone,
    blocked_until timestamp with time zone,
    day_start date,
    week_start date,
    month_start date,
    day_stake bigint DEFAULT 0 NOT NULL,
    day_win bigint DEFAULT 0 NOT NULL,
    week_stake bigint DEFAULT 0 NOT NULL,
    week_win bigint DEFAULT 0 NOT NULL,
    month_stake bigint DEFAULT 0 NOT NULL,
    month_win bigint DEFAULT 0 NOT NULL,
    session_stake bigint DEFAULT 0 NOT NULL,
    session_win bigint DEFAULT 0 NOT NULL,
    CONSTRAINT rg_state_reality_check_minutes_check CHECK ((reality_check_minutes > 0)),
    CONSTRAINT rg_state_session_minutes_check CHECK ((session_minutes > 0))
);

CREATE FUNCTION platform.rg_add_play(p_member_id bigint, p_stake bigint, p_win bigint, p_now timestamp with time zone) RETURNS SETOF platform.rg_state
    LANGUAGE sql
    AS $$
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

CREATE FUNCTION platform.risk_evaluate() RETURNS integer
    LANGUAGE plpgsql
    AS $$
declare
  v_from bigint;
  v_through bigint;
  v_raised integer;
begin
  if not pg_try_advisory_xact_lock(hashtext('platform.risk_evaluate')) then return null; end if;
  select processed_through into strict v_from from platform.risk_progress for update;
  select processed_through into strict v_through from platform.member_stats_progress;
  if v_through <= v_from then return 0; end if;
  with moves as (
    select w.*, r.rule, r.params, (w.at at time zone mc.time_zone) as local_at
    from platform.wallet_moves(v_from, v_through, null) w
    join platform.risk_rules r on r.merchant_id = w.merchant_id and r.enabled
    join platform.merchants mc on mc.id = w.merchant_id
    where w.bets <> 0 or w.deposits <> 0 or w.withdrawals <> 0
  ), candidates as (
    -- One deposit above the threshold.
    select m.merchant_id, m.member_id, m.rule, m.local_at::date as day,
      jsonb_build_object('amountMinor', m.deposits::text, 'thresholdMinor', m.params ->> 'thresholdMinor') as detail
    from moves m
    where m.rule = 'large_deposit' and m.deposits > (m.params ->> 'thresholdMinor')::bigint
    union all
    -- A withdrawal when the stakes of the last N days are below a share of the deposits of those days.
    select m.merchant_id, m.member_id, m.rule, m.local_at::date,
      jsonb_build_object('depositsMinor', s.deposits::text, 'stakesMinor', s.bets::text,
        'days', (m.params ->> 'lookbackDays')::integer, 'playPercent', (m.params ->> 'playPercent')::integer)
    from moves m
    cross join lateral (
      select coalesce(sum(h.deposits_minor), 0) as deposits, coalesce(sum(h.bets_minor), 0) as bets
      from platform.member_hour_stats h
      where h.member_id = m.member_id
        and h.hour > m.at - make_interval(days => (m.params ->> 'lookbackDays')::integer)
    ) s
    where m.rule = 'deposit_withdraw' and m.withdrawals > 0 and s.deposits > 0
      and s.bets * 100 < s.deposits * (m.params ->> 'playPercent')::integer
    union all
    -- Stakes of the last 24 hours at least `factor` times the daily average of the 7 days before.
    select m.merchant_id, m.member_id, m.rule, m.local_at::date,
      jsonb_build_object('lastDayMinor', s.last_day::text, 'dailyAverageMinor', (s.before / 7)::text,
        'factor', (m.params ->> 'factor')::integer)
    from moves m
    cross join lateral (
      select coalesce(sum(h.bets_minor) filter (where h.hour > m.at - interval '24 hours'), 0) as last_day,
        coalesce(sum(h.bets_minor) filter (where h.hour <= m.at - interval '24 hours'), 0) as before
      from platform.member_hour_stats h
      where h.member_id = m.member_id and h.hour > m.at - interval '8 days'
    ) s
    where m.rule = 'stake_increase' and m.bets > 0 and s.before > 0
      and s.last_day >= (m.params ->> 'minStakeMinor')::bigint
      and s.last_day * 7 >= s.before * (m.params ->> 'factor')::integer
    union all
    -- A stake in the merchant-local hours the rule names (from inclusive, to exclusive; may wrap midnight).
    select m.merchant_id, m.member_id, m.rule, m.local_at::date,
      jsonb_build_object('hour', extract(hour from m.local_at)::integer,
        'fromHour', (m.params ->> 'fromHour')::integer, 'toHour', (m.params ->> 'toHour')::integer)
    from moves m
    cross join lateral (select extract(hour from m.local_at)::integer as h,
      (m.params ->> 'fromHour')::integer as f, (m.params ->> 'toHour')::integer as t) x
    where m.rule = 'play_hours' and m.bets > 0
      and case when x.f <= x.t then x.h >= x.f and x.h < x.t else x.h >= x.f or x.h < x.t end
    union all
    -- Money moved by a member who shares an IP, a device or a payee name with `accounts` - 1 other members.
    select m.merchant_id, m.member_id, m.rule, m.local_at::date,
      jsonb_build_object('ipAccounts', s.ip_accounts, 'deviceAccounts', s.device_accounts,
        'payeeAccounts', s.payee_accounts, 'accounts', (m.params ->> 'accounts')::integer)
    from (select distinct on (member_id) * from moves where rule = 'shared_accounts' order by member_id, at desc) m
    cross join lateral (
      select
        (select count(distinct o.member_id) from platform.member_known_ips k
           join platform.member_known_ips o on o.ip = k.ip
           join platform.members om on om.id = o.member_id and om.merchant_id = m.merchant_id
           where k.member_id = m.member_id) as ip_accounts,
        (select count(distinct o.member_id) from platform.member_sessions k
           join platform.member_sessions o on o.merchant_id = k.merchant_id and o.user_agent = k.user_agent
           where k.member_id = m.member_id and k.user_agent <> '') as device_accounts,
        (select count(distinct o.member_id) from platform.member_bank_accounts k
           join platform.member_bank_accounts o
             on o.merchant_id = k.merchant_id and lower(o.payee_name) = lower(k.payee_name)
           where k.member_id = m.member_id) as payee_accounts
    ) s
    where greatest(s.ip_accounts, s.device_accounts, s.payee_accounts) >= (m.params ->> 'accounts')::integer
    union all
    -- A withdrawal by a member granted at least `minBonuses` bonuses (any promotion, any outcome) in the last N
    -- days: the member's own bonus rows (member_bonuses_member), never all of them.
    select m.merchant_id, m.member_id, m.rule, m.local_at::date,
      jsonb_build_object('bonuses', s.bonuses, 'bonusesMinor', s.bonuses_minor::text,
        'withdrawalMinor', m.withdrawals::text, 'days', (m.params ->> 'lookbackDays')::integer,
        'minBonuses', (m.params ->> 'minBonuses')::integer)
    from (select distinct on (member_id) * from moves where rule = 'bonus_hunting' and withdrawals > 0
          order by member_id, at desc) m
    cross join lateral (
      select count(*)::integer as bonuses, coalesce(sum(b.amount_minor), 0) as bonuses_minor
      from platform.member_bonuses b
      where b.merchant_id = m.merchant_id and b.member_id = m.member_id
        and b.granted_at > m.at - make_interval(days => (m.params ->> 'lookbackDays')::integer)
        and b.granted_at <= m.at
    ) s
    where s.bonuses >= (m.params ->> 'minBonuses')::integer
  ), raised as (
    insert into platform.risk_alerts (merchant_id, member_id, rule, window_start, detail)
      select merchant_id, member_id, rule, day, detail from candidates order by member_id, rule, day
    on conflict (merchant_id, rule, member_id, window_start) do nothing
    returning 1
  )
  select count(*) into v_raised from raised;
  update platform.risk_progress set processed_through = v_through;
  return v_raised;
end $$;

CREATE FUNCTION platform.seamless_adjust(p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text, p_transaction_id text, p_round_id text, p_game_code text, p_direction text, p_amount bigint, p_request_hash text, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_call record;
  v_round record;
  v_entry_id bigint;
  v_cash bigint;
  v_debt bigint := 0;
  v_debt_id bigint;
  v_answer jsonb;
begin
  select * into v_call from platform.seamless_start(p_provider_id, p_merchant_id, p_house_ref, p_player_id,
    p_request_id, p_transaction_id, 'adjust_' || p_direction, p_round_id, p_game_code, p_amount, null,
    p_request_hash);
  if v_call.o_row_id is null then return v_call.o_replay; end if;
  select b.id, b.member_id, b.status, b.win_minor into v_round from platform.bet_records b
    where b.provider_id = p_provider_id and b.round_id = p_round_id for update;
  if not found then raise exception 'TRANSACTION_NOT_FOUND' using errcode = 'P0104'; end if;
  if v_round.member_id <> v_call.o_member_id then
    raise exception 'round of another player' using errcode = 'P0107';
  end if;
  if v_round.status <> 'settled' then raise exception 'ROUND_NOT_SETTLED' using errcode = 'P0109'; end if;
  if p_direction = 'debit' and p_amount > v_round.win_minor then
    raise exception 'adjust above the win' using errcode = 'P0110';
  end if;
  update platform.bet_records set win_minor = win_minor + case when p_direction = 'credit' then p_amount else -p_amount end
    where id = v_round.id;
  -- The correction counts in the player's responsible-gaming net loss like the win it corrects.
  perform platform.rg_add_play(v_call.o_member_id, 0,
    case when p_direction = 'credit' then p_amount else -p_amount end, p_now);
  if p_direction = 'credit' then
    select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency, 'win_adjustment',
      p_house_ref, p_transaction_id, p_request_hash, 'adjust ' || p_game_code || ' ' || p_round_id, null,
      array[v_call.o_house_id, v_call.o_wallet_id], array[-p_amount, p_amount]) e;
  else
    select a.balance_minor into v_cash from platform.ledger_accounts a where a.id = v_call.o_wallet_id for update;
    v_debt := greatest(p_amount - greatest(v_cash, 0), 0);
    if v_debt = 0 then
      select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency, 'win_adjustment',
        p_house_ref, p_transaction_id, p_request_hash, 'adjust ' || p_game_code || ' ' || p_round_id, null,
        array[v_call.o_wallet_id, v_call.o_house_id], array[-p_amount, p_amount]) e;
    else
      v_debt_id := platform.ledger_account_id(p_merchant_id, v_call.o_currency, 'member_debt', v_call.o_member_id, '');
      if p_amount = v_debt then
        select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency,
          'win_adjustment', p_house_ref, p_transaction_id, p_request_hash,
          'adjust ' || p_game_code || ' ' || p_round_id, null,
          array[v_debt_id, v_call.o_house_id], array[-v_debt, p_amount]) e;
      else
        select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency,
          'win_adjustment', p_house_ref, p_transaction_id, p_request_hash,
          'adjust ' || p_game_code || ' ' || p_round_id, null,
          array[v_call.o_wallet_id, v_debt_id, v_call.o_house_id], array[-(p_amount - v_debt), -v_debt, p_amount]) e;
      end if;
    end if;
  end if;
  v_answer := platform.seamless_finish(v_call.o_row_id, v_entry_id, v_call.o_wallet_id, null, true)
    || jsonb_build_object('debt', round(v_debt::numeric / 100, 2));
  update platform.seamless_transactions set answer = v_answer where id = v_call.o_row_id;
  return v_answer;
end $$;

CREATE FUNCTION platform.seamless_bonus_credit(p_bonus_id bigint, p_merchant_id integer, p_currency text, p_house_ref text, p_house_id bigint, p_wallet_id bigint, p_bonus_wallet_id bigint, p_bet_record_id bigint, p_round_stake bigint, p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint, p_request_hash text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_bonus_stake bigint;
  v_to_bonus bigint;
  v_ids bigint[];
  v_amounts bigint[];
  v_entry_id bigint;
begin
  select coalesce(sum(s.bonus_minor), 0) into v_bonus_stake from platform.bonus_stakes s
    join platform.seamless_transactions t on t.id = s.debit_row_id
    where s.bet_record_id = p_bet_record_id and s.bonus_id = p_bonus_id and t.status = 'done';
  v_to_bonus := case when p_round_stake > 0 then div(p_amount::numeric * v_bonus_stake, p_round_stake)::bigint else 0 end;
  v_ids := array[p_house_id];
  v_amounts := array[-p_amount];
  if p_amount - v_to_bonus > 0 then
    v_ids := v_ids || p_wallet_id;
    v_amounts := v_amounts || (p_amount - v_to_bonus);
  end if;
  if v_to_bonus > 0 then
    v_ids := v_ids || p_bonus_wallet_id;
    v_amounts := v_amounts || v_to_bonus;
  end if;
  select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, p_currency, 'win', p_house_ref,
    p_transaction_id, p_request_hash, p_game_code || ' ' || p_round_id, null, v_ids, v_amounts) e;
  return v_entry_id;
end $$;

CREATE FUNCTION platform.seamless_bonus_debit(p_bonus_id bigint, p_merchant_id integer, p_currency text, p_provider_code text, p_house_ref text, p_house_id bigint, p_row_id bigint, p_bet_record_id bigint, p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint, p_request_hash text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_bonus record;
  v_game_type text;
  v_cash bigint;
  v_held bigint;
  v_from_bonus bigint;
  v_weighted bigint;
  v_ids bigint[];
  v_amounts bigint[];
  v_entry_id bigint;
begin
  select b.wallet_id, b.bonus_wallet_id, b.max_bet_minor, b.play_order, b.contributions, b.default_contribution_pct
    into strict v_bonus from platform.member_bonuses b where b.id = p_bonus_id for update;
  if v_bonus.max_bet_minor is not null and p_amount > v_bonus.max_bet_minor then
    raise exception 'BONUS_MAX_BET' using errcode = 'P0108';
  end if;
  select v.game_type into v_game_type from platform.games g join platform.game_vendors v on v.id = g.vendor_id
    where g.merchant_id = p_merchant_id and g.game_code = p_game_code and v.provider_code = p_provider_code
    limit 1;
  v_weighted := div(p_amount::numeric
    * coalesce((v_bonus.contributions ->> v_game_type)::integer, v_bonus.default_contribution_pct), 100)::bigint;
  select a.balance_minor into strict v_cash from platform.ledger_accounts a where a.id = v_bonus.wallet_id;
  select a.balance_minor into strict v_held from platform.ledger_accounts a where a.id = v_bonus.bonus_wallet_id;
  v_from_bonus := case when v_bonus.play_order = 'bonus_first' then least(greatest(v_held, 0), p_amount)
    else p_amount - least(greatest(v_cash, 0), p_amount) end;
  update platform.member_bonuses set wagered_minor = wagered_minor + v_weighted where id = p_bonus_id;
  insert into platform.bonus_stakes (debit_row_id, bonus_id, bet_record_id, bonus_minor, weighted_minor)
    values (p_row_id, p_bonus_id, p_bet_record_id, v_from_bonus, v_weighted);
  v_ids := array[p_house_id];
  v_amounts := array[p_amount];
  if p_amount - v_from_bonus > 0 then
    v_ids := v_ids || v_bonus.wallet_id;
    v_amounts := v_amounts || (v_from_bonus - p_amount);
  end if;
  if v_from_bonus > 0 then
    v_ids := v_ids || v_bonus.bonus_wallet_id;
    v_amounts := v_amounts || -v_from_bonus;
  end if;
  select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, p_currency, 'bet', p_house_ref,
    p_transaction_id, p_request_hash, p_game_code || ' ' || p_round_id, null, v_ids, v_amounts) e;
  return v_entry_id;
end $$;

CREATE FUNCTION platform.seamless_bonus_rollback(p_debit_row_id bigint, p_merchant_id integer, p_currency text, p_house_ref text, p_house_id bigint, p_wallet_id bigint, p_transaction_id text, p_reference_transaction_id text, p_debit_entry_id bigint, p_amount bigint, p_request_hash text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_stake record;
  v_ids bigint[];
  v_amounts bigint[];
  v_entry_id bigint;
  v_replayed boolean;
begin
  select s.bonus_id, s.bonus_minor, s.weighted_minor, b.status, b.bonus_wallet_id, b.budget_ref into v_stake
    from platform.bonus_stakes s join platform.member_bonuses b on b.id = s.bonus_id
    where s.debit_row_id = p_debit_row_id for update of b;
  if not found then return null; end if;
  if v_stake.status = 'active' then
    update platform.member_bonuses set wagered_minor = greatest(wagered_minor - v_stake.weighted_minor, 0)
      where id = v_stake.bonus_id;
  end if;
  v_ids := array[p_house_id];
  v_amounts := array[-p_amount];
  if p_amount - v_stake.bonus_minor > 0 then
    v_ids := v_ids || p_wallet_id;
    v_amounts := v_amounts || (p_amount - v_stake.bonus_minor);
  end if;
  if v_stake.bonus_minor > 0 then
    v_ids := v_ids || case when v_stake.status = 'active' then v_stake.bonus_wallet_id
      else platform.ledger_account_id(p_merchant_id, p_currency, 'promotion_budget', null, v_stake.budget_ref) end;
    v_amounts := v_amounts || v_stake.bonus_minor;
  end if;
  select e.entry_id, e.replayed into v_entry_id, v_replayed from platform.post_entry(p_merchant_id, p_currency,
    'rollback', p_house_ref, p_transaction_id, p_request_hash, 'rollback ' || p_reference_transaction_id,
    p_debit_entry_id, v_ids, v_amounts) e;
  -- An ended bonus's stake went back to its budget: the promotion reports count it as forfeited.
  if v_stake.status <> 'active' and v_stake.bonus_minor > 0 and not v_replayed then
    perform platform.promotion_stats_add(p_merchant_id, v_stake.budget_ref, now(), 0, 0, 0, 0, v_stake.bonus_minor, 0);
  end if;
  return v_entry_id;
end $$;

CREATE FUNCTION platform.seamless_check_gaming_limits(p_merchant_id integer, p_member_id bigint, p_stake bigint, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v platform.rg_state%rowtype;
begin
  select * into v from platform.rg_add_play(p_member_id, p_stake, 0, p_now);
  if not found then return; end if;
  if v.blocked_until > p_now or v.reality_check_due_at <= p_now
     or v.session_started_at + make_interval(mins => v.session_minutes) <= p_now
     or v.day_stake > v.wager_day or v.week_stake > v.wager_week or v.month_stake > v.wager_month
     or v.day_stake - v.day_win > v.loss_day or v.week_stake - v.week_win > v.loss_week
     or v.month_stake - v.month_win > v.loss_month then
    raise exception 'LIMIT_REACHED' using errcode = 'P0106';
  end if;
end $$;

CREATE FUNCTION platform.seamless_credit(p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text, p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint, p_round_ended boolean, p_request_hash text, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_call record;
  v_round record;
  v_entry_id bigint;
  v_bonus_id bigint;
  v_bonus_wallet_id bigint;
begin
  select * into v_call from platform.seamless_start(p_provider_id, p_merchant_id, p_house_ref, p_player_id,
    p_request_id, p_transaction_id, 'credit', p_round_id, p_game_code, p_amount, null, p_request_hash);
  if v_call.o_row_id is null then return v_call.o_replay; end if;
  -- The round, locked: P0107 when it is another player's, P0105 once settled.
  update platform.bet_records b set win_minor = b.win_minor + p_amount, has_credit = true,
      status = case when p_round_ended then 'settled' else b.status end,
      settled_at = case when p_round_ended then p_now else b.settled_at end,
      valid_bet_minor = case when p_round_ended then b.stake_minor else b.valid_bet_minor end
    where b.provider_id = p_provider_id and b.round_id = p_round_id and b.member_id = v_call.o_member_id
      and b.status = 'open'
    returning b.id, b.stake_minor into v_round;
  if not found then
    select b.id, b.member_id, b.status, b.stake_minor into v_round from platform.bet_records b
      where b.provider_id = p_provider_id and b.round_id = p_round_id for update;
    if found and v_round.member_id <> v_call.o_member_id then
      raise exception 'round of another player' using errcode = 'P0107';
    end if;
    if found and v_round.status = 'settled' then raise exception 'ROUND_CLOSED' using errcode = 'P0105'; end if;
    if p_amount > 0 then
      if v_round.id is null then raise exception 'TRANSACTION_NOT_FOUND' using errcode = 'P0104'; end if;
      raise exception 'TRANSACTION_CANCELLED' using errcode = 'P0103';
    end if;
  elsif p_amount > 0 and v_round.stake_minor = 0 then
    raise exception 'TRANSACTION_CANCELLED' using errcode = 'P0103';
  end if;
  select b.id, b.bonus_wallet_id into v_bonus_id, v_bonus_wallet_id from platform.member_bonuses b
    where b.member_id = v_call.o_member_id and b.status = 'active';
  if p_amount > 0 then
    -- The win lowers the player's responsible-gaming loss, whichever wallet it lands in.
    perform platform.rg_add_play(v_call.o_member_id, 0, p_amount, p_now);
  end if;
  if p_amount > 0 and v_bonus_id is null then
    select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency, 'win', p_house_ref,
      p_transaction_id, p_request_hash, p_game_code || ' ' || p_round_id, null,
      array[v_call.o_house_id, v_call.o_wallet_id], array[-p_amount, p_amount]) e;
  elsif p_amount > 0 then
    v_entry_id := platform.seamless_bonus_credit(v_bonus_id, p_merchant_id, v_call.o_currency, p_house_ref,
      v_call.o_house_id, v_call.o_wallet_id, v_bonus_wallet_id, v_round.id, v_round.stake_minor,
      p_transaction_id, p_round_id, p_game_code, p_amount, p_request_hash);
  end if;
  if v_bonus_id is not null then
    perform platform.bonus_settle(v_bonus_id, p_now);
  end if;
  return platform.seamless_finish(v_call.o_row_id, v_entry_id, v_call.o_wallet_id, v_bonus_wallet_id, true);
end $$;

CREATE FUNCTION platform.seamless_debit(p_provider_id integer, p_merchant_id integer, p_provider_code text, p_house_ref text, p_category text, p_detail_url text, p_player_id text, p_request_id text, p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint, p_request_hash text, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_call record;
  v_round record;
  v_entry_id bigint;
  v_bonus_id bigint;
  v_bonus_wallet_id bigint;
  v_bonus_expires_at timestamptz;
begin
  select * into v_call from platform.seamless_start(p_provider_id, p_merchant_id, p_house_ref, p_player_id,
    p_request_id, p_transaction_id, 'debit', p_round_id, p_game_code, p_amount, null, p_request_hash);
  if v_call.o_row_id is null then return v_call.o_replay; end if;
  if not v_call.o_active then raise exception 'PLAYER_NOT_FOUND' using errcode = 'P0101'; end if;
  insert into platform.bet_records (merchant_id, member_id, provider_id, provider_code, round_id, game_code, category,
      currency, stake_minor, win_minor, valid_bet_minor, status, has_credit, detail_url)
    values (p_merchant_id, v_call.o_member_id, p_provider_id, p_provider_code, p_round_id, p_game_code, p_category,
      v_call.o_currency, 0, 0, 0, 'open', false, p_detail_url)
    on conflict (provider_id, round_id) do nothing returning id into v_round;
  if not found then
    select b.id, b.member_id, b.status into v_round from platform.bet_records b
      where b.provider_id = p_provider_id and b.round_id = p_round_id for update;
    if v_round.member_id <> v_call.o_member_id then
      raise exception 'round of another player' using errcode = 'P0107';
    end if;
    if v_round.status = 'settled' then raise exception 'ROUND_CLOSED' using errcode = 'P0105'; end if;
  end if;
  perform platform.seamless_check_gaming_limits(p_merchant_id, v_call.o_member_id, p_amount, p_now);
  update platform.bet_records set stake_minor = stake_minor + p_amount, status = 'open' where id = v_round.id;
  select b.id, b.bonus_wallet_id, b.expires_at into v_bonus_id, v_bonus_wallet_id, v_bonus_expires_at
    from platform.member_bonuses b where b.member_id = v_call.o_member_id and b.status = 'active';
  if v_bonus_expires_at <= p_now then
    perform platform.bonus_end(v_bonus_id, 'expired', p_now);
    v_bonus_id := null;
    v_bonus_wallet_id := null;
  end if;
  if v_bonus_id is null then
    select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency, 'bet', p_house_ref,
      p_transaction_id, p_request_hash, p_game_code || ' ' || p_round_id, null,
      array[v_call.o_wallet_id, v_call.o_house_id], array[-p_amount, p_amount]) e;
  else
    v_entry_id := platform.seamless_bonus_debit(v_bonus_id, p_merchant_id, v_call.o_currency, p_provider_code,
      p_house_ref, v_call.o_house_id, v_call.o_row_id, v_round.id, p_transaction_id, p_round_id, p_game_code,
      p_amount, p_request_hash);
  end if;
  return platform.seamless_finish(v_call.o_row_id, v_entry_id, v_call.o_wallet_id, v_bonus_wallet_id, true);
end $$;

CREATE FUNCTION platform.seamless_finish(p_row_id bigint, p_entry_id bigint, p_wallet_id bigint, p_bonus_wallet_id bigint, p_with_ledger_id boolean) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_answer jsonb;
begin
  select case when p_with_ledger_id
      then jsonb_build_object('balance', round(sum(a.balance_minor)::numeric / 100, 2), 'ledgerId', p_entry_id::text)
      else jsonb_build_object('balance', round(sum(a.balance_minor)::numeric / 100, 2)) end
    into v_answer
    from platform.ledger_accounts a where a.id = any(array[p_wallet_id, p_bonus_wallet_id]);
  update platform.seamless_transactions set entry_id = p_entry_id, answer = v_answer where id = p_row_id;
  return v_answer;
end $$;

CREATE FUNCTION platform.seamless_rollback(p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text, p_transaction_id text, p_reference_transaction_id text, p_round_id text, p_request_hash text) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_call record;
  v_tombstone_id bigint;
  v_debit platform.seamless_transactions%rowtype;
  v_round record;
  v_entry_id bigint;
  v_stake bigint;
  v_bonus_wallet_id bigint;
begin
  select * into v_call from platform.seamless_start(p_provider_id, p_merchant_id, p_house_ref, p_player_id,
    p_request_id, p_transaction_id, 'rollback', p_round_id, '', 0, p_reference_transaction_id, p_request_hash);
  if v_call.o_row_id is null then return v_call.o_replay; end if;
  select b.bonus_wallet_id into v_bonus_wallet_id from platform.member_bonuses b
    where b.member_id = v_call.o_member_id and b.status = 'active';
  insert into platform.seamless_transactions (merchant_id, provider_id, member_id, request_id, transaction_id, kind,
      status, round_id, game_code, amount_minor, reference_transaction_id, request_hash)
    values (p_merchant_id, p_provider_id, v_call.o_member_id, p_request_id, p_reference_transaction_id, 'tombstone',
      'done', p_round_id, '', 0, null, p_request_hash)
    on conflict (provider_id, transaction_id) do nothing returning id into v_tombstone_id;
  if v_tombstone_id is not null then
    return platform.seamless_finish(v_call.o_row_id, null, v_call.o_wallet_id, v_bonus_wallet_id, false);
  end if;
  select * into v_debit from platform.seamless_transactions t
    where t.provider_id = p_provider_id and t.transaction_id = p_reference_transaction_id for update;
  if not found then raise exception 'referenced transaction vanished'; end if;
  if v_debit.kind = 'tombstone' then
    return platform.seamless_finish(v_call.o_row_id, null, v_call.o_wallet_id, v_bonus_wallet_id, false);
  end if;
  if v_debit.kind <> 'debit' or v_debit.member_id is distinct from v_call.o_member_id
     or v_debit.round_id <> p_round_id then
    raise exception 'TRANSACTION_NOT_FOUND' using errcode = 'P0104';
  end if;
  if v_debit.status = 'cancelled' then
    return platform.seamless_finish(v_call.o_row_id, null, v_call.o_wallet_id, v_bonus_wallet_id, false);
  end if;
  select b.id, b.member_id, b.status, b.stake_minor, b.has_credit into v_round from platform.bet_records b
    where b.provider_id = p_provider_id and b.round_id = p_round_id for update;
  if not found then raise exception 'debit without its round'; end if;
  if v_round.member_id <> v_call.o_member_id then
    raise exception 'round of another player' using errcode = 'P0107';
  end if;
  if v_round.status = 'settled' or v_round.has_credit then
    raise exception 'ROUND_CLOSED' using errcode = 'P0105';
  end if;
  update platform.seamless_transactions set status = 'cancelled' where id = v_debit.id;
  v_stake := v_round.stake_minor - v_debit.amount_minor;
  update platform.bet_records set stake_minor = v_stake, status = case when v_stake = 0 then 'cancelled' else 'open' end
    where id = v_round.id;
  -- A debit taken while a bonus was active gives its parts back where they came from (06_bonus_wallet.sql).
  v_entry_id := platform.seamless_bonus_rollback(v_debit.id, p_merchant_id, v_call.o_currency, p_house_ref,
    v_call.o_house_id, v_call.o_wallet_id, p_transaction_id, p_reference_transaction_id, v_debit.entry_id,
    v_debit.amount_minor, p_request_hash);
  if v_entry_id is null then
    select e.entry_id into v_entry_id from platform.post_entry(p_merchant_id, v_call.o_currency, 'rollback',
      p_house_ref, p_transaction_id, p_request_hash, 'rollback ' || p_reference_transaction_id, v_debit.entry_id,
      array[v_call.o_wallet_id, v_call.o_house_id], array[v_debit.amount_minor, -v_debit.amount_minor]) e;
  end if;
  return platform.seamless_finish(v_call.o_row_id, v_entry_id, v_call.o_wallet_id, v_bonus_wallet_id, false);
end $$;

CREATE FUNCTION platform.seamless_start(p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text, p_transaction_id text, p_kind text, p_round_id text, p_game_code text, p_amount bigint, p_reference_transaction_id text, p_request_hash text, OUT o_member_id bigint, OUT o_active boolean, OUT o_currency text, OUT o_wallet_id bigint, OUT o_house_id bigint, OUT o_row_id bigint, OUT o_replay jsonb) RETURNS record
    LANGUAGE plpgsql
    AS $$
declare
  v_wallet_kind text;
  v_first record;
begin
  select m.id, m.status = 'active', mc.currency,
      case when m.type = any(mc.agent_types) then 'agent_wallet' else 'player_wallet' end
    into o_member_id, o_active, o_currency, v_wallet_kind
    from platform.seamless_players p
    join platform.members m on m.id = p.member_id
    join platform.merchants mc on mc.id = m.merchant_id
    where p.provider_id = p_provider_id and p.player_id = p_player_id and m.merchant_id = p_merchant_id;
  if not found then raise exception 'PLAYER_NOT_FOUND' using errcode = 'P0101'; end if;
  insert into platform.seamless_transactions (merchant_id, provider_id, member_id, request_id, transaction_id, kind,
      status, round_id, game_code, amount_minor, reference_transaction_id, request_hash)
    values (p_merchant_id, p_provider_id, o_member_id, p_request_id, p_transaction_id, p_kind,
      'done', p_round_id, p_game_code, p_amount, p_reference_transaction_id, p_request_hash)
    on conflict (provider_id, transaction_id) do nothing returning id into o_row_id;
  if o_row_id is null then
    select t.kind, t.status, t.request_hash, t.answer into v_first from platform.seamless_transactions t
      where t.provider_id = p_provider_id and t.transaction_id = p_transaction_id;
    if not found then raise exception 'claimed transaction id vanished'; end if;
    if v_first.kind = 'tombstone' and p_kind = 'debit' then
      raise exception 'TRANSACTION_CANCELLED' using errcode = 'P0103';
    end if;
    if v_first.kind <> p_kind or v_first.request_hash <> p_request_hash then
      raise exception 'DUPLICATE_TRANSACTION' using errcode = 'P0102';
    end if;
    if p_kind = 'debit' and v_first.status = 'cancelled' then
      raise exception 'TRANSACTION_CANCELLED' using errcode = 'P0103';
    end if;
    o_replay := v_first.answer;
    return;
  end if;
  o_wallet_id := platform.ledger_account_id(p_merchant_id, o_currency, v_wallet_kind, o_member_id, '');
  -- The provider's house is sharded by member (decision 0031): concurrent players don't queue on one row.
  o_house_id := platform.ledger_account_id(p_merchant_id, o_currency, 'house', null,
    p_house_ref || '#' || (o_member_id % 32));
end $$;

CREATE FUNCTION platform.vip_progress_add(p_from bigint, p_through bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_row record;
begin
  for v_row in
    select w.member_id, w.merchant_id, date_trunc('month', w.at at time zone z.time_zone)::date as month,
      sum(w.bets) as bets, sum(w.deposits) as deposits
    from platform.wallet_moves(p_from, p_through, null) w join platform.merchants z on z.id = w.merchant_id
    where w.bets <> 0 or w.deposits <> 0
    group by 1, 2, 3 order by 1, 3
  loop
    insert into platform.member_vip_progress as p (member_id, merchant_id, month, month_bets_minor,
        month_deposits_minor, lifetime_bets_minor, lifetime_deposits_minor)
      values (v_row.member_id, v_row.merchant_id, v_row.month, v_row.bets, v_row.deposits, v_row.bets, v_row.deposits)
    on conflict (member_id) do update set
      month = greatest(p.month, excluded.month),
      month_bets_minor = case when excluded.month > p.month then excluded.month_bets_minor
        when excluded.month = p.month then p.month_bets_minor + excluded.month_bets_minor else p.month_bets_minor end,
      month_deposits_minor = case when excluded.month > p.month then excluded.month_deposits_minor
        when excluded.month = p.month then p.month_deposits_minor + excluded.month_deposits_minor
        else p.month_deposits_minor end,
      lifetime_bets_minor = p.lifetime_bets_minor + excluded.lifetime_bets_minor,
      lifetime_deposits_minor = p.lifetime_deposits_minor + excluded.lifetime_deposits_minor,
      updated_at = now();
    perform platform.vip_rank_settle(v_row.member_id);
  end loop;
end $$;

CREATE FUNCTION platform.vip_qualifying_level(p_member_id bigint) RETURNS integer
    LANGUAGE sql STABLE
    AS $$
  select coalesce(max(r.level), 0)
  from platform.member_vip_progress p
  join platform.merchants z on z.id = p.merchant_id
  cross join lateral (select p.month = date_trunc('month', now() at time zone z.time_zone)::date as current) c
  join platform.vip_ranks r on r.merchant_id = p.merchant_id
  where p.member_id = p_member_id
    and (case when c.current then p.month_bets_minor else 0 end) >= r.monthly_bets_minor
    and (case when c.current then p.month_deposits_minor else 0 end) >= r.monthly_deposits_minor
    and p.lifetime_bets_minor >= r.lifetime_bets_minor
    and p.lifetime_deposits_minor >= r.lifetime_deposits_minor
$$;

CREATE FUNCTION platform.vip_rank_settle(p_member_id bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_progress platform.member_vip_progress%rowtype;
  v_level integer;
  v_retention integer;
  v_tz text;
  v_currency text;
  v_reward record;
  v_wallet bigint;
  v_budget bigint;
  v_key text;
  v_entry bigint;
begin
  select * into v_progress from platform.member_vip_progress where member_id = p_member_id for update;
  if not found then return; end if;
  v_level := platform.vip_qualifying_level(p_member_id);
  if v_level < v_progress.rank_level and v_progress.held_until > now() then return; end if;
  select z.time_zone, z.currency into v_tz, v_currency from platform.merchants z where z.id = v_progress.merchant_id;
  select coalesce(r.retention_months, 0) into v_retention from platform.vip_ranks r
    where r.merchant_id = v_progress.merchant_id and r.level = v_level;
  update platform.member_vip_progress set
    rank_level = v_level,
    held_until = case when v_level = 0 then null else
      ((date_trunc('month', now() at time zone v_tz) + make_interval(months => 1 + coalesce(v_retention, 0)))
        at time zone v_tz) end
  where member_id = p_member_id;
  for v_reward in
    select r.level, r.level_up_reward_minor from platform.vip_ranks r
    where r.merchant_id = v_progress.merchant_id and r.level > v_progress.rank_level and r.level <= v_level
      and r.level_up_reward_minor > 0
      and not exists (select 1 from platform.vip_level_rewards x where x.member_id = p_member_id and x.level = r.level)
    order by r.level
  loop
    select a.id into v_wallet from platform.ledger_accounts a
      where a.merchant_id = v_progress.merchant_id and a.currency = v_currency
        and a.kind in ('player_wallet', 'agent_wallet') and a.owner_member_id = p_member_id
      order by a.id limit 1;
    continue when v_wallet is null;
    v_budget := platform.ledger_account_id(v_progress.merchant_id, v_currency, 'promotion_budget', null, 'vip');
    v_key := format('vip:%s:%s', p_member_id, v_reward.level);
    select entry_id into v_entry from platform.post_entry(v_progress.merchant_id, v_currency, 'vip_reward', 'vip',
      v_key, md5(v_key), format('level %s', v_reward.level), null, array[v_budget, v_wallet],
      array[-v_reward.level_up_reward_minor, v_reward.level_up_reward_minor]);
    insert into platform.vip_level_rewards (member_id, level, merchant_id, amount_minor, entry_id)
      values (p_member_id, v_reward.level, v_progress.merchant_id, v_reward.level_up_reward_minor, v_entry);
  end loop;
  if v_level > v_progress.rank_level then
    perform pg_notify('ficha_realtime', json_build_object(
      'kind', 'member', 'merchantId', v_progress.merchant_id, 'memberId', p_member_id,
      'event', json_build_object('type', 'notice', 'key', 'info_vip_level_up', 'at', now()))::text);
  end if;
end $$;

CREATE FUNCTION platform.wallet_moves(p_from bigint, p_through bigint, p_merchant_id integer) RETURNS TABLE(member_id bigint, merchant_id integer, at timestamp with time zone, bets bigint, wins bigint, deposits bigint, withdrawals bigint, transfers_in bigint, transfers_out bigint, adjustments bigint, bonuses bigint)
    LANGUAGE sql STABLE
    AS $$
  select a.owner_member_id, a.merchant_id, p.created_at,
    case when k.kind = 'bet' then -p.amount_minor else 0 end,
    case when k.kind = 'win' then p.amount_minor else 0 end,
    case when k.kind = 'deposit' then p.amount_minor else 0 end,
    case when k.kind in ('withdrawal_hold', 'withdrawal_release') then -p.amount_minor else 0 end,
    case when k.kind = 'transfer' and p.amount_minor > 0 then p.amount_minor else 0 end,
    case when k.kind = 'transfer' and p.amount_minor < 0 then -p.amount_minor else 0 end,
    case when k.kind = 'adjustment' then p.amount_minor else 0 end,
    -- Bonus cost (decision 0054): what the member's accounts received from a budget net of what went back to
    -- it; a conversion's wallet line cancels its bonus wallet line, leaving the cash-out excess returned.
    case when k.kind in ('bonus', 'bonus_forfeit', 'bonus_conversion', 'points_cash', 'vip_reward', 'rebate', 'promotion_prize',
      'mission_reward', 'leaderboard_prize') then p.amount_minor else 0 end
  from platform.postings p
  -- The bonus wallet too (decision 0054): its stakes and wins are bets and wins like the wallet's.
  join platform.ledger_accounts a on a.id = p.account_id
    and a.kind in ('player_wallet', 'agent_wallet', 'bonus_wallet')
  join platform.journal_entries e on e.id = p.entry_id
  left join platform.journal_entries r on e.kind = 'rollback' and r.id = e.reverses_entry_id
  cross join lateral (select coalesce(r.kind, e.kind) as kind) k
  where p.id > p_from and p.id <= p_through and (p_merchant_id is null or a.merchant_id = p_merchant_id)
$$;

CREATE TABLE platform.adjustment_settings (
    merchant_id integer NOT NULL,
    dual_approval_threshold_minor bigint NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT adjustment_settings_dual_approval_threshold_minor_check CHECK ((dual_approval_threshold_minor > 0))
);

CREATE TABLE platform.agent_contract_actions (
    id bigint NOT NULL,
    contract_id bigint NOT NULL,
    action text NOT NULL,
    actor_member_id bigint,
    actor_operator_id integer,
    status_before text,
    status_after text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.agent_contract_actions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.agent_contract_actions_id_seq OWNED BY platform.agent_contract_actions.id;

CREATE TABLE platform.agent_contracts (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    product_type text DEFAULT 'CONS'::text NOT NULL,
    upline_id bigint,
    agent_id bigint NOT NULL,
    period text NOT NULL,
    status text NOT NULL,
    active_threshold_minor bigint DEFAULT 1 NOT NULL,
    tiers jsonb NOT NULL,
    replaces_contract_id bigint,
    termination_requested_by text,
    end_reason text,
    offered_at timestamp with time zone DEFAULT now() NOT NULL,
    effective_at timestamp with time zone,
    ended_at timestamp with time zone,
    CONSTRAINT agent_contracts_active_threshold_minor_check CHECK ((active_threshold_minor >= 1)),
    CONSTRAINT agent_contracts_check CHECK (((upline_id IS NULL) OR (upline_id <> agent_id))),
    CONSTRAINT agent_contracts_check1 CHECK (((status = 'ended'::text) = (end_reason IS NOT NULL))),
    CONSTRAINT agent_contracts_end_reason_check CHECK ((end_reason = ANY (ARRAY['rejected'::text, 'terminated'::text, 'replaced'::text, 'upline_lowered'::text, 'withdrawn'::text]))),
    CONSTRAINT agent_contracts_kind_check CHECK ((kind = ANY (ARRAY['dividend'::text, 'daily'::text, 'hourly'::text, 'realtime'::text]))),
    CONSTRAINT agent_contracts_period_check CHECK ((period = ANY (ARRAY['day'::text, 'week'::text, 'semimonth'::text, 'month'::text, 'hour'::text, 'window'::text]))),
    CONSTRAINT agent_contracts_status_check CHECK ((status = ANY (ARRAY['P'::text, 'E'::text, 'V'::text, 'ended'::text]))),
    CONSTRAINT agent_contracts_termination_requested_by_check CHECK ((termination_requested_by = ANY (ARRAY['upline'::text, 'agent'::text])))
);

CREATE SEQUENCE platform.agent_contracts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.agent_contracts_id_seq OWNED BY platform.agent_contracts.id;

CREATE TABLE platform.agent_hour_members (
    member_id bigint NOT NULL,
    hour timestamp with time zone NOT NULL,
    path text NOT NULL,
    merchant_id integer NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL
);

CREATE TABLE platform.agent_level_stats (
    agent_id bigint NOT NULL,
    period text NOT NULL,
    period_start timestamp without time zone NOT NULL,
    level smallint NOT NULL,
    merchant_id integer NOT NULL,
    members integer DEFAULT 0 NOT NULL,
    active_players integer DEFAULT 0 NOT NULL,
    first_depositors integer DEFAULT 0 NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    withdrawals_minor bigint DEFAULT 0 NOT NULL,
    transfers_in_minor bigint DEFAULT 0 NOT NULL,
    transfers_out_minor bigint DEFAULT 0 NOT NULL,
    adjustments_minor bigint DEFAULT 0 NOT NULL,
    bonuses_minor bigint DEFAULT 0 NOT NULL,
    rounds integer DEFAULT 0 NOT NULL,
    CONSTRAINT agent_level_stats_period_check CHECK ((period = ANY (ARRAY['hour'::text, 'day'::text, 'week'::text, 'month'::text])))
);

CREATE TABLE platform.agent_member_stats (
    agent_id bigint NOT NULL,
    period text NOT NULL,
    period_start date NOT NULL,
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    level smallint NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    withdrawals_minor bigint DEFAULT 0 NOT NULL,
    transfers_in_minor bigint DEFAULT 0 NOT NULL,
    transfers_out_minor bigint DEFAULT 0 NOT NULL,
    adjustments_minor bigint DEFAULT 0 NOT NULL,
    bonuses_minor bigint DEFAULT 0 NOT NULL,
    rounds integer DEFAULT 0 NOT NULL,
    profit_minor bigint GENERATED ALWAYS AS ((wins_minor - bets_minor)) STORED,
    CONSTRAINT agent_member_stats_period_check CHECK ((period = ANY (ARRAY['day'::text, 'week'::text, 'month'::text])))
);

CREATE TABLE platform.agent_signup_stats (
    agent_id bigint NOT NULL,
    period text NOT NULL,
    period_start date NOT NULL,
    level smallint NOT NULL,
    merchant_id integer NOT NULL,
    sign_ups integer DEFAULT 0 NOT NULL,
    CONSTRAINT agent_signup_stats_period_check CHECK ((period = ANY (ARRAY['day'::text, 'week'::text, 'month'::text])))
);

CREATE TABLE platform.agent_stats_zones (
    merchant_id integer NOT NULL,
    time_zone text NOT NULL
);

CREATE TABLE platform.agent_team_counts (
    agent_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    team_size integer DEFAULT 0 NOT NULL,
    direct_members integer DEFAULT 0 NOT NULL,
    balance_minor bigint DEFAULT 0 NOT NULL
);

CREATE TABLE platform.audit_log (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    actor_type text NOT NULL,
    actor_id bigint,
    actor_name text NOT NULL,
    action text NOT NULL,
    target text NOT NULL,
    before jsonb,
    after jsonb,
    ip text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT audit_log_actor_type_check CHECK ((actor_type = ANY (ARRAY['operator'::text, 'agent'::text, 'system'::text])))
);

CREATE SEQUENCE platform.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.audit_log_id_seq OWNED BY platform.audit_log.id;

CREATE TABLE platform.banner_images (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    file_key text NOT NULL,
    sha256 text NOT NULL,
    content_type text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    bytes bytea NOT NULL,
    size_bytes integer NOT NULL,
    uploaded_by text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT banner_images_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'image/webp'::text]))),
    CONSTRAINT banner_images_file_key_check CHECK ((file_key ~ '^[0-9a-f]{32}$'::text)),
    CONSTRAINT banner_images_height_check CHECK (((height >= 80) AND (height <= 4096))),
    CONSTRAINT banner_images_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT banner_images_size_bytes_check CHECK (((size_bytes > 0) AND (size_bytes <= 2097152))),
    CONSTRAINT banner_images_width_check CHECK (((width >= 320) AND (width <= 4096)))
);

CREATE SEQUENCE platform.banner_images_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.banner_images_id_seq OWNED BY platform.banner_images.id;

CREATE TABLE platform.banners (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    group_name text NOT NULL,
    image_url text NOT NULL,
    linkage_type text DEFAULT 'NONE'::text NOT NULL,
    target text,
    title text DEFAULT ''::text NOT NULL,
    sequence integer DEFAULT 0 NOT NULL,
    kind text DEFAULT 'B'::text NOT NULL,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    languages text[] DEFAULT '{}'::text[] NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT banners_kind_check CHECK ((kind = ANY (ARRAY['B'::text, 'PR'::text]))),
    CONSTRAINT banners_linkage_type_check CHECK ((linkage_type = ANY (ARRAY['NONE'::text, 'URL'::text, 'ROUTE'::text]))),
    CONSTRAINT banners_schedule CHECK (((ends_at IS NULL) OR (starts_at IS NULL) OR (ends_at > starts_at)))
);

CREATE SEQUENCE platform.banners_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.banners_id_seq OWNED BY platform.banners.id;

CREATE TABLE platform.bet_records (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    provider_id integer NOT NULL,
    provider_code text NOT NULL,
    round_id text NOT NULL,
    game_code text NOT NULL,
    category text NOT NULL,
    currency text NOT NULL,
    stake_minor bigint DEFAULT 0 NOT NULL,
    win_minor bigint DEFAULT 0 NOT NULL,
    valid_bet_minor bigint DEFAULT 0 NOT NULL,
    status text NOT NULL,
    has_credit boolean DEFAULT false NOT NULL,
    opened_at timestamp with time zone DEFAULT now() NOT NULL,
    settled_at timestamp with time zone,
    detail_url text NOT NULL,
    CONSTRAINT bet_records_stake_minor_check CHECK ((stake_minor >= 0)),
    CONSTRAINT bet_records_status_check CHECK ((status = ANY (ARRAY['open'::text, 'settled'::text, 'cancelled'::text]))),
    CONSTRAINT bet_records_valid_bet_minor_check CHECK ((valid_bet_minor >= 0)),
    CONSTRAINT bet_records_win_minor_check CHECK ((win_minor >= 0))
);

CREATE SEQUENCE platform.bet_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.bet_records_id_seq OWNED BY platform.bet_records.id;

CREATE TABLE platform.bonus_stakes (
    debit_row_id bigint NOT NULL,
    bonus_id bigint NOT NULL,
    bet_record_id bigint NOT NULL,
    bonus_minor bigint NOT NULL,
    weighted_minor bigint NOT NULL,
    CONSTRAINT bonus_stakes_bonus_minor_check CHECK ((bonus_minor >= 0)),
    CONSTRAINT bonus_stakes_weighted_minor_check CHECK ((weighted_minor >= 0))
);

CREATE TABLE platform.c2c_settings (
    merchant_id integer NOT NULL,
    min_minor bigint NOT NULL,
    max_minor bigint NOT NULL,
    daily_max_minor bigint NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT c2c_settings_check CHECK (((max_minor >= min_minor) AND (daily_max_minor >= max_minor))),
    CONSTRAINT c2c_settings_min_minor_check CHECK ((min_minor > 0))
);

CREATE TABLE platform.captchas (
    id text NOT NULL,
    merchant_id integer NOT NULL,
    answer_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);

CREATE TABLE platform.client_events (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id integer,
    ip text NOT NULL,
    name text NOT NULL,
    page text,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    occurred_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_events_data_check CHECK ((length((data)::text) <= 2048)),
    CONSTRAINT client_events_name_check CHECK ((length(name) <= 64)),
    CONSTRAINT client_events_page_check CHECK ((length(page) <= 512))
);

CREATE SEQUENCE platform.client_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.client_events_id_seq OWNED BY platform.client_events.id;

CREATE TABLE platform.contract_bills (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    contract_id bigint NOT NULL,
    agent_id bigint NOT NULL,
    kind text NOT NULL,
    period text NOT NULL,
    period_start timestamp with time zone NOT NULL,
    period_end timestamp with time zone NOT NULL,
    currency text NOT NULL,
    valid_bet_minor bigint NOT NULL,
    net_loss_minor bigint NOT NULL,
    active_members integer NOT NULL,
    tier integer,
    rate_bp integer NOT NULL,
    gross_minor bigint NOT NULL,
    downline_minor bigint NOT NULL,
    own_minor bigint NOT NULL,
    adjustment_minor bigint DEFAULT 0 NOT NULL,
    carried_in_minor bigint DEFAULT 0 NOT NULL,
    payer text NOT NULL,
    amount_minor bigint NOT NULL,
    state text NOT NULL,
    approvals integer DEFAULT 0 NOT NULL,
    approved_by integer,
    ledger_entry_id bigint,
    run_id bigint,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    settled_at timestamp with time zone,
    CONSTRAINT contract_bills_payer_check CHECK ((payer = ANY (ARRAY['house'::text, 'upline'::text]))),
    CONSTRAINT contract_bills_state_check CHECK ((state = ANY (ARRAY['calculated'::text, 'pending_approval'::text, 'paid'::text, 'rejected'::text, 'carried_over'::text])))
);

CREATE SEQUENCE platform.contract_bills_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.contract_bills_id_seq OWNED BY platform.contract_bills.id;

CREATE TABLE platform.contract_settings (
    merchant_id integer NOT NULL,
    payer text DEFAULT 'house'::text NOT NULL,
    approval_threshold_minor bigint DEFAULT 100000000 NOT NULL,
    second_approval_threshold_minor bigint DEFAULT 1000000000 NOT NULL,
    carry_negative_dividend boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contract_settings_approval_threshold_minor_check CHECK ((approval_threshold_minor >= 0)),
    CONSTRAINT contract_settings_payer_check CHECK ((payer = ANY (ARRAY['house'::text, 'upline'::text]))),
    CONSTRAINT contract_settings_second_approval_threshold_minor_check CHECK ((second_approval_threshold_minor >= 0))
);

CREATE TABLE platform.contract_settlement_runs (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    period text NOT NULL,
    period_start timestamp with time zone NOT NULL,
    period_end timestamp with time zone NOT NULL,
    trigger text NOT NULL,
    operator_id integer,
    bills integer DEFAULT 0 NOT NULL,
    paid_minor bigint DEFAULT 0 NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    CONSTRAINT contract_settlement_runs_trigger_check CHECK ((trigger = ANY (ARRAY['job'::text, 'operator'::text])))
);

CREATE SEQUENCE platform.contract_settlement_runs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.contract_settlement_runs_id_seq OWNED BY platform.contract_settlement_runs.id;

CREATE TABLE platform.contract_templates (
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    max_rate_bp integer NOT NULL,
    tiers jsonb DEFAULT '[]'::jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contract_templates_kind_check CHECK ((kind = ANY (ARRAY['dividend'::text, 'daily'::text, 'hourly'::text, 'realtime'::text]))),
    CONSTRAINT contract_templates_max_rate_bp_check CHECK (((max_rate_bp >= 0) AND (max_rate_bp <= 10000)))
);

CREATE TABLE platform.customer_service_links (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    cs_type text NOT NULL,
    cs_position integer DEFAULT 1 NOT NULL,
    title text NOT NULL,
    url text NOT NULL,
    sort integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE platform.customer_service_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.customer_service_links_id_seq OWNED BY platform.customer_service_links.id;

CREATE TABLE platform.deposit_proofs (
    deposit_id bigint NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    size_bytes integer NOT NULL,
    CONSTRAINT deposit_proofs_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text]))),
    CONSTRAINT deposit_proofs_size_bytes_check CHECK (((size_bytes > 0) AND (size_bytes <= 5242880)))
);

CREATE TABLE platform.deposits (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    channel_id integer NOT NULL,
    amount_minor bigint NOT NULL,
    currency text NOT NULL,
    reference text DEFAULT ''::text NOT NULL,
    status text NOT NULL,
    reject_reason text,
    entry_id bigint,
    reviewed_by_operator_id integer,
    reviewed_at timestamp with time zone,
    gateway_order_id text,
    expires_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    promotion_id integer,
    CONSTRAINT deposits_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT deposits_check CHECK (((status = 'approved'::text) = (entry_id IS NOT NULL))),
    CONSTRAINT deposits_check1 CHECK (((status <> 'rejected'::text) OR (reject_reason IS NOT NULL))),
    CONSTRAINT deposits_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'failed'::text, 'expired'::text])))
);

CREATE SEQUENCE platform.deposits_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.deposits_id_seq OWNED BY platform.deposits.id;

CREATE TABLE platform.encrypted_request_nonces (
    nonce text NOT NULL,
    forget_at timestamp with time zone NOT NULL
);

CREATE TABLE platform.favorite_games (
    member_id bigint NOT NULL,
    node_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.feedback (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint,
    sender text DEFAULT ''::text NOT NULL,
    question_type smallint NOT NULL,
    content text NOT NULL,
    ip text NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    answer text,
    answered_by text,
    answered_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT feedback_check CHECK (((status = 'answered'::text) = (answer IS NOT NULL))),
    CONSTRAINT feedback_content_check CHECK (((length(content) >= 1) AND (length(content) <= 200))),
    CONSTRAINT feedback_question_type_check CHECK ((question_type = ANY (ARRAY[0, 1, 2, 3, 4, 6]))),
    CONSTRAINT feedback_status_check CHECK ((status = ANY (ARRAY['open'::text, 'answered'::text])))
);

CREATE SEQUENCE platform.feedback_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.feedback_id_seq OWNED BY platform.feedback.id;

CREATE TABLE platform.game_vendors (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    vassalage text NOT NULL,
    provider_code text NOT NULL,
    source_category text NOT NULL,
    game_type text NOT NULL,
    display_name text NOT NULL,
    sort integer DEFAULT 0 NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    maintenance boolean DEFAULT false NOT NULL,
    large_icon_url text,
    small_icon_url text,
    listed boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT game_vendors_display_name_check CHECK (((length(display_name) >= 1) AND (length(display_name) <= 64))),
    CONSTRAINT game_vendors_game_type_check CHECK ((game_type = ANY (ARRAY['SPORTS'::text, 'ESPORTS'::text, 'COCKFIGHT'::text, 'LIVE'::text, 'RNG'::text, 'INHOUSE'::text, 'FISH'::text, 'PVP'::text, 'LOTT'::text, 'ELOTT'::text]))),
    CONSTRAINT game_vendors_provider_code_check CHECK ((provider_code ~ '^[A-Z0-9_]{1,32}$'::text)),
    CONSTRAINT game_vendors_sort_check CHECK ((sort >= 0)),
    CONSTRAINT game_vendors_source_category_check CHECK (((length(source_category) >= 1) AND (length(source_category) <= 32))),
    CONSTRAINT game_vendors_vassalage_check CHECK ((vassalage ~ '^[A-Z0-9_]{1,32}$'::text))
);

CREATE SEQUENCE platform.game_vendors_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.game_vendors_id_seq OWNED BY platform.game_vendors.id;

CREATE TABLE platform.games (
    node_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    vendor_id integer NOT NULL,
    game_id text NOT NULL,
    game_code text,
    is_game text DEFAULT 'GAME'::text NOT NULL,
    name text NOT NULL,
    names jsonb DEFAULT '{}'::jsonb NOT NULL,
    icon_url text,
    is_hot boolean DEFAULT false NOT NULL,
    classify text[] DEFAULT '{}'::text[] NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    maintenance boolean DEFAULT false NOT NULL,
    sort integer DEFAULT 0 NOT NULL,
    listed boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT games_check CHECK (((is_game = 'GAME'::text) = (game_code IS NOT NULL))),
    CONSTRAINT games_game_code_check CHECK (((length(game_code) >= 1) AND (length(game_code) <= 64))),
    CONSTRAINT games_game_id_check CHECK (((length(game_id) >= 1) AND (length(game_id) <= 64))),
    CONSTRAINT games_is_game_check CHECK ((is_game = ANY (ARRAY['GAME'::text, 'VASSALAGE'::text]))),
    CONSTRAINT games_name_check CHECK (((length(name) >= 1) AND (length(name) <= 120))),
    CONSTRAINT games_names_check CHECK ((jsonb_typeof(names) = 'object'::text)),
    CONSTRAINT games_sort_check CHECK ((sort >= 0))
);

CREATE SEQUENCE platform.games_node_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.games_node_id_seq OWNED BY platform.games.node_id;

CREATE TABLE platform.gateway_callbacks (
    id bigint NOT NULL,
    merchant_id integer,
    deposit_id bigint,
    order_id text NOT NULL,
    outcome text NOT NULL,
    result text NOT NULL,
    body text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.gateway_callbacks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.gateway_callbacks_id_seq OWNED BY platform.gateway_callbacks.id;

CREATE TABLE platform.help_entries (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    language text NOT NULL,
    device text DEFAULT 'WEB'::text NOT NULL,
    tag text NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    sort integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE platform.help_entries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.help_entries_id_seq OWNED BY platform.help_entries.id;

CREATE TABLE platform.journal_entries (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    currency text NOT NULL,
    kind text NOT NULL,
    source text NOT NULL,
    idempotency_key text NOT NULL,
    request_hash text NOT NULL,
    reverses_entry_id bigint,
    memo text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.journal_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.journal_entries_id_seq OWNED BY platform.journal_entries.id;

CREATE TABLE platform.kyc_document_files (
    document_id bigint NOT NULL,
    bytes bytea NOT NULL
);

CREATE TABLE platform.kyc_documents (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    kind text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    file_name text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    reject_reason text,
    expires_on date,
    reviewed_by_operator_id integer,
    reviewed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT kyc_documents_check CHECK (((status = 'rejected'::text) = (reject_reason IS NOT NULL))),
    CONSTRAINT kyc_documents_check1 CHECK (((status = 'pending'::text) = (reviewed_at IS NULL))),
    CONSTRAINT kyc_documents_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'image/webp'::text, 'application/pdf'::text]))),
    CONSTRAINT kyc_documents_file_name_check CHECK (((length(file_name) >= 1) AND (length(file_name) <= 120))),
    CONSTRAINT kyc_documents_kind_check CHECK ((kind = ANY (ARRAY['id_front'::text, 'id_back'::text, 'selfie'::text, 'proof_of_address'::text, 'proof_of_payment'::text]))),
    CONSTRAINT kyc_documents_reject_reason_check CHECK (((length(reject_reason) >= 1) AND (length(reject_reason) <= 200))),
    CONSTRAINT kyc_documents_size_bytes_check CHECK ((size_bytes > 0)),
    CONSTRAINT kyc_documents_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])))
);

CREATE SEQUENCE platform.kyc_documents_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.kyc_documents_id_seq OWNED BY platform.kyc_documents.id;

CREATE TABLE platform.kyc_rules (
    merchant_id integer NOT NULL,
    levels jsonb NOT NULL,
    required_level integer NOT NULL,
    withdrawal_above_minor bigint,
    lifetime_deposits_above_minor bigint,
    minimum_age integer NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT kyc_rules_levels_check CHECK (((jsonb_typeof(levels) = 'array'::text) AND ((jsonb_array_length(levels) >= 1) AND (jsonb_array_length(levels) <= 3)))),
    CONSTRAINT kyc_rules_lifetime_deposits_above_minor_check CHECK ((lifetime_deposits_above_minor > 0)),
    CONSTRAINT kyc_rules_minimum_age_check CHECK ((minimum_age = ANY (ARRAY[18, 21]))),
    CONSTRAINT kyc_rules_required_level_check CHECK (((required_level >= 1) AND (required_level <= 3))),
    CONSTRAINT kyc_rules_withdrawal_above_minor_check CHECK ((withdrawal_above_minor > 0))
);

CREATE TABLE platform.leaderboard_periods (
    leaderboard_id integer NOT NULL,
    period_start date NOT NULL,
    settled_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.leaderboard_prizes (
    leaderboard_id integer NOT NULL,
    period_start date NOT NULL,
    rank integer NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    score bigint NOT NULL,
    amount bigint NOT NULL,
    entry_id bigint NOT NULL,
    CONSTRAINT leaderboard_prizes_amount_check CHECK ((amount > 0)),
    CONSTRAINT leaderboard_prizes_rank_check CHECK ((rank > 0))
);

CREATE TABLE platform.leaderboards (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    titles jsonb NOT NULL,
    metric text NOT NULL,
    period text NOT NULL,
    min_bet_minor bigint NOT NULL,
    prize_kind text NOT NULL,
    prizes bigint[] NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT leaderboards_check CHECK ((ends_at > starts_at)),
    CONSTRAINT leaderboards_metric_check CHECK ((metric = ANY (ARRAY['valid_bet'::text, 'win_multiple'::text]))),
    CONSTRAINT leaderboards_min_bet_minor_check CHECK ((min_bet_minor >= 0)),
    CONSTRAINT leaderboards_period_check CHECK ((period = ANY (ARRAY['daily'::text, 'weekly'::text, 'monthly'::text]))),
    CONSTRAINT leaderboards_prize_kind_check CHECK ((prize_kind = ANY (ARRAY['cash'::text, 'points'::text]))),
    CONSTRAINT leaderboards_prizes_check CHECK ((((cardinality(prizes) >= 1) AND (cardinality(prizes) <= 50)) AND (0 < ALL (prizes))))
);

CREATE SEQUENCE platform.leaderboards_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.leaderboards_id_seq OWNED BY platform.leaderboards.id;

CREATE TABLE platform.ledger_accounts (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    currency text NOT NULL,
    kind text NOT NULL,
    owner_member_id bigint,
    owner_ref text DEFAULT ''::text NOT NULL,
    balance_minor bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_accounts_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT ledger_accounts_kind_check CHECK ((kind = ANY (ARRAY['player_wallet'::text, 'agent_wallet'::text, 'bonus_wallet'::text, 'house'::text, 'payment_clearing'::text, 'promotion_budget'::text, 'agent_commission'::text, 'outside_world'::text, 'member_points'::text, 'points_pool'::text, 'member_debt'::text]))),
    CONSTRAINT ledger_member_debt_not_positive CHECK (((kind <> 'member_debt'::text) OR ((balance_minor <= 0) AND (owner_member_id IS NOT NULL)))),
    CONSTRAINT ledger_promotion_budget_not_negative CHECK (((kind <> 'promotion_budget'::text) OR (owner_ref !~~ 'promotion:%'::text) OR (balance_minor >= 0))),
    CONSTRAINT ledger_wallet_has_owner CHECK (((kind <> ALL (ARRAY['player_wallet'::text, 'agent_wallet'::text, 'bonus_wallet'::text, 'member_points'::text])) OR (owner_member_id IS NOT NULL))),
    CONSTRAINT ledger_wallet_not_negative CHECK (((kind <> ALL (ARRAY['player_wallet'::text, 'agent_wallet'::text, 'bonus_wallet'::text, 'member_points'::text])) OR (balance_minor >= 0)))
);

CREATE SEQUENCE platform.ledger_accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.ledger_accounts_id_seq OWNED BY platform.ledger_accounts.id;

CREATE TABLE platform.login_challenges (
    id text NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    ip text NOT NULL,
    methods text[] NOT NULL,
    login_method text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    consumed_at timestamp with time zone
);

CREATE TABLE platform.login_throttles (
    merchant_id integer NOT NULL,
    scope text NOT NULL,
    subject text NOT NULL,
    failures integer NOT NULL,
    window_started_at timestamp with time zone NOT NULL,
    last_failure_at timestamp with time zone NOT NULL,
    locked_until timestamp with time zone,
    CONSTRAINT login_throttles_failures_check CHECK ((failures >= 0)),
    CONSTRAINT login_throttles_scope_check CHECK ((scope = ANY (ARRAY['operator'::text, 'member'::text, 'address'::text]))),
    CONSTRAINT login_throttles_subject_check CHECK (((length(subject) >= 1) AND (length(subject) <= 128)))
);

CREATE TABLE platform.member_bank_accounts (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    payee_name text NOT NULL,
    bank_name text NOT NULL,
    account_number text NOT NULL,
    cooling_until timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_bank_accounts_account_number_check CHECK ((account_number ~ '^[0-9A-Z]{6,34}$'::text)),
    CONSTRAINT member_bank_accounts_bank_name_check CHECK (((length(bank_name) >= 2) AND (length(bank_name) <= 64))),
    CONSTRAINT member_bank_accounts_payee_name_check CHECK (((length(payee_name) >= 2) AND (length(payee_name) <= 64)))
);

CREATE SEQUENCE platform.member_bank_accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.member_bank_accounts_id_seq OWNED BY platform.member_bank_accounts.id;

CREATE TABLE platform.member_bonuses (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    currency text NOT NULL,
    source text NOT NULL,
    grant_key text NOT NULL,
    budget_ref text NOT NULL,
    bonus_wallet_id bigint NOT NULL,
    wallet_id bigint NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    amount_minor bigint NOT NULL,
    deposit_minor bigint DEFAULT 0 NOT NULL,
    requirement_minor bigint NOT NULL,
    wagered_minor bigint DEFAULT 0 NOT NULL,
    contributions jsonb DEFAULT '{}'::jsonb NOT NULL,
    default_contribution_pct integer DEFAULT 0 NOT NULL,
    max_bet_minor bigint,
    max_cashout_minor bigint,
    play_order text DEFAULT 'cash_first'::text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    granted_at timestamp with time zone DEFAULT now() NOT NULL,
    grant_entry_id bigint,
    ended_at timestamp with time zone,
    end_entry_id bigint,
    converted_minor bigint DEFAULT 0 NOT NULL,
    forfeited_minor bigint DEFAULT 0 NOT NULL,
    CONSTRAINT member_bonuses_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT member_bonuses_budget_ref_check CHECK (((length(budget_ref) >= 1) AND (length(budget_ref) <= 64))),
    CONSTRAINT member_bonuses_check CHECK (((status = 'active'::text) = (ended_at IS NULL))),
    CONSTRAINT member_bonuses_contributions_check CHECK ((jsonb_typeof(contributions) = 'object'::text)),
    CONSTRAINT member_bonuses_converted_minor_check CHECK ((converted_minor >= 0)),
    CONSTRAINT member_bonuses_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT member_bonuses_default_contribution_pct_check CHECK (((default_contribution_pct >= 0) AND (default_contribution_pct <= 100))),
    CONSTRAINT member_bonuses_deposit_minor_check CHECK ((deposit_minor >= 0)),
    CONSTRAINT member_bonuses_forfeited_minor_check CHECK ((forfeited_minor >= 0)),
    CONSTRAINT member_bonuses_grant_key_check CHECK (((length(grant_key) >= 1) AND (length(grant_key) <= 128))),
    CONSTRAINT member_bonuses_max_bet_minor_check CHECK ((max_bet_minor > 0)),
    CONSTRAINT member_bonuses_max_cashout_minor_check CHECK ((max_cashout_minor > 0)),
    CONSTRAINT member_bonuses_play_order_check CHECK ((play_order = ANY (ARRAY['cash_first'::text, 'bonus_first'::text]))),
    CONSTRAINT member_bonuses_requirement_minor_check CHECK ((requirement_minor >= 0)),
    CONSTRAINT member_bonuses_source_check CHECK (((length(source) >= 1) AND (length(source) <= 64))),
    CONSTRAINT member_bonuses_status_check CHECK ((status = ANY (ARRAY['active'::text, 'completed'::text, 'spent'::text, 'forfeited'::text, 'expired'::text]))),
    CONSTRAINT member_bonuses_wagered_minor_check CHECK ((wagered_minor >= 0))
);

CREATE SEQUENCE platform.member_bonuses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.member_bonuses_id_seq OWNED BY platform.member_bonuses.id;

CREATE TABLE platform.member_first_deposits (
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    first_deposit_at timestamp with time zone NOT NULL
);

CREATE TABLE platform.member_hour_stats (
    member_id bigint NOT NULL,
    hour timestamp with time zone NOT NULL,
    merchant_id integer NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    withdrawals_minor bigint DEFAULT 0 NOT NULL,
    transfers_in_minor bigint DEFAULT 0 NOT NULL,
    transfers_out_minor bigint DEFAULT 0 NOT NULL,
    adjustments_minor bigint DEFAULT 0 NOT NULL,
    bonuses_minor bigint DEFAULT 0 NOT NULL
);

CREATE TABLE platform.member_known_ips (
    member_id bigint NOT NULL,
    ip text NOT NULL,
    first_seen_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.member_logins (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint,
    username text NOT NULL,
    ip text NOT NULL,
    country text,
    user_agent text DEFAULT ''::text NOT NULL,
    method text NOT NULL,
    success boolean NOT NULL,
    reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.member_logins_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.member_logins_id_seq OWNED BY platform.member_logins.id;

CREATE TABLE platform.member_messages (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    kind text NOT NULL,
    body text NOT NULL,
    quote text,
    feedback_id bigint,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    subject text,
    operator_message_id bigint,
    CONSTRAINT member_messages_kind_check CHECK ((kind = ANY (ARRAY['feedback_answer'::text, 'operator_message'::text]))),
    CONSTRAINT member_messages_operator_message CHECK (((kind = 'operator_message'::text) = (operator_message_id IS NOT NULL)))
);

CREATE SEQUENCE platform.member_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.member_messages_id_seq OWNED BY platform.member_messages.id;

CREATE TABLE platform.member_notes (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    operator_id integer NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_notes_body_check CHECK (((length(body) >= 1) AND (length(body) <= 1000)))
);

CREATE SEQUENCE platform.member_notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.member_notes_id_seq OWNED BY platform.member_notes.id;

CREATE TABLE platform.member_path_history (
    member_id bigint NOT NULL,
    valid_until timestamp with time zone NOT NULL,
    ancestor_path text NOT NULL,
    move_id bigint NOT NULL
);

CREATE TABLE platform.member_points_accruals (
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    scaled numeric DEFAULT 0 NOT NULL,
    credited bigint DEFAULT 0 NOT NULL,
    bets jsonb DEFAULT '{}'::jsonb NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_points_accruals_bets_check CHECK ((jsonb_typeof(bets) = 'object'::text)),
    CONSTRAINT member_points_accruals_credited_check CHECK ((credited >= 0))
);

CREATE TABLE platform.member_sessions (
    token_hash text NOT NULL,
    id text NOT NULL,
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    ip text NOT NULL,
    user_agent text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    first_login boolean DEFAULT false NOT NULL
);

CREATE TABLE platform.member_stats_progress (
    id boolean DEFAULT true NOT NULL,
    processed_through bigint DEFAULT 0 NOT NULL,
    pending_through bigint DEFAULT 0 NOT NULL,
    pending_xmax xid8,
    folded_at timestamp with time zone DEFAULT now() NOT NULL,
    rounds_processed_through bigint DEFAULT 0 NOT NULL,
    rounds_pending_through bigint DEFAULT 0 NOT NULL,
    CONSTRAINT member_stats_progress_id_check CHECK (id)
);

CREATE TABLE platform.member_tags (
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    tag text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_tags_tag_check CHECK (((length(tag) >= 1) AND (length(tag) <= 32)))
);

CREATE TABLE platform.member_tree_moves (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    from_upline_id bigint,
    to_upline_id bigint NOT NULL,
    with_downline boolean NOT NULL,
    reason text NOT NULL,
    operator_id integer NOT NULL,
    moved_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_tree_moves_reason_check CHECK (((length(reason) >= 1) AND (length(reason) <= 500)))
);

CREATE SEQUENCE platform.member_tree_moves_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.member_tree_moves_id_seq OWNED BY platform.member_tree_moves.id;

CREATE TABLE platform.member_vip_progress (
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    month date NOT NULL,
    month_bets_minor bigint DEFAULT 0 NOT NULL,
    month_deposits_minor bigint DEFAULT 0 NOT NULL,
    lifetime_bets_minor bigint DEFAULT 0 NOT NULL,
    lifetime_deposits_minor bigint DEFAULT 0 NOT NULL,
    rank_level integer DEFAULT 0 NOT NULL,
    held_until timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.member_visit_days (
    member_id bigint NOT NULL,
    day date NOT NULL,
    merchant_id integer NOT NULL
);

CREATE TABLE platform.members (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    username text NOT NULL,
    password_hash text NOT NULL,
    nickname text DEFAULT ''::text NOT NULL,
    type integer DEFAULT 0 NOT NULL,
    upline_id bigint,
    ancestor_path text DEFAULT '/'::text NOT NULL,
    language text DEFAULT 'ES'::text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    password_changed_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    email text,
    email_verified boolean DEFAULT false NOT NULL,
    mobile_num text,
    country_dialing_code text,
    mobile_verified boolean DEFAULT false NOT NULL,
    payee_name text,
    payment_password_hash text,
    totp_secret text,
    totp_pending_secret text,
    totp_enabled boolean DEFAULT false NOT NULL,
    must_change_password boolean DEFAULT false NOT NULL,
    first_login_at timestamp with time zone,
    last_login_at timestamp with time zone,
    invitation_code text,
    referral_code text,
    referred_by bigint,
    qq_num text,
    line text,
    whatsapp text,
    facebook text,
    wechat text,
    telegram text,
    zalo text,
    id_number text,
    recommender_id text,
    birthday date,
    address text,
    nationality text,
    occupation text,
    source_of_income text,
    register_ip text,
    register_url text,
    pending_email text,
    email_code_hash text,
    email_code_expires_at timestamp with time zone,
    email_code_attempts integer DEFAULT 0 NOT NULL,
    avatar smallint DEFAULT 0 NOT NULL,
    CONSTRAINT members_avatar_check CHECK (((avatar >= 0) AND (avatar <= 11))),
    CONSTRAINT members_status_check CHECK ((status = ANY (ARRAY['active'::text, 'locked'::text])))
);

CREATE SEQUENCE platform.members_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.members_id_seq OWNED BY platform.members.id;

CREATE TABLE platform.merchant_domains (
    domain text NOT NULL,
    merchant_id integer NOT NULL,
    type text DEFAULT 'WEB'::text NOT NULL,
    CONSTRAINT merchant_domains_domain_check CHECK ((domain = lower(domain)))
);

CREATE TABLE platform.merchant_logos (
    file_key text NOT NULL,
    merchant_id integer NOT NULL,
    content_type text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    bytes bytea NOT NULL,
    uploaded_by text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT merchant_logos_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'image/webp'::text]))),
    CONSTRAINT merchant_logos_file_key_check CHECK ((file_key ~ '^[0-9a-f]{32}$'::text)),
    CONSTRAINT merchant_logos_height_check CHECK ((height > 0)),
    CONSTRAINT merchant_logos_width_check CHECK ((width > 0))
);

CREATE TABLE platform.merchants (
    id integer NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    default_language text DEFAULT 'ES'::text NOT NULL,
    support_languages text[] DEFAULT '{ES,EN}'::text[] NOT NULL,
    currency text DEFAULT 'USD'::text NOT NULL,
    maintenance boolean DEFAULT false NOT NULL,
    blocked_countries text[] DEFAULT '{}'::text[] NOT NULL,
    blocked_cidrs text[] DEFAULT '{}'::text[] NOT NULL,
    enabled_modules text[] DEFAULT '{}'::text[] NOT NULL,
    main_domain text DEFAULT ''::text NOT NULL,
    image_cdns text[] DEFAULT '{}'::text[] NOT NULL,
    launch_game_cdns text[] DEFAULT '{}'::text[] NOT NULL,
    gtag_id text,
    agent_types integer[] DEFAULT '{1,2,41,42}'::integer[] NOT NULL,
    trial_types integer[] DEFAULT '{4}'::integer[] NOT NULL,
    countries text[] DEFAULT '{}'::text[] NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    default_weak_password text DEFAULT '123456'::text NOT NULL,
    password_expiry_days integer DEFAULT 0 NOT NULL,
    captcha_after_failures integer DEFAULT 3 NOT NULL,
    verify_new_ip boolean DEFAULT false NOT NULL,
    esport_vendors text[] DEFAULT '{}'::text[] NOT NULL,
    cockfight_vendors text[] DEFAULT '{}'::text[] NOT NULL,
    excluded_rng_vendors text[] DEFAULT '{}'::text[] NOT NULL,
    shared_login_cidrs text[] DEFAULT '{}'::text[] NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    agents_may_lock_downline boolean DEFAULT true NOT NULL,
    customer_service_script text DEFAULT ''::text NOT NULL,
    kyc_required boolean DEFAULT false NOT NULL,
    site_template text DEFAULT 'ficha'::text NOT NULL,
    default_theme text DEFAULT 'dark'::text NOT NULL,
    rg_cooling_off_hours integer DEFAULT 24 NOT NULL,
    rg_reality_check_minutes integer[] DEFAULT '{15,30,60}'::integer[] NOT NULL,
    licence_authority text DEFAULT ''::text NOT NULL,
    licence_number text DEFAULT ''::text NOT NULL,
    licence_url text DEFAULT ''::text NOT NULL,
    brand_colour text,
    on_brand_colour text,
    agent_support_from text,
    agent_support_to text,
    logo_file text,
    CONSTRAINT merchants_agent_support_from_check CHECK ((agent_support_from ~ '^\d\d:\d\d$'::text)),
    CONSTRAINT merchants_agent_support_pair CHECK (((agent_support_from IS NULL) = (agent_support_to IS NULL))),
    CONSTRAINT merchants_agent_support_to_check CHECK ((agent_support_to ~ '^\d\d:\d\d$'::text)),
    CONSTRAINT merchants_brand_colour_check CHECK ((brand_colour ~ '^#[0-9a-f]{6}$'::text)),
    CONSTRAINT merchants_brand_pair CHECK (((brand_colour IS NULL) = (on_brand_colour IS NULL))),
    CONSTRAINT merchants_captcha_after_failures_check CHECK ((captcha_after_failures >= 0)),
    CONSTRAINT merchants_code_check CHECK ((code ~ '^[a-z0-9_-]{2,32}$'::text)),
    CONSTRAINT merchants_customer_service_script_check CHECK ((length(customer_service_script) <= 8192)),
    CONSTRAINT merchants_default_theme_check CHECK ((default_theme = ANY (ARRAY['dark'::text, 'light'::text]))),
    CONSTRAINT merchants_licence_authority_check CHECK ((length(licence_authority) <= 120)),
    CONSTRAINT merchants_licence_number_check CHECK ((length(licence_number) <= 64)),
    CONSTRAINT merchants_licence_url_check CHECK ((length(licence_url) <= 300)),
    CONSTRAINT merchants_logo_file_check CHECK ((logo_file ~ '^[0-9a-f]{32}\.(png|jpg|webp)$'::text)),
    CONSTRAINT merchants_on_brand_colour_check CHECK ((on_brand_colour ~ '^#[0-9a-f]{6}$'::text)),
    CONSTRAINT merchants_password_expiry_days_check CHECK ((password_expiry_days >= 0)),
    CONSTRAINT merchants_rg_cooling_off_hours_check CHECK (((rg_cooling_off_hours >= 0) AND (rg_cooling_off_hours <= 720))),
    CONSTRAINT merchants_site_template_check CHECK ((site_template ~ '^[a-z0-9-]{1,32}$'::text))
);

CREATE SEQUENCE platform.merchants_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.merchants_id_seq OWNED BY platform.merchants.id;

CREATE TABLE platform.mission_claims (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    mission_id integer NOT NULL,
    member_id bigint NOT NULL,
    period_start date NOT NULL,
    progress bigint NOT NULL,
    reward_kind text NOT NULL,
    reward_amount bigint NOT NULL,
    entry_id bigint,
    bonus_id bigint,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mission_claims_reward_amount_check CHECK ((reward_amount > 0)),
    CONSTRAINT mission_claims_reward_kind_check CHECK ((reward_kind = ANY (ARRAY['points'::text, 'bonus'::text, 'cash'::text])))
);

CREATE SEQUENCE platform.mission_claims_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.mission_claims_id_seq OWNED BY platform.mission_claims.id;

CREATE TABLE platform.mission_day_stats (
    mission_id integer NOT NULL,
    day date NOT NULL,
    merchant_id integer NOT NULL,
    claims integer DEFAULT 0 NOT NULL,
    reward_total bigint DEFAULT 0 NOT NULL
);

CREATE TABLE platform.missions (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    titles jsonb NOT NULL,
    period text NOT NULL,
    goal text NOT NULL,
    game_type text DEFAULT ''::text NOT NULL,
    target bigint NOT NULL,
    reward_kind text NOT NULL,
    reward_amount bigint NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT missions_check CHECK ((ends_at > starts_at)),
    CONSTRAINT missions_goal_check CHECK ((goal = ANY (ARRAY['rounds'::text, 'wager'::text, 'deposit'::text, 'login_streak'::text, 'referral'::text]))),
    CONSTRAINT missions_period_check CHECK ((period = ANY (ARRAY['daily'::text, 'weekly'::text, 'once'::text]))),
    CONSTRAINT missions_reward_amount_check CHECK ((reward_amount > 0)),
    CONSTRAINT missions_reward_kind_check CHECK ((reward_kind = ANY (ARRAY['points'::text, 'bonus'::text, 'cash'::text]))),
    CONSTRAINT missions_target_check CHECK ((target > 0))
);

CREATE SEQUENCE platform.missions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.missions_id_seq OWNED BY platform.missions.id;

CREATE TABLE platform.notice_texts (
    notice_id integer NOT NULL,
    language text NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    CONSTRAINT notice_texts_title_check CHECK (((length(title) >= 1) AND (length(title) <= 200)))
);

CREATE TABLE platform.notices (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    type text NOT NULL,
    execution text,
    sequence integer DEFAULT 0 NOT NULL,
    published_at timestamp with time zone DEFAULT now() NOT NULL,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    enabled boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT notices_execution CHECK (((type = 'PU'::text) = (execution IS NOT NULL))),
    CONSTRAINT notices_execution_check CHECK ((execution = ANY (ARRAY['A'::text, 'B'::text, 'F'::text]))),
    CONSTRAINT notices_schedule CHECK (((ends_at IS NULL) OR (starts_at IS NULL) OR (ends_at > starts_at))),
    CONSTRAINT notices_type_check CHECK ((type = ANY (ARRAY['PL'::text, 'PU'::text, 'H'::text, 'AG'::text])))
);

CREATE SEQUENCE platform.notices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.notices_id_seq OWNED BY platform.notices.id;

CREATE TABLE platform.operator_channel_day_stats (
    merchant_id integer NOT NULL,
    day date NOT NULL,
    channel_id integer NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    deposit_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE platform.operator_day_stats (
    merchant_id integer NOT NULL,
    day date NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    withdrawals_minor bigint DEFAULT 0 NOT NULL,
    adjustments_minor bigint DEFAULT 0 NOT NULL,
    bonuses_minor bigint DEFAULT 0 NOT NULL,
    deposit_count integer DEFAULT 0 NOT NULL,
    rounds integer DEFAULT 0 NOT NULL,
    active_players integer DEFAULT 0 NOT NULL,
    first_depositors integer DEFAULT 0 NOT NULL
);

CREATE TABLE platform.operator_game_day_stats (
    merchant_id integer NOT NULL,
    day date NOT NULL,
    provider_code text NOT NULL,
    game_code text NOT NULL,
    category text DEFAULT ''::text NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    rounds integer DEFAULT 0 NOT NULL
);

CREATE TABLE platform.operator_member_day_stats (
    merchant_id integer NOT NULL,
    day date NOT NULL,
    member_id bigint NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    deposits_minor bigint DEFAULT 0 NOT NULL,
    withdrawals_minor bigint DEFAULT 0 NOT NULL,
    adjustments_minor bigint DEFAULT 0 NOT NULL,
    bonuses_minor bigint DEFAULT 0 NOT NULL,
    rounds integer DEFAULT 0 NOT NULL
);

CREATE TABLE platform.operator_member_type_day_stats (
    merchant_id integer NOT NULL,
    day date NOT NULL,
    member_id bigint NOT NULL,
    game_type text NOT NULL,
    bets_minor bigint DEFAULT 0 NOT NULL,
    wins_minor bigint DEFAULT 0 NOT NULL,
    bet_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE platform.operator_messages (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    operator_id integer NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    audience jsonb NOT NULL,
    status text NOT NULL,
    send_at timestamp with time zone NOT NULL,
    sent_at timestamp with time zone,
    recipients integer DEFAULT 0 NOT NULL,
    cancelled_by integer,
    cancelled_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT operator_messages_body_check CHECK (((length(body) >= 1) AND (length(body) <= 4000))),
    CONSTRAINT operator_messages_check CHECK (((status = 'sent'::text) = (sent_at IS NOT NULL))),
    CONSTRAINT operator_messages_check1 CHECK (((status = 'cancelled'::text) = (cancelled_at IS NOT NULL))),
    CONSTRAINT operator_messages_recipients_check CHECK ((recipients >= 0)),
    CONSTRAINT operator_messages_status_check CHECK ((status = ANY (ARRAY['scheduled'::text, 'sent'::text, 'cancelled'::text]))),
    CONSTRAINT operator_messages_subject_check CHECK (((length(subject) >= 1) AND (length(subject) <= 120)))
);

CREATE SEQUENCE platform.operator_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.operator_messages_id_seq OWNED BY platform.operator_messages.id;

CREATE TABLE platform.operator_roles (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    permissions text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT operator_roles_description_check CHECK ((char_length(description) <= 200)),
    CONSTRAINT operator_roles_name_check CHECK (((char_length(name) >= 2) AND (char_length(name) <= 40)))
);

CREATE SEQUENCE platform.operator_roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.operator_roles_id_seq OWNED BY platform.operator_roles.id;

CREATE TABLE platform.operator_sessions (
    token_hash text NOT NULL,
    operator_id integer NOT NULL,
    merchant_id integer NOT NULL,
    ip text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);

CREATE TABLE platform.operators (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    username text NOT NULL,
    password_hash text NOT NULL,
    display_name text NOT NULL,
    role text,
    status text DEFAULT 'active'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    totp_secret text,
    totp_pending_secret text,
    totp_enabled boolean DEFAULT false NOT NULL,
    must_change_password boolean DEFAULT false NOT NULL,
    allowed_cidrs text[] DEFAULT '{}'::text[] NOT NULL,
    custom_role_id integer,
    CONSTRAINT operators_one_role CHECK (((role IS NULL) <> (custom_role_id IS NULL))),
    CONSTRAINT operators_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'admin'::text, 'finance'::text, 'support'::text, 'content'::text, 'risk'::text, 'read-only'::text, 'platform'::text]))),
    CONSTRAINT operators_status_check CHECK ((status = ANY (ARRAY['active'::text, 'inactive'::text]))),
    CONSTRAINT operators_totp CHECK (((NOT totp_enabled) OR (totp_secret IS NOT NULL)))
);

CREATE SEQUENCE platform.operators_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.operators_id_seq OWNED BY platform.operators.id;

CREATE TABLE platform.outbox (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    channel text NOT NULL,
    recipient text NOT NULL,
    subject text,
    body text NOT NULL,
    purpose text NOT NULL,
    status text NOT NULL,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT outbox_channel_check CHECK ((channel = ANY (ARRAY['sms'::text, 'email'::text]))),
    CONSTRAINT outbox_status_check CHECK ((status = ANY (ARRAY['stored'::text, 'sent'::text, 'failed'::text])))
);

CREATE SEQUENCE platform.outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.outbox_id_seq OWNED BY platform.outbox.id;

CREATE TABLE platform.password_reset_tokens (
    token_hash text NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);

CREATE TABLE platform.payment_channels (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    code text NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    names jsonb DEFAULT '{}'::jsonb NOT NULL,
    bank_name text DEFAULT ''::text NOT NULL,
    account_holder text DEFAULT ''::text NOT NULL,
    account_number text DEFAULT ''::text NOT NULL,
    instructions text DEFAULT ''::text NOT NULL,
    min_amount_minor bigint NOT NULL,
    max_amount_minor bigint NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payment_channels_check CHECK ((max_amount_minor >= min_amount_minor)),
    CONSTRAINT payment_channels_code_check CHECK ((code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'::text)),
    CONSTRAINT payment_channels_kind_check CHECK ((kind = ANY (ARRAY['bank_transfer'::text, 'ewallet'::text, 'gateway'::text]))),
    CONSTRAINT payment_channels_min_amount_minor_check CHECK ((min_amount_minor > 0))
);

CREATE SEQUENCE platform.payment_channels_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.payment_channels_id_seq OWNED BY platform.payment_channels.id;

CREATE TABLE platform.points_day_stats (
    merchant_id integer NOT NULL,
    day date NOT NULL,
    kind text NOT NULL,
    issued bigint DEFAULT 0 NOT NULL,
    redeemed bigint DEFAULT 0 NOT NULL,
    entries integer DEFAULT 0 NOT NULL,
    CONSTRAINT points_day_stats_issued_check CHECK ((issued >= 0)),
    CONSTRAINT points_day_stats_redeemed_check CHECK ((redeemed >= 0))
);

CREATE TABLE platform.points_redeems (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    reference text NOT NULL,
    kind text NOT NULL,
    reward_id integer,
    name text NOT NULL,
    quantity integer NOT NULL,
    points bigint NOT NULL,
    value_minor bigint DEFAULT 0 NOT NULL,
    status text NOT NULL,
    entry_id bigint,
    money_entry_id bigint,
    bonus_id bigint,
    refund_entry_id bigint,
    decided_by text,
    decided_at timestamp with time zone,
    reject_reason text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT points_redeems_check CHECK (((status = 'rejected'::text) = (refund_entry_id IS NOT NULL))),
    CONSTRAINT points_redeems_kind_check CHECK ((kind = ANY (ARRAY['cash'::text, 'bonus'::text, 'item'::text, 'convert_cash'::text, 'convert_bonus'::text]))),
    CONSTRAINT points_redeems_points_check CHECK ((points > 0)),
    CONSTRAINT points_redeems_quantity_check CHECK (((quantity >= 1) AND (quantity <= 100))),
    CONSTRAINT points_redeems_reference_check CHECK ((reference ~ '^[A-Z0-9]{6,24}$'::text)),
    CONSTRAINT points_redeems_reject_reason_check CHECK ((length(reject_reason) <= 200)),
    CONSTRAINT points_redeems_status_check CHECK ((status = ANY (ARRAY['in_process'::text, 'rejected'::text, 'approved'::text]))),
    CONSTRAINT points_redeems_value_minor_check CHECK ((value_minor >= 0))
);

CREATE SEQUENCE platform.points_redeems_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.points_redeems_id_seq OWNED BY platform.points_redeems.id;

CREATE TABLE platform.points_rewards (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    image_url text DEFAULT ''::text NOT NULL,
    art text DEFAULT 'gift'::text NOT NULL,
    points_cost bigint NOT NULL,
    value_minor bigint DEFAULT 0 NOT NULL,
    stock integer,
    active boolean DEFAULT true NOT NULL,
    sort integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT points_rewards_art_check CHECK ((art ~ '^[a-z-]{1,24}$'::text)),
    CONSTRAINT points_rewards_check CHECK (((kind = 'item'::text) = (value_minor = 0))),
    CONSTRAINT points_rewards_description_check CHECK ((length(description) <= 500)),
    CONSTRAINT points_rewards_image_url_check CHECK ((length(image_url) <= 500)),
    CONSTRAINT points_rewards_kind_check CHECK ((kind = ANY (ARRAY['cash'::text, 'bonus'::text, 'item'::text]))),
    CONSTRAINT points_rewards_name_check CHECK (((length(name) >= 1) AND (length(name) <= 80))),
    CONSTRAINT points_rewards_points_cost_check CHECK ((points_cost > 0)),
    CONSTRAINT points_rewards_stock_check CHECK ((stock >= 0)),
    CONSTRAINT points_rewards_value_minor_check CHECK ((value_minor >= 0))
);

CREATE SEQUENCE platform.points_rewards_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.points_rewards_id_seq OWNED BY platform.points_rewards.id;

CREATE TABLE platform.points_settings (
    merchant_id integer NOT NULL,
    bet_rates jsonb DEFAULT '{}'::jsonb NOT NULL,
    default_bet_rate integer DEFAULT 0 NOT NULL,
    deposit_rate integer DEFAULT 0 NOT NULL,
    convert_points bigint DEFAULT 100 NOT NULL,
    convert_minor bigint DEFAULT 100 NOT NULL,
    convert_targets text[] DEFAULT '{cash}'::text[] NOT NULL,
    bonus_multiplier integer DEFAULT 1 NOT NULL,
    bonus_days integer DEFAULT 7 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT points_settings_bet_rates_check CHECK ((jsonb_typeof(bet_rates) = 'object'::text)),
    CONSTRAINT points_settings_bonus_days_check CHECK (((bonus_days >= 1) AND (bonus_days <= 365))),
    CONSTRAINT points_settings_bonus_multiplier_check CHECK (((bonus_multiplier >= 0) AND (bonus_multiplier <= 100))),
    CONSTRAINT points_settings_convert_minor_check CHECK ((convert_minor > 0)),
    CONSTRAINT points_settings_convert_points_check CHECK ((convert_points > 0)),
    CONSTRAINT points_settings_convert_targets_check CHECK ((convert_targets <@ ARRAY['cash'::text, 'bonus'::text])),
    CONSTRAINT points_settings_default_bet_rate_check CHECK (((default_bet_rate >= 0) AND (default_bet_rate <= 1000000))),
    CONSTRAINT points_settings_deposit_rate_check CHECK (((deposit_rate >= 0) AND (deposit_rate <= 1000000)))
);

CREATE TABLE platform.postings (
    id bigint NOT NULL,
    entry_id bigint NOT NULL,
    account_id bigint NOT NULL,
    amount_minor bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT postings_amount_minor_check CHECK ((amount_minor <> 0))
);

CREATE SEQUENCE platform.postings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.postings_id_seq OWNED BY platform.postings.id;

CREATE TABLE platform.promotion_application_images (
    application_id bigint NOT NULL,
    "position" integer NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    size_bytes integer NOT NULL,
    CONSTRAINT promotion_application_images_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text]))),
    CONSTRAINT promotion_application_images_position_check CHECK ((("position" >= 1) AND ("position" <= 3))),
    CONSTRAINT promotion_application_images_size_bytes_check CHECK (((size_bytes >= 1) AND (size_bytes <= 5242880)))
);

CREATE TABLE platform.promotion_applications (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    promotion_id integer NOT NULL,
    member_id bigint NOT NULL,
    comment text DEFAULT ''::text NOT NULL,
    image_count integer NOT NULL,
    status text DEFAULT 'applying'::text NOT NULL,
    reason text DEFAULT ''::text NOT NULL,
    first_approver_id integer,
    first_approved_at timestamp with time zone,
    decided_by integer,
    decided_at timestamp with time zone,
    claim_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT promotion_applications_check CHECK (((status = 'approved'::text) = (claim_id IS NOT NULL))),
    CONSTRAINT promotion_applications_comment_check CHECK ((length(comment) <= 140)),
    CONSTRAINT promotion_applications_image_count_check CHECK (((image_count >= 0) AND (image_count <= 3))),
    CONSTRAINT promotion_applications_reason_check CHECK ((length(reason) <= 200)),
    CONSTRAINT promotion_applications_status_check CHECK ((status = ANY (ARRAY['applying'::text, 'awaiting_second_approval'::text, 'approved'::text, 'rejected'::text])))
);

CREATE SEQUENCE platform.promotion_applications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.promotion_applications_id_seq OWNED BY platform.promotion_applications.id;

CREATE TABLE platform.promotion_claims (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    promotion_id integer NOT NULL,
    member_id bigint NOT NULL,
    claim_key text NOT NULL,
    exclusive_group text,
    bonus_id bigint NOT NULL,
    amount_minor bigint NOT NULL,
    ip text DEFAULT ''::text NOT NULL,
    device text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT promotion_claims_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT promotion_claims_claim_key_check CHECK (((length(claim_key) >= 1) AND (length(claim_key) <= 64)))
);

CREATE SEQUENCE platform.promotion_claims_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.promotion_claims_id_seq OWNED BY platform.promotion_claims.id;

CREATE TABLE platform.promotion_day_stats (
    merchant_id integer NOT NULL,
    promotion_id integer NOT NULL,
    day date NOT NULL,
    claims integer DEFAULT 0 NOT NULL,
    granted_minor bigint DEFAULT 0 NOT NULL,
    conversions integer DEFAULT 0 NOT NULL,
    converted_minor bigint DEFAULT 0 NOT NULL,
    forfeited_minor bigint DEFAULT 0 NOT NULL,
    cash_paid_minor bigint DEFAULT 0 NOT NULL
);

CREATE TABLE platform.promotion_issues (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    promotion_id integer NOT NULL,
    member_id bigint NOT NULL,
    amount_minor bigint NOT NULL,
    note text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'issued'::text NOT NULL,
    issued_by integer NOT NULL,
    claim_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_at timestamp with time zone,
    CONSTRAINT promotion_issues_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT promotion_issues_check CHECK (((status = 'claimed'::text) = (claim_id IS NOT NULL))),
    CONSTRAINT promotion_issues_note_check CHECK ((length(note) <= 200)),
    CONSTRAINT promotion_issues_status_check CHECK ((status = ANY (ARRAY['issued'::text, 'claimed'::text])))
);

CREATE SEQUENCE platform.promotion_issues_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.promotion_issues_id_seq OWNED BY platform.promotion_issues.id;

CREATE TABLE platform.promotions (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    category text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    texts jsonb NOT NULL,
    art text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    budget_minor bigint NOT NULL,
    reward jsonb NOT NULL,
    terms jsonb NOT NULL,
    eligibility jsonb DEFAULT '{}'::jsonb NOT NULL,
    exclusive_group text,
    sort_order integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT promotions_art_check CHECK (((length(art) >= 1) AND (length(art) <= 500))),
    CONSTRAINT promotions_budget_minor_check CHECK ((budget_minor > 0)),
    CONSTRAINT promotions_category_check CHECK ((category = ANY (ARRAY['deposit'::text, 'welcome'::text, 'daily'::text, 'other'::text]))),
    CONSTRAINT promotions_check CHECK ((ends_at > starts_at)),
    CONSTRAINT promotions_eligibility_check CHECK ((jsonb_typeof(eligibility) = 'object'::text)),
    CONSTRAINT promotions_exclusive_group_check CHECK (((length(exclusive_group) >= 1) AND (length(exclusive_group) <= 64))),
    CONSTRAINT promotions_kind_check CHECK ((kind = ANY (ARRAY['deposit_bonus'::text, 'signup_reward'::text, 'daily_checkin'::text, 'rebate'::text, 'raffle'::text, 'issued'::text, 'apply'::text]))),
    CONSTRAINT promotions_reward_check CHECK ((jsonb_typeof(reward) = 'object'::text)),
    CONSTRAINT promotions_status_check CHECK ((status = ANY (ARRAY['active'::text, 'paused'::text]))),
    CONSTRAINT promotions_terms_check CHECK ((jsonb_typeof(terms) = 'object'::text)),
    CONSTRAINT promotions_texts_check CHECK ((jsonb_typeof(texts) = 'object'::text))
);

CREATE SEQUENCE platform.promotions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.promotions_id_seq OWNED BY platform.promotions.id;

CREATE TABLE platform.protection_changes (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    change jsonb NOT NULL,
    before jsonb NOT NULL,
    proposed_by integer NOT NULL,
    proposed_by_name text NOT NULL,
    proposed_at timestamp with time zone DEFAULT now() NOT NULL,
    effective_at timestamp with time zone,
    decided_by integer,
    decided_by_name text,
    decided_at timestamp with time zone,
    CONSTRAINT protection_changes_check CHECK (((status = 'pending'::text) = (decided_at IS NULL))),
    CONSTRAINT protection_changes_kind_check CHECK ((kind = ANY (ARRAY['adjustment-settings'::text, 'withdrawal-settings'::text]))),
    CONSTRAINT protection_changes_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'applied'::text, 'cancelled'::text])))
);

CREATE SEQUENCE platform.protection_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.protection_changes_id_seq OWNED BY platform.protection_changes.id;

CREATE TABLE platform.raffle_draws (
    promotion_id integer NOT NULL,
    merchant_id integer NOT NULL,
    server_seed text NOT NULL,
    seed_hash text NOT NULL,
    total_tickets bigint,
    entrants integer,
    drawn_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT raffle_draws_entrants_check CHECK ((entrants >= 0)),
    CONSTRAINT raffle_draws_seed_hash_check CHECK ((seed_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT raffle_draws_server_seed_check CHECK ((server_seed ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT raffle_draws_total_tickets_check CHECK ((total_tickets >= 0))
);

CREATE TABLE platform.raffle_entries (
    promotion_id integer NOT NULL,
    member_id bigint NOT NULL,
    turnover_minor bigint NOT NULL,
    first_ticket bigint NOT NULL,
    tickets bigint NOT NULL,
    CONSTRAINT raffle_entries_first_ticket_check CHECK ((first_ticket >= 1)),
    CONSTRAINT raffle_entries_tickets_check CHECK ((tickets >= 1)),
    CONSTRAINT raffle_entries_turnover_minor_check CHECK ((turnover_minor >= 0))
);

CREATE TABLE platform.raffle_winners (
    promotion_id integer NOT NULL,
    merchant_id integer NOT NULL,
    rank integer NOT NULL,
    member_id bigint NOT NULL,
    ticket bigint NOT NULL,
    prize_minor bigint NOT NULL,
    claimed_at timestamp with time zone,
    entry_id bigint,
    bonus_id bigint,
    CONSTRAINT raffle_winners_prize_minor_check CHECK ((prize_minor > 0)),
    CONSTRAINT raffle_winners_rank_check CHECK ((rank >= 1)),
    CONSTRAINT raffle_winners_ticket_check CHECK ((ticket >= 1))
);

CREATE TABLE platform.rate_limits (
    key text NOT NULL,
    window_started_at timestamp with time zone NOT NULL,
    hits integer NOT NULL,
    CONSTRAINT rate_limits_hits_check CHECK ((hits >= 0))
);

CREATE TABLE platform.rebate_periods (
    promotion_id integer NOT NULL,
    period_start date NOT NULL,
    settled_at timestamp with time zone DEFAULT now() NOT NULL,
    members integer NOT NULL
);

CREATE TABLE platform.rebate_requests (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    promotion_id integer NOT NULL,
    member_id bigint NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    amount_minor bigint NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    reason text DEFAULT ''::text NOT NULL,
    decided_by integer,
    decided_at timestamp with time zone,
    entry_id bigint,
    bonus_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rebate_requests_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT rebate_requests_reason_check CHECK ((length(reason) <= 200)),
    CONSTRAINT rebate_requests_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'rejected'::text, 'closed'::text])))
);

CREATE SEQUENCE platform.rebate_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.rebate_requests_id_seq OWNED BY platform.rebate_requests.id;

CREATE TABLE platform.rebate_settlements (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    promotion_id integer NOT NULL,
    member_id bigint NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    basis_minor bigint NOT NULL,
    computed_minor bigint NOT NULL,
    manual_paid_minor bigint NOT NULL,
    amount_minor bigint NOT NULL,
    status text NOT NULL,
    entry_id bigint,
    bonus_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone,
    CONSTRAINT rebate_settlements_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT rebate_settlements_computed_minor_check CHECK ((computed_minor >= 0)),
    CONSTRAINT rebate_settlements_manual_paid_minor_check CHECK ((manual_paid_minor >= 0)),
    CONSTRAINT rebate_settlements_status_check CHECK ((status = ANY (ARRAY['due'::text, 'paid'::text])))
);

CREATE SEQUENCE platform.rebate_settlements_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.rebate_settlements_id_seq OWNED BY platform.rebate_settlements.id;

CREATE TABLE platform.recent_games (
    member_id bigint NOT NULL,
    node_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    last_played_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.referral_rules (
    merchant_id integer NOT NULL,
    enabled boolean DEFAULT false NOT NULL,
    promotion_id integer,
    reward_kind text DEFAULT 'cash'::text NOT NULL,
    reward_minor bigint DEFAULT 0 NOT NULL,
    min_first_deposit_minor bigint DEFAULT 0 NOT NULL,
    min_valid_bets_minor bigint DEFAULT 0 NOT NULL,
    within_days integer DEFAULT 30 NOT NULL,
    max_rewarded_friends integer DEFAULT 10 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT referral_rules_check CHECK (((NOT enabled) OR ((promotion_id IS NOT NULL) AND (reward_minor > 0)))),
    CONSTRAINT referral_rules_max_rewarded_friends_check CHECK ((max_rewarded_friends >= 1)),
    CONSTRAINT referral_rules_min_first_deposit_minor_check CHECK ((min_first_deposit_minor >= 0)),
    CONSTRAINT referral_rules_min_valid_bets_minor_check CHECK ((min_valid_bets_minor >= 0)),
    CONSTRAINT referral_rules_reward_kind_check CHECK ((reward_kind = ANY (ARRAY['cash'::text, 'bonus'::text]))),
    CONSTRAINT referral_rules_reward_minor_check CHECK ((reward_minor >= 0)),
    CONSTRAINT referral_rules_within_days_check CHECK (((within_days >= 1) AND (within_days <= 365)))
);

CREATE TABLE platform.referrals (
    friend_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    referrer_id bigint NOT NULL,
    joined_at timestamp with time zone NOT NULL,
    first_deposit_minor bigint,
    first_deposit_at timestamp with time zone,
    valid_bets_minor bigint DEFAULT 0 NOT NULL,
    state text DEFAULT 'pending'::text NOT NULL,
    reason text,
    reward_kind text,
    reward_minor bigint DEFAULT 0 NOT NULL,
    entry_id bigint,
    bonus_id bigint,
    rewarded_at timestamp with time zone,
    evaluated_at timestamp with time zone,
    CONSTRAINT referrals_check CHECK (((state = 'refused'::text) = (reason IS NOT NULL))),
    CONSTRAINT referrals_first_deposit_minor_check CHECK ((first_deposit_minor > 0)),
    CONSTRAINT referrals_reason_check CHECK ((reason = ANY (ARRAY['shared_ip'::text, 'shared_device'::text, 'shared_payee'::text, 'limit_reached'::text]))),
    CONSTRAINT referrals_reward_kind_check CHECK ((reward_kind = ANY (ARRAY['cash'::text, 'bonus'::text]))),
    CONSTRAINT referrals_reward_minor_check CHECK ((reward_minor >= 0)),
    CONSTRAINT referrals_state_check CHECK ((state = ANY (ARRAY['pending'::text, 'qualified'::text, 'rewarded'::text, 'refused'::text, 'expired'::text])))
);

CREATE TABLE platform.register_field_rules (
    merchant_id integer NOT NULL,
    field text NOT NULL,
    enabled boolean NOT NULL,
    required boolean NOT NULL,
    pattern_id integer NOT NULL,
    min_length integer NOT NULL,
    max_length integer NOT NULL,
    CONSTRAINT register_field_rules_check CHECK (((max_length >= min_length) AND (max_length <= 255))),
    CONSTRAINT register_field_rules_min_length_check CHECK ((min_length >= 0)),
    CONSTRAINT register_field_rules_pattern_id_check CHECK (((pattern_id >= 0) AND (pattern_id <= 19)))
);

CREATE TABLE platform.resources (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    resource_type text NOT NULL,
    url text NOT NULL,
    label_name_en text NOT NULL,
    sort integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE platform.resources_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.resources_id_seq OWNED BY platform.resources.id;

CREATE TABLE platform.rg_events (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint,
    kind text NOT NULL,
    detail jsonb DEFAULT '{}'::jsonb NOT NULL,
    operator_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.rg_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.rg_events_id_seq OWNED BY platform.rg_events.id;

CREATE TABLE platform.rg_exclusions (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint,
    email text,
    mobile text,
    kind text NOT NULL,
    source text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone,
    created_by_operator_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rg_exclusions_check CHECK (((member_id IS NOT NULL) OR (email IS NOT NULL) OR (mobile IS NOT NULL))),
    CONSTRAINT rg_exclusions_check1 CHECK (((ends_at IS NULL) OR (ends_at > starts_at))),
    CONSTRAINT rg_exclusions_check2 CHECK (((kind = 'self_exclusion'::text) OR (ends_at IS NOT NULL))),
    CONSTRAINT rg_exclusions_kind_check CHECK ((kind = ANY (ARRAY['timeout'::text, 'self_exclusion'::text]))),
    CONSTRAINT rg_exclusions_source_check CHECK ((source = ANY (ARRAY['player'::text, 'operator'::text, 'register'::text])))
);

CREATE SEQUENCE platform.rg_exclusions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.rg_exclusions_id_seq OWNED BY platform.rg_exclusions.id;

CREATE TABLE platform.rg_limits (
    member_id bigint NOT NULL,
    merchant_id integer NOT NULL,
    kind text NOT NULL,
    period text NOT NULL,
    amount_minor bigint NOT NULL,
    pending_amount_minor bigint,
    pending_removal boolean DEFAULT false NOT NULL,
    pending_effective_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rg_limits_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT rg_limits_check CHECK (((kind = 'session'::text) = (period = 'session'::text))),
    CONSTRAINT rg_limits_check1 CHECK (((pending_effective_at IS NULL) = ((pending_amount_minor IS NULL) AND (NOT pending_removal)))),
    CONSTRAINT rg_limits_check2 CHECK ((NOT (pending_removal AND (pending_amount_minor IS NOT NULL)))),
    CONSTRAINT rg_limits_kind_check CHECK ((kind = ANY (ARRAY['deposit'::text, 'loss'::text, 'wager'::text, 'session'::text]))),
    CONSTRAINT rg_limits_pending_amount_minor_check CHECK ((pending_amount_minor > 0)),
    CONSTRAINT rg_limits_period_check CHECK ((period = ANY (ARRAY['day'::text, 'week'::text, 'month'::text, 'session'::text])))
);

CREATE TABLE platform.risk_alert_notes (
    id bigint NOT NULL,
    alert_id bigint NOT NULL,
    operator_id integer NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT risk_alert_notes_body_check CHECK (((length(body) >= 1) AND (length(body) <= 500)))
);

CREATE SEQUENCE platform.risk_alert_notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.risk_alert_notes_id_seq OWNED BY platform.risk_alert_notes.id;

CREATE TABLE platform.risk_alerts (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    rule text NOT NULL,
    window_start date NOT NULL,
    detail jsonb DEFAULT '{}'::jsonb NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    assigned_operator_id integer,
    closed_by_operator_id integer,
    closed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT risk_alerts_check CHECK (((status = 'closed'::text) = (closed_at IS NOT NULL))),
    CONSTRAINT risk_alerts_status_check CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text])))
);

CREATE SEQUENCE platform.risk_alerts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.risk_alerts_id_seq OWNED BY platform.risk_alerts.id;

CREATE TABLE platform.risk_progress (
    id boolean DEFAULT true NOT NULL,
    processed_through bigint DEFAULT 0 NOT NULL,
    CONSTRAINT risk_progress_id_check CHECK (id)
);

CREATE TABLE platform.risk_rules (
    merchant_id integer NOT NULL,
    rule text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    params jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT risk_rules_params_check CHECK ((jsonb_typeof(params) = 'object'::text)),
    CONSTRAINT risk_rules_rule_check CHECK ((rule = ANY (ARRAY['large_deposit'::text, 'deposit_withdraw'::text, 'shared_accounts'::text, 'stake_increase'::text, 'play_hours'::text, 'bonus_hunting'::text])))
);

CREATE TABLE platform.rsa_keys (
    id text NOT NULL,
    public_pem text NOT NULL,
    private_pem text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.schema_functions (
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE platform.seamless_launch_tokens (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    provider_id integer NOT NULL,
    member_id bigint NOT NULL,
    game_code text NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.seamless_launch_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.seamless_launch_tokens_id_seq OWNED BY platform.seamless_launch_tokens.id;

CREATE TABLE platform.seamless_players (
    id bigint NOT NULL,
    provider_id integer NOT NULL,
    member_id bigint NOT NULL,
    player_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE SEQUENCE platform.seamless_players_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.seamless_players_id_seq OWNED BY platform.seamless_players.id;

CREATE TABLE platform.seamless_providers (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    code text NOT NULL,
    name text NOT NULL,
    secret text NOT NULL,
    base_url text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    categories text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT seamless_providers_code_check CHECK ((code ~ '^[A-Z0-9_]{2,32}$'::text)),
    CONSTRAINT seamless_providers_secret_check CHECK ((length(secret) >= 16))
);

CREATE SEQUENCE platform.seamless_providers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.seamless_providers_id_seq OWNED BY platform.seamless_providers.id;

CREATE TABLE platform.seamless_transactions (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    provider_id integer NOT NULL,
    transaction_id text NOT NULL,
    kind text NOT NULL,
    status text NOT NULL,
    member_id bigint,
    round_id text DEFAULT ''::text NOT NULL,
    game_code text DEFAULT ''::text NOT NULL,
    amount_minor bigint DEFAULT 0 NOT NULL,
    reference_transaction_id text,
    request_hash text DEFAULT ''::text NOT NULL,
    request_id text DEFAULT ''::text NOT NULL,
    entry_id bigint,
    answer jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT seamless_transactions_amount_minor_check CHECK ((amount_minor >= 0)),
    CONSTRAINT seamless_transactions_kind_check CHECK ((kind = ANY (ARRAY['debit'::text, 'credit'::text, 'rollback'::text, 'tombstone'::text, 'adjust_credit'::text, 'adjust_debit'::text]))),
    CONSTRAINT seamless_transactions_status_check CHECK ((status = ANY (ARRAY['done'::text, 'cancelled'::text])))
);

CREATE SEQUENCE platform.seamless_transactions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.seamless_transactions_id_seq OWNED BY platform.seamless_transactions.id;

CREATE TABLE platform.sms_codes (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    purpose text NOT NULL,
    recipient text NOT NULL,
    code_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sms_codes_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT sms_codes_purpose_check CHECK ((purpose = ANY (ARRAY['register'::text, 'login'::text, 'reset'::text, 'bind'::text, 'verify'::text])))
);

CREATE SEQUENCE platform.sms_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.sms_codes_id_seq OWNED BY platform.sms_codes.id;

CREATE TABLE platform.support_canned_replies (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT support_canned_replies_body_check CHECK (((length(body) >= 1) AND (length(body) <= 2000))),
    CONSTRAINT support_canned_replies_title_check CHECK (((length(title) >= 1) AND (length(title) <= 80)))
);

CREATE SEQUENCE platform.support_canned_replies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.support_canned_replies_id_seq OWNED BY platform.support_canned_replies.id;

CREATE TABLE platform.support_conversations (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint,
    visitor_name text,
    visitor_contact text,
    visitor_key_hash text,
    status text DEFAULT 'open'::text NOT NULL,
    assigned_operator_id integer,
    customer_read_id bigint DEFAULT 0 NOT NULL,
    operator_read_id bigint DEFAULT 0 NOT NULL,
    last_message_id bigint DEFAULT 0 NOT NULL,
    last_message_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT support_conversations_check CHECK (((member_id IS NULL) = (visitor_key_hash IS NOT NULL))),
    CONSTRAINT support_conversations_check1 CHECK (((member_id IS NOT NULL) OR ((visitor_name IS NOT NULL) AND (visitor_contact IS NOT NULL)))),
    CONSTRAINT support_conversations_status_check CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text]))),
    CONSTRAINT support_conversations_visitor_contact_check CHECK (((length(visitor_contact) >= 3) AND (length(visitor_contact) <= 200))),
    CONSTRAINT support_conversations_visitor_name_check CHECK (((length(visitor_name) >= 1) AND (length(visitor_name) <= 100)))
);

CREATE SEQUENCE platform.support_conversations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.support_conversations_id_seq OWNED BY platform.support_conversations.id;

CREATE TABLE platform.support_messages (
    id bigint NOT NULL,
    conversation_id bigint NOT NULL,
    author text NOT NULL,
    operator_id integer,
    body text NOT NULL,
    image_type text,
    image bytea,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT support_messages_author_check CHECK ((author = ANY (ARRAY['customer'::text, 'operator'::text]))),
    CONSTRAINT support_messages_body_check CHECK ((length(body) <= 2000)),
    CONSTRAINT support_messages_check CHECK (((author = 'operator'::text) = (operator_id IS NOT NULL))),
    CONSTRAINT support_messages_check1 CHECK (((image IS NULL) = (image_type IS NULL))),
    CONSTRAINT support_messages_check2 CHECK (((length(body) > 0) OR (image IS NOT NULL))),
    CONSTRAINT support_messages_image_type_check CHECK ((image_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text])))
);

CREATE SEQUENCE platform.support_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.support_messages_id_seq OWNED BY platform.support_messages.id;

CREATE TABLE platform.vip_birthday_rewards (
    member_id bigint NOT NULL,
    year integer NOT NULL,
    merchant_id integer NOT NULL,
    level integer NOT NULL,
    amount_minor bigint NOT NULL,
    entry_id bigint NOT NULL,
    paid_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vip_birthday_rewards_amount_minor_check CHECK ((amount_minor > 0))
);

CREATE TABLE platform.vip_level_rewards (
    member_id bigint NOT NULL,
    level integer NOT NULL,
    merchant_id integer NOT NULL,
    amount_minor bigint NOT NULL,
    entry_id bigint NOT NULL,
    paid_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vip_level_rewards_amount_minor_check CHECK ((amount_minor > 0))
);

CREATE TABLE platform.vip_ranks (
    id integer NOT NULL,
    merchant_id integer NOT NULL,
    level integer NOT NULL,
    name text NOT NULL,
    icon_url text DEFAULT ''::text NOT NULL,
    monthly_bets_minor bigint DEFAULT 0 NOT NULL,
    monthly_deposits_minor bigint DEFAULT 0 NOT NULL,
    lifetime_bets_minor bigint DEFAULT 0 NOT NULL,
    lifetime_deposits_minor bigint DEFAULT 0 NOT NULL,
    retention_months integer DEFAULT 1 NOT NULL,
    level_up_reward_minor bigint DEFAULT 0 NOT NULL,
    rebate_boost_bps integer DEFAULT 0 NOT NULL,
    withdraw_daily_count integer DEFAULT 0 NOT NULL,
    withdraw_daily_amount_minor bigint DEFAULT 0 NOT NULL,
    birthday_reward_minor bigint DEFAULT 0 NOT NULL,
    CONSTRAINT vip_ranks_birthday_reward_minor_check CHECK ((birthday_reward_minor >= 0)),
    CONSTRAINT vip_ranks_icon_url_check CHECK ((length(icon_url) <= 500)),
    CONSTRAINT vip_ranks_level_check CHECK (((level >= 1) AND (level <= 100))),
    CONSTRAINT vip_ranks_level_up_reward_minor_check CHECK ((level_up_reward_minor >= 0)),
    CONSTRAINT vip_ranks_lifetime_bets_minor_check CHECK ((lifetime_bets_minor >= 0)),
    CONSTRAINT vip_ranks_lifetime_deposits_minor_check CHECK ((lifetime_deposits_minor >= 0)),
    CONSTRAINT vip_ranks_monthly_bets_minor_check CHECK ((monthly_bets_minor >= 0)),
    CONSTRAINT vip_ranks_monthly_deposits_minor_check CHECK ((monthly_deposits_minor >= 0)),
    CONSTRAINT vip_ranks_name_check CHECK (((length(name) >= 1) AND (length(name) <= 40))),
    CONSTRAINT vip_ranks_rebate_boost_bps_check CHECK (((rebate_boost_bps >= 0) AND (rebate_boost_bps <= 500))),
    CONSTRAINT vip_ranks_retention_months_check CHECK (((retention_months >= 0) AND (retention_months <= 24))),
    CONSTRAINT vip_ranks_withdraw_daily_amount_minor_check CHECK ((withdraw_daily_amount_minor >= 0)),
    CONSTRAINT vip_ranks_withdraw_daily_count_check CHECK (((withdraw_daily_count >= 0) AND (withdraw_daily_count <= 100)))
);

CREATE SEQUENCE platform.vip_ranks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.vip_ranks_id_seq OWNED BY platform.vip_ranks.id;

CREATE TABLE platform.wallet_adjustments (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    direction text NOT NULL,
    amount_minor bigint NOT NULL,
    reason_code text NOT NULL,
    note text DEFAULT ''::text NOT NULL,
    status text NOT NULL,
    request_id text NOT NULL,
    requested_by integer NOT NULL,
    requested_by_name text NOT NULL,
    decided_by integer,
    decided_by_name text,
    entry_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone,
    CONSTRAINT wallet_adjustment_second_operator CHECK (((decided_by IS NULL) OR (decided_by <> requested_by))),
    CONSTRAINT wallet_adjustments_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT wallet_adjustments_direction_check CHECK ((direction = ANY (ARRAY['credit'::text, 'debit'::text]))),
    CONSTRAINT wallet_adjustments_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'posted'::text, 'rejected'::text])))
);

CREATE SEQUENCE platform.wallet_adjustments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.wallet_adjustments_id_seq OWNED BY platform.wallet_adjustments.id;

CREATE TABLE platform.withdrawal_settings (
    merchant_id integer NOT NULL,
    min_amount_minor bigint NOT NULL,
    max_amount_minor bigint NOT NULL,
    daily_count integer NOT NULL,
    dual_approval_threshold_minor bigint NOT NULL,
    deposit_turnover_pct integer NOT NULL,
    bonus_turnover_pct integer NOT NULL,
    auto_confirm_minutes integer NOT NULL,
    bank_change_cooling_hours integer NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT withdrawal_settings_auto_confirm_minutes_check CHECK (((auto_confirm_minutes >= 1) AND (auto_confirm_minutes <= 10080))),
    CONSTRAINT withdrawal_settings_bank_change_cooling_hours_check CHECK (((bank_change_cooling_hours >= 0) AND (bank_change_cooling_hours <= 720))),
    CONSTRAINT withdrawal_settings_bonus_turnover_pct_check CHECK (((bonus_turnover_pct >= 0) AND (bonus_turnover_pct <= 10000))),
    CONSTRAINT withdrawal_settings_check CHECK ((max_amount_minor >= min_amount_minor)),
    CONSTRAINT withdrawal_settings_daily_count_check CHECK (((daily_count >= 1) AND (daily_count <= 100))),
    CONSTRAINT withdrawal_settings_deposit_turnover_pct_check CHECK (((deposit_turnover_pct >= 0) AND (deposit_turnover_pct <= 10000))),
    CONSTRAINT withdrawal_settings_dual_approval_threshold_minor_check CHECK ((dual_approval_threshold_minor > 0)),
    CONSTRAINT withdrawal_settings_min_amount_minor_check CHECK ((min_amount_minor > 0))
);

CREATE TABLE platform.withdrawals (
    id bigint NOT NULL,
    merchant_id integer NOT NULL,
    member_id bigint NOT NULL,
    bank_account_id bigint NOT NULL,
    payee_name text NOT NULL,
    bank_name text NOT NULL,
    account_number text NOT NULL,
    currency text NOT NULL,
    wallet_account_id bigint NOT NULL,
    amount_minor bigint NOT NULL,
    status text NOT NULL,
    hold_entry_id bigint NOT NULL,
    paid_entry_id bigint,
    release_entry_id bigint,
    reject_reason text,
    first_approver_id integer,
    first_approved_at timestamp with time zone,
    second_approver_id integer,
    second_approved_at timestamp with time zone,
    paid_by integer,
    paid_at timestamp with time zone,
    rejected_by integer,
    rejected_at timestamp with time zone,
    confirmed_at timestamp with time zone,
    auto_confirmed boolean DEFAULT false NOT NULL,
    proof_mime text,
    proof_image bytea,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT withdrawals_amount_minor_check CHECK ((amount_minor > 0)),
    CONSTRAINT withdrawals_check CHECK (((second_approver_id IS NULL) OR (second_approver_id <> first_approver_id))),
    CONSTRAINT withdrawals_proof_mime_check CHECK ((proof_mime = ANY (ARRAY['image/png'::text, 'image/jpeg'::text]))),
    CONSTRAINT withdrawals_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'awaiting_second_approval'::text, 'approved'::text, 'rejected'::text, 'paid'::text, 'received'::text, 'all_received'::text, 'not_received'::text])))
);

CREATE SEQUENCE platform.withdrawals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE platform.withdrawals_id_seq OWNED BY platform.withdrawals.id;

ALTER TABLE ONLY platform.agent_contract_actions ALTER COLUMN id SET DEFAULT nextval('platform.agent_contract_actions_id_seq'::regclass);

ALTER TABLE ONLY platform.agent_contracts ALTER COLUMN id SET DEFAULT nextval('platform.agent_contracts_id_seq'::regclass);

ALTER TABLE ONLY platform.audit_log ALTER COLUMN id SET DEFAULT nextval('platform.audit_log_id_seq'::regclass);

ALTER TABLE ONLY platform.banner_images ALTER COLUMN id SET DEFAULT nextval('platform.banner_images_id_seq'::regclass);

ALTER TABLE ONLY platform.banners ALTER COLUMN id SET DEFAULT nextval('platform.banners_id_seq'::regclass);

ALTER TABLE ONLY platform.bet_records ALTER COLUMN id SET DEFAULT nextval('platform.bet_records_id_seq'::regclass);

ALTER TABLE ONLY platform.client_events ALTER COLUMN id SET DEFAULT nextval('platform.client_events_id_seq'::regclass);

ALTER TABLE ONLY platform.contract_bills ALTER COLUMN id SET DEFAULT nextval('platform.contract_bills_id_seq'::regclass);

ALTER TABLE ONLY platform.contract_settlement_runs ALTER COLUMN id SET DEFAULT nextval('platform.contract_settlement_runs_id_seq'::regclass);

ALTER TABLE ONLY platform.customer_service_links ALTER COLUMN id SET DEFAULT nextval('platform.customer_service_links_id_seq'::regclass);

ALTER TABLE ONLY platform.deposits ALTER COLUMN id SET DEFAULT nextval('platform.deposits_id_seq'::regclass);

ALTER TABLE ONLY platform.feedback ALTER COLUMN id SET DEFAULT nextval('platform.feedback_id_seq'::regclass);

ALTER TABLE ONLY platform.game_vendors ALTER COLUMN id SET DEFAULT nextval('platform.game_vendors_id_seq'::regclass);

ALTER TABLE ONLY platform.games ALTER COLUMN node_id SET DEFAULT nextval('platform.games_node_id_seq'::regclass);

ALTER TABLE ONLY platform.gateway_callbacks ALTER COLUMN id SET DEFAULT nextval('platform.gateway_callbacks_id_seq'::regclass);

ALTER TABLE ONLY platform.help_entries ALTER COLUMN id SET DEFAULT nextval('platform.help_entries_id_seq'::regclass);

ALTER TABLE ONLY platform.journal_entries ALTER COLUMN id SET DEFAULT nextval('platform.journal_entries_id_seq'::regclass);

ALTER TABLE ONLY platform.kyc_documents ALTER COLUMN id SET DEFAULT nextval('platform.kyc_documents_id_seq'::regclass);

ALTER TABLE ONLY platform.leaderboards ALTER COLUMN id SET DEFAULT nextval('platform.leaderboards_id_seq'::regclass);

ALTER TABLE ONLY platform.ledger_accounts ALTER COLUMN id SET DEFAULT nextval('platform.ledger_accounts_id_seq'::regclass);

ALTER TABLE ONLY platform.member_bank_accounts ALTER COLUMN id SET DEFAULT nextval('platform.member_bank_accounts_id_seq'::regclass);

ALTER TABLE ONLY platform.member_bonuses ALTER COLUMN id SET DEFAULT nextval('platform.member_bonuses_id_seq'::regclass);

ALTER TABLE ONLY platform.member_logins ALTER COLUMN id SET DEFAULT nextval('platform.member_logins_id_seq'::regclass);

ALTER TABLE ONLY platform.member_messages ALTER COLUMN id SET DEFAULT nextval('platform.member_messages_id_seq'::regclass);

ALTER TABLE ONLY platform.member_notes ALTER COLUMN id SET DEFAULT nextval('platform.member_notes_id_seq'::regclass);

ALTER TABLE ONLY platform.member_tree_moves ALTER COLUMN id SET DEFAULT nextval('platform.member_tree_moves_id_seq'::regclass);

ALTER TABLE ONLY platform.members ALTER COLUMN id SET DEFAULT nextval('platform.members_id_seq'::regclass);

ALTER TABLE ONLY platform.merchants ALTER COLUMN id SET DEFAULT nextval('platform.merchants_id_seq'::regclass);

ALTER TABLE ONLY platform.mission_claims ALTER COLUMN id SET DEFAULT nextval('platform.mission_claims_id_seq'::regclass);

ALTER TABLE ONLY platform.missions ALTER COLUMN id SET DEFAULT nextval('platform.missions_id_seq'::regclass);

ALTER TABLE ONLY platform.notices ALTER COLUMN id SET DEFAULT nextval('platform.notices_id_seq'::regclass);

ALTER TABLE ONLY platform.operator_messages ALTER COLUMN id SET DEFAULT nextval('platform.operator_messages_id_seq'::regclass);

ALTER TABLE ONLY platform.operator_roles ALTER COLUMN id SET DEFAULT nextval('platform.operator_roles_id_seq'::regclass);

ALTER TABLE ONLY platform.operators ALTER COLUMN id SET DEFAULT nextval('platform.operators_id_seq'::regclass);

ALTER TABLE ONLY platform.outbox ALTER COLUMN id SET DEFAULT nextval('platform.outbox_id_seq'::regclass);

ALTER TABLE ONLY platform.payment_channels ALTER COLUMN id SET DEFAULT nextval('platform.payment_channels_id_seq'::regclass);

ALTER TABLE ONLY platform.points_redeems ALTER COLUMN id SET DEFAULT nextval('platform.points_redeems_id_seq'::regclass);

ALTER TABLE ONLY platform.points_rewards ALTER COLUMN id SET DEFAULT nextval('platform.points_rewards_id_seq'::regclass);

ALTER TABLE ONLY platform.postings ALTER COLUMN id SET DEFAULT nextval('platform.postings_id_seq'::regclass);

ALTER TABLE ONLY platform.promotion_applications ALTER COLUMN id SET DEFAULT nextval('platform.promotion_applications_id_seq'::regclass);

ALTER TABLE ONLY platform.promotion_claims ALTER COLUMN id SET DEFAULT nextval('platform.promotion_claims_id_seq'::regclass);

ALTER TABLE ONLY platform.promotion_issues ALTER COLUMN id SET DEFAULT nextval('platform.promotion_issues_id_seq'::regclass);

ALTER TABLE ONLY platform.promotions ALTER COLUMN id SET DEFAULT nextval('platform.promotions_id_seq'::regclass);

ALTER TABLE ONLY platform.protection_changes ALTER COLUMN id SET DEFAULT nextval('platform.protection_changes_id_seq'::regclass);

ALTER TABLE ONLY platform.rebate_requests ALTER COLUMN id SET DEFAULT nextval('platform.rebate_requests_id_seq'::regclass);

ALTER TABLE ONLY platform.rebate_settlements ALTER COLUMN id SET DEFAULT nextval('platform.rebate_settlements_id_seq'::regclass);

ALTER TABLE ONLY platform.resources ALTER COLUMN id SET DEFAULT nextval('platform.resources_id_seq'::regclass);

ALTER TABLE ONLY platform.rg_events ALTER COLUMN id SET DEFAULT nextval('platform.rg_events_id_seq'::regclass);

ALTER TABLE ONLY platform.rg_exclusions ALTER COLUMN id SET DEFAULT nextval('platform.rg_exclusions_id_seq'::regclass);

ALTER TABLE ONLY platform.risk_alert_notes ALTER COLUMN id SET DEFAULT nextval('platform.risk_alert_notes_id_seq'::regclass);

ALTER TABLE ONLY platform.risk_alerts ALTER COLUMN id SET DEFAULT nextval('platform.risk_alerts_id_seq'::regclass);

ALTER TABLE ONLY platform.seamless_launch_tokens ALTER COLUMN id SET DEFAULT nextval('platform.seamless_launch_tokens_id_seq'::regclass);

ALTER TABLE ONLY platform.seamless_players ALTER COLUMN id SET DEFAULT nextval('platform.seamless_players_id_seq'::regclass);

ALTER TABLE ONLY platform.seamless_providers ALTER COLUMN id SET DEFAULT nextval('platform.seamless_providers_id_seq'::regclass);

ALTER TABLE ONLY platform.seamless_transactions ALTER COLUMN id SET DEFAULT nextval('platform.seamless_transactions_id_seq'::regclass);

ALTER TABLE ONLY platform.sms_codes ALTER COLUMN id SET DEFAULT nextval('platform.sms_codes_id_seq'::regclass);

ALTER TABLE ONLY platform.support_canned_replies ALTER COLUMN id SET DEFAULT nextval('platform.support_canned_replies_id_seq'::regclass);

ALTER TABLE ONLY platform.support_conversations ALTER COLUMN id SET DEFAULT nextval('platform.support_conversations_id_seq'::regclass);

ALTER TABLE ONLY platform.support_messages ALTER COLUMN id SET DEFAULT nextval('platform.support_messages_id_seq'::regclass);

ALTER TABLE ONLY platform.vip_ranks ALTER COLUMN id SET DEFAULT nextval('platform.vip_ranks_id_seq'::regclass);

ALTER TABLE ONLY platform.wallet_adjustments ALTER COLUMN id SET DEFAULT nextval('platform.wallet_adjustments_id_seq'::regclass);

ALTER TABLE ONLY platform.withdrawals ALTER COLUMN id SET DEFAULT nextval('platform.withdrawals_id_seq'::regclass);

ALTER TABLE ONLY platform.adjustment_settings
    ADD CONSTRAINT adjustment_settings_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.agent_contract_actions
    ADD CONSTRAINT agent_contract_actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.agent_contracts
    ADD CONSTRAINT agent_contracts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.agent_hour_members
    ADD CONSTRAINT agent_hour_members_pkey PRIMARY KEY (member_id, hour, path);

ALTER TABLE ONLY platform.agent_level_stats
    ADD CONSTRAINT agent_level_stats_pkey PRIMARY KEY (agent_id, period, period_start, level);

ALTER TABLE ONLY platform.agent_member_stats
    ADD CONSTRAINT agent_member_stats_pkey PRIMARY KEY (agent_id, period, period_start, member_id);

ALTER TABLE ONLY platform.agent_signup_stats
    ADD CONSTRAINT agent_signup_stats_pkey PRIMARY KEY (agent_id, period, period_start, level);

ALTER TABLE ONLY platform.agent_stats_zones
    ADD CONSTRAINT agent_stats_zones_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.agent_team_counts
    ADD CONSTRAINT agent_team_counts_pkey PRIMARY KEY (agent_id);

ALTER TABLE ONLY platform.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.banner_images
    ADD CONSTRAINT banner_images_file_key_key UNIQUE (file_key);

ALTER TABLE ONLY platform.banner_images
    ADD CONSTRAINT banner_images_merchant_id_sha256_key UNIQUE (merchant_id, sha256);

ALTER TABLE ONLY platform.banner_images
    ADD CONSTRAINT banner_images_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.banners
    ADD CONSTRAINT banners_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.bet_records
    ADD CONSTRAINT bet_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.bet_records
    ADD CONSTRAINT bet_records_provider_id_round_id_key UNIQUE (provider_id, round_id);

ALTER TABLE ONLY platform.bonus_stakes
    ADD CONSTRAINT bonus_stakes_pkey PRIMARY KEY (debit_row_id);

ALTER TABLE ONLY platform.c2c_settings
    ADD CONSTRAINT c2c_settings_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.captchas
    ADD CONSTRAINT captchas_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.client_events
    ADD CONSTRAINT client_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_contract_id_period_start_key UNIQUE (contract_id, period_start);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.contract_settings
    ADD CONSTRAINT contract_settings_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.contract_settlement_runs
    ADD CONSTRAINT contract_settlement_runs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.contract_templates
    ADD CONSTRAINT contract_templates_pkey PRIMARY KEY (merchant_id, kind);

ALTER TABLE ONLY platform.customer_service_links
    ADD CONSTRAINT customer_service_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.deposit_proofs
    ADD CONSTRAINT deposit_proofs_pkey PRIMARY KEY (deposit_id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_gateway_order_id_key UNIQUE (gateway_order_id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.encrypted_request_nonces
    ADD CONSTRAINT encrypted_request_nonces_pkey PRIMARY KEY (nonce);

ALTER TABLE ONLY platform.favorite_games
    ADD CONSTRAINT favorite_games_pkey PRIMARY KEY (member_id, node_id);

ALTER TABLE ONLY platform.feedback
    ADD CONSTRAINT feedback_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.game_vendors
    ADD CONSTRAINT game_vendors_merchant_id_provider_code_source_category_key UNIQUE (merchant_id, provider_code, source_category);

ALTER TABLE ONLY platform.game_vendors
    ADD CONSTRAINT game_vendors_merchant_id_vassalage_game_type_key UNIQUE (merchant_id, vassalage, game_type);

ALTER TABLE ONLY platform.game_vendors
    ADD CONSTRAINT game_vendors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (node_id);

ALTER TABLE ONLY platform.games
    ADD CONSTRAINT games_vendor_id_game_id_key UNIQUE (vendor_id, game_id);

ALTER TABLE ONLY platform.gateway_callbacks
    ADD CONSTRAINT gateway_callbacks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.help_entries
    ADD CONSTRAINT help_entries_merchant_id_language_device_tag_key UNIQUE (merchant_id, language, device, tag);

ALTER TABLE ONLY platform.help_entries
    ADD CONSTRAINT help_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.journal_entries
    ADD CONSTRAINT journal_entries_merchant_id_source_idempotency_key_key UNIQUE (merchant_id, source, idempotency_key);

ALTER TABLE ONLY platform.journal_entries
    ADD CONSTRAINT journal_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.kyc_document_files
    ADD CONSTRAINT kyc_document_files_pkey PRIMARY KEY (document_id);

ALTER TABLE ONLY platform.kyc_documents
    ADD CONSTRAINT kyc_documents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.kyc_rules
    ADD CONSTRAINT kyc_rules_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.leaderboard_periods
    ADD CONSTRAINT leaderboard_periods_pkey PRIMARY KEY (leaderboard_id, period_start);

ALTER TABLE ONLY platform.leaderboard_prizes
    ADD CONSTRAINT leaderboard_prizes_pkey PRIMARY KEY (leaderboard_id, period_start, rank);

ALTER TABLE ONLY platform.leaderboards
    ADD CONSTRAINT leaderboards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.ledger_accounts
    ADD CONSTRAINT ledger_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.login_challenges
    ADD CONSTRAINT login_challenges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.login_throttles
    ADD CONSTRAINT login_throttles_pkey PRIMARY KEY (merchant_id, scope, subject);

ALTER TABLE ONLY platform.member_bank_accounts
    ADD CONSTRAINT member_bank_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_merchant_id_source_grant_key_key UNIQUE (merchant_id, source, grant_key);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_first_deposits
    ADD CONSTRAINT member_first_deposits_pkey PRIMARY KEY (member_id);

ALTER TABLE ONLY platform.member_hour_stats
    ADD CONSTRAINT member_hour_stats_pkey PRIMARY KEY (member_id, hour);

ALTER TABLE ONLY platform.member_known_ips
    ADD CONSTRAINT member_known_ips_pkey PRIMARY KEY (member_id, ip);

ALTER TABLE ONLY platform.member_logins
    ADD CONSTRAINT member_logins_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_messages
    ADD CONSTRAINT member_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_notes
    ADD CONSTRAINT member_notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_path_history
    ADD CONSTRAINT member_path_history_pkey PRIMARY KEY (member_id, valid_until);

ALTER TABLE ONLY platform.member_points_accruals
    ADD CONSTRAINT member_points_accruals_pkey PRIMARY KEY (member_id);

ALTER TABLE ONLY platform.member_sessions
    ADD CONSTRAINT member_sessions_id_key UNIQUE (id);

ALTER TABLE ONLY platform.member_sessions
    ADD CONSTRAINT member_sessions_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY platform.member_stats_progress
    ADD CONSTRAINT member_stats_progress_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_tags
    ADD CONSTRAINT member_tags_pkey PRIMARY KEY (member_id, tag);

ALTER TABLE ONLY platform.member_tree_moves
    ADD CONSTRAINT member_tree_moves_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.member_vip_progress
    ADD CONSTRAINT member_vip_progress_pkey PRIMARY KEY (member_id);

ALTER TABLE ONLY platform.member_visit_days
    ADD CONSTRAINT member_visit_days_pkey PRIMARY KEY (member_id, day);

ALTER TABLE ONLY platform.members
    ADD CONSTRAINT members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.merchant_domains
    ADD CONSTRAINT merchant_domains_pkey PRIMARY KEY (domain);

ALTER TABLE ONLY platform.merchant_logos
    ADD CONSTRAINT merchant_logos_pkey PRIMARY KEY (file_key);

ALTER TABLE ONLY platform.merchants
    ADD CONSTRAINT merchants_code_key UNIQUE (code);

ALTER TABLE ONLY platform.merchants
    ADD CONSTRAINT merchants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_mission_id_member_id_period_start_key UNIQUE (mission_id, member_id, period_start);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.mission_day_stats
    ADD CONSTRAINT mission_day_stats_pkey PRIMARY KEY (mission_id, day);

ALTER TABLE ONLY platform.missions
    ADD CONSTRAINT missions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.notice_texts
    ADD CONSTRAINT notice_texts_pkey PRIMARY KEY (notice_id, language);

ALTER TABLE ONLY platform.notices
    ADD CONSTRAINT notices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.operator_channel_day_stats
    ADD CONSTRAINT operator_channel_day_stats_pkey PRIMARY KEY (merchant_id, day, channel_id);

ALTER TABLE ONLY platform.operator_day_stats
    ADD CONSTRAINT operator_day_stats_pkey PRIMARY KEY (merchant_id, day);

ALTER TABLE ONLY platform.operator_game_day_stats
    ADD CONSTRAINT operator_game_day_stats_pkey PRIMARY KEY (merchant_id, day, provider_code, game_code);

ALTER TABLE ONLY platform.operator_member_day_stats
    ADD CONSTRAINT operator_member_day_stats_pkey PRIMARY KEY (merchant_id, day, member_id);

ALTER TABLE ONLY platform.operator_member_type_day_stats
    ADD CONSTRAINT operator_member_type_day_stats_pkey PRIMARY KEY (merchant_id, member_id, day, game_type);

ALTER TABLE ONLY platform.operator_messages
    ADD CONSTRAINT operator_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.operator_roles
    ADD CONSTRAINT operator_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.operator_sessions
    ADD CONSTRAINT operator_sessions_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY platform.operators
    ADD CONSTRAINT operators_merchant_id_username_key UNIQUE (merchant_id, username);

ALTER TABLE ONLY platform.operators
    ADD CONSTRAINT operators_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY platform.payment_channels
    ADD CONSTRAINT payment_channels_merchant_id_code_key UNIQUE (merchant_id, code);

ALTER TABLE ONLY platform.payment_channels
    ADD CONSTRAINT payment_channels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.points_day_stats
    ADD CONSTRAINT points_day_stats_pkey PRIMARY KEY (merchant_id, day, kind);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_reference_key UNIQUE (reference);

ALTER TABLE ONLY platform.points_rewards
    ADD CONSTRAINT points_rewards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.points_settings
    ADD CONSTRAINT points_settings_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.postings
    ADD CONSTRAINT postings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.promotion_application_images
    ADD CONSTRAINT promotion_application_images_pkey PRIMARY KEY (application_id, "position");

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.promotion_claims
    ADD CONSTRAINT promotion_claims_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.promotion_claims
    ADD CONSTRAINT promotion_claims_promotion_id_member_id_claim_key_key UNIQUE (promotion_id, member_id, claim_key);

ALTER TABLE ONLY platform.promotion_day_stats
    ADD CONSTRAINT promotion_day_stats_pkey PRIMARY KEY (merchant_id, day, promotion_id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_promotion_id_member_id_key UNIQUE (promotion_id, member_id);

ALTER TABLE ONLY platform.promotions
    ADD CONSTRAINT promotions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.protection_changes
    ADD CONSTRAINT protection_changes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.raffle_draws
    ADD CONSTRAINT raffle_draws_pkey PRIMARY KEY (promotion_id);

ALTER TABLE ONLY platform.raffle_entries
    ADD CONSTRAINT raffle_entries_pkey PRIMARY KEY (promotion_id, member_id);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_pkey PRIMARY KEY (promotion_id, rank);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_promotion_id_member_id_key UNIQUE (promotion_id, member_id);

ALTER TABLE ONLY platform.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key);

ALTER TABLE ONLY platform.rebate_periods
    ADD CONSTRAINT rebate_periods_pkey PRIMARY KEY (promotion_id, period_start);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_promotion_id_member_id_period_start_key UNIQUE (promotion_id, member_id, period_start);

ALTER TABLE ONLY platform.recent_games
    ADD CONSTRAINT recent_games_pkey PRIMARY KEY (member_id, node_id);

ALTER TABLE ONLY platform.referral_rules
    ADD CONSTRAINT referral_rules_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.referrals
    ADD CONSTRAINT referrals_pkey PRIMARY KEY (friend_id);

ALTER TABLE ONLY platform.register_field_rules
    ADD CONSTRAINT register_field_rules_pkey PRIMARY KEY (merchant_id, field);

ALTER TABLE ONLY platform.resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.rg_events
    ADD CONSTRAINT rg_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.rg_exclusions
    ADD CONSTRAINT rg_exclusions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.rg_limits
    ADD CONSTRAINT rg_limits_pkey PRIMARY KEY (member_id, kind, period);

ALTER TABLE ONLY platform.rg_state
    ADD CONSTRAINT rg_state_pkey PRIMARY KEY (member_id);

ALTER TABLE ONLY platform.risk_alert_notes
    ADD CONSTRAINT risk_alert_notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.risk_alerts
    ADD CONSTRAINT risk_alerts_merchant_id_rule_member_id_window_start_key UNIQUE (merchant_id, rule, member_id, window_start);

ALTER TABLE ONLY platform.risk_alerts
    ADD CONSTRAINT risk_alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.risk_progress
    ADD CONSTRAINT risk_progress_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.risk_rules
    ADD CONSTRAINT risk_rules_pkey PRIMARY KEY (merchant_id, rule);

ALTER TABLE ONLY platform.rsa_keys
    ADD CONSTRAINT rsa_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.schema_functions
    ADD CONSTRAINT schema_functions_pkey PRIMARY KEY (name);

ALTER TABLE ONLY platform.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY platform.seamless_launch_tokens
    ADD CONSTRAINT seamless_launch_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.seamless_launch_tokens
    ADD CONSTRAINT seamless_launch_tokens_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY platform.seamless_players
    ADD CONSTRAINT seamless_players_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.seamless_players
    ADD CONSTRAINT seamless_players_provider_id_member_id_key UNIQUE (provider_id, member_id);

ALTER TABLE ONLY platform.seamless_players
    ADD CONSTRAINT seamless_players_provider_id_player_id_key UNIQUE (provider_id, player_id);

ALTER TABLE ONLY platform.seamless_providers
    ADD CONSTRAINT seamless_providers_code_key UNIQUE (code);

ALTER TABLE ONLY platform.seamless_providers
    ADD CONSTRAINT seamless_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.seamless_transactions
    ADD CONSTRAINT seamless_transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.seamless_transactions
    ADD CONSTRAINT seamless_transactions_provider_id_transaction_id_key UNIQUE (provider_id, transaction_id);

ALTER TABLE ONLY platform.sms_codes
    ADD CONSTRAINT sms_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.support_canned_replies
    ADD CONSTRAINT support_canned_replies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.support_conversations
    ADD CONSTRAINT support_conversations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.support_conversations
    ADD CONSTRAINT support_conversations_visitor_key_hash_key UNIQUE (visitor_key_hash);

ALTER TABLE ONLY platform.support_messages
    ADD CONSTRAINT support_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.vip_birthday_rewards
    ADD CONSTRAINT vip_birthday_rewards_pkey PRIMARY KEY (member_id, year);

ALTER TABLE ONLY platform.vip_level_rewards
    ADD CONSTRAINT vip_level_rewards_pkey PRIMARY KEY (member_id, level);

ALTER TABLE ONLY platform.vip_ranks
    ADD CONSTRAINT vip_ranks_merchant_id_level_key UNIQUE (merchant_id, level);

ALTER TABLE ONLY platform.vip_ranks
    ADD CONSTRAINT vip_ranks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_merchant_id_request_id_key UNIQUE (merchant_id, request_id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY platform.withdrawal_settings
    ADD CONSTRAINT withdrawal_settings_pkey PRIMARY KEY (merchant_id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_pkey PRIMARY KEY (id);

CREATE INDEX agent_contract_actions_contract ON platform.agent_contract_actions USING btree (contract_id, id);

CREATE UNIQUE INDEX agent_contracts_effective ON platform.agent_contracts USING btree (agent_id, kind, product_type) WHERE (status = 'V'::text);

CREATE INDEX agent_contracts_merchant ON platform.agent_contracts USING btree (merchant_id, kind, status);

CREATE UNIQUE INDEX agent_contracts_pending ON platform.agent_contracts USING btree (agent_id, kind, product_type) WHERE (status = ANY (ARRAY['P'::text, 'E'::text]));

CREATE INDEX agent_contracts_upline ON platform.agent_contracts USING btree (upline_id, kind, status);

CREATE INDEX agent_hour_members_merchant_hour ON platform.agent_hour_members USING btree (merchant_id, hour);

CREATE INDEX agent_level_stats_merchant ON platform.agent_level_stats USING btree (merchant_id);

CREATE INDEX agent_member_stats_level_loss ON platform.agent_member_stats USING btree (agent_id, period, period_start, level, profit_minor, member_id);

CREATE INDEX agent_member_stats_loss ON platform.agent_member_stats USING btree (agent_id, period, period_start, profit_minor, member_id);

CREATE INDEX agent_member_stats_merchant ON platform.agent_member_stats USING btree (merchant_id);

CREATE INDEX agent_signup_stats_merchant ON platform.agent_signup_stats USING btree (merchant_id);

CREATE INDEX audit_log_merchant ON platform.audit_log USING btree (merchant_id, id DESC);

CREATE INDEX audit_log_target ON platform.audit_log USING btree (merchant_id, target, id DESC);

CREATE INDEX banners_merchant ON platform.banners USING btree (merchant_id, kind, sequence);

CREATE INDEX bet_records_biggest_net_wins ON platform.bet_records USING btree (merchant_id, ((win_minor - stake_minor)) DESC, settled_at DESC) WHERE ((status = 'settled'::text) AND (win_minor >= (2 * stake_minor)) AND (win_minor > 0));

CREATE INDEX bet_records_member ON platform.bet_records USING btree (merchant_id, member_id, opened_at DESC);

CREATE INDEX bet_records_merchant_game ON platform.bet_records USING btree (merchant_id, game_code, opened_at DESC, id DESC);

CREATE INDEX bet_records_merchant_opened ON platform.bet_records USING btree (merchant_id, opened_at DESC, id DESC);

CREATE INDEX bet_records_merchant_round ON platform.bet_records USING btree (merchant_id, round_id);

CREATE INDEX bet_records_provider_day ON platform.bet_records USING btree (merchant_id, provider_id, opened_at);

CREATE INDEX bonus_stakes_bonus ON platform.bonus_stakes USING btree (bonus_id);

CREATE INDEX bonus_stakes_round ON platform.bonus_stakes USING btree (bet_record_id);

CREATE INDEX captchas_expires ON platform.captchas USING btree (expires_at);

CREATE INDEX client_events_merchant_id ON platform.client_events USING btree (merchant_id, id);

CREATE INDEX contract_bills_agent ON platform.contract_bills USING btree (agent_id, kind, period_start DESC);

CREATE INDEX contract_bills_queue ON platform.contract_bills USING btree (merchant_id, state, id);

CREATE INDEX contract_settlement_runs_period ON platform.contract_settlement_runs USING btree (merchant_id, kind, period_start);

CREATE INDEX customer_service_links_merchant ON platform.customer_service_links USING btree (merchant_id);

CREATE INDEX deposits_entry ON platform.deposits USING btree (entry_id) WHERE (entry_id IS NOT NULL);

CREATE INDEX deposits_member ON platform.deposits USING btree (member_id, id DESC);

CREATE INDEX deposits_queue ON platform.deposits USING btree (merchant_id, status, id DESC);

CREATE INDEX encrypted_request_nonces_forget_at ON platform.encrypted_request_nonces USING btree (forget_at);

CREATE INDEX feedback_merchant ON platform.feedback USING btree (merchant_id, status, id DESC);

CREATE INDEX games_merchant_code ON platform.games USING btree (merchant_id, game_code) WHERE (game_code IS NOT NULL);

CREATE INDEX games_merchant_order ON platform.games USING btree (merchant_id, sort, node_id);

CREATE INDEX gateway_callbacks_deposit ON platform.gateway_callbacks USING btree (deposit_id, id);

CREATE INDEX kyc_documents_member ON platform.kyc_documents USING btree (member_id, kind, id DESC);

CREATE INDEX kyc_documents_queue ON platform.kyc_documents USING btree (merchant_id, status, id);

CREATE INDEX leaderboards_merchant ON platform.leaderboards USING btree (merchant_id, id);

CREATE UNIQUE INDEX ledger_accounts_identity ON platform.ledger_accounts USING btree (merchant_id, currency, kind, COALESCE(owner_member_id, (0)::bigint), owner_ref);

CREATE INDEX login_throttles_locked ON platform.login_throttles USING btree (merchant_id, locked_until) WHERE (locked_until IS NOT NULL);

CREATE INDEX member_bank_accounts_member ON platform.member_bank_accounts USING btree (member_id, id);

CREATE UNIQUE INDEX member_bank_accounts_number ON platform.member_bank_accounts USING btree (merchant_id, account_number);

CREATE INDEX member_bank_accounts_payee ON platform.member_bank_accounts USING btree (merchant_id, lower(payee_name));

CREATE INDEX member_bonuses_expiry ON platform.member_bonuses USING btree (expires_at) WHERE (status = 'active'::text);

CREATE INDEX member_bonuses_member ON platform.member_bonuses USING btree (merchant_id, member_id, id DESC);

CREATE UNIQUE INDEX member_bonuses_one_active ON platform.member_bonuses USING btree (member_id) WHERE (status = 'active'::text);

CREATE INDEX member_first_deposits_merchant ON platform.member_first_deposits USING btree (merchant_id, first_deposit_at);

CREATE INDEX member_hour_stats_merchant_hour ON platform.member_hour_stats USING btree (merchant_id, hour) INCLUDE (member_id, bets_minor, wins_minor, deposits_minor, withdrawals_minor, transfers_in_minor, transfers_out_minor, adjustments_minor, bonuses_minor);

CREATE INDEX member_known_ips_ip ON platform.member_known_ips USING btree (ip);

CREATE INDEX member_logins_member ON platform.member_logins USING btree (member_id, id DESC);

CREATE INDEX member_logins_username ON platform.member_logins USING btree (merchant_id, lower(username), id DESC);

CREATE INDEX member_messages_member ON platform.member_messages USING btree (member_id, id DESC);

CREATE UNIQUE INDEX member_messages_operator_message_member ON platform.member_messages USING btree (operator_message_id, member_id) WHERE (operator_message_id IS NOT NULL);

CREATE INDEX member_messages_unread ON platform.member_messages USING btree (member_id) WHERE (read_at IS NULL);

CREATE INDEX member_notes_member ON platform.member_notes USING btree (member_id, id DESC);

CREATE INDEX member_path_history_path ON platform.member_path_history USING btree (ancestor_path text_pattern_ops);

CREATE INDEX member_sessions_member ON platform.member_sessions USING btree (member_id) WHERE (revoked_at IS NULL);

CREATE INDEX member_sessions_user_agent ON platform.member_sessions USING btree (merchant_id, user_agent);

CREATE INDEX member_tags_merchant_tag ON platform.member_tags USING btree (merchant_id, tag);

CREATE INDEX member_tree_moves_member ON platform.member_tree_moves USING btree (member_id, moved_at DESC);

CREATE INDEX member_tree_moves_merchant_moved ON platform.member_tree_moves USING btree (merchant_id, moved_at DESC);

CREATE INDEX members_ancestor_path ON platform.members USING btree (merchant_id, ancestor_path text_pattern_ops);

CREATE INDEX members_birthday_day ON platform.members USING btree (merchant_id, date_part('month'::text, birthday), date_part('day'::text, birthday)) WHERE (birthday IS NOT NULL);

CREATE INDEX members_email ON platform.members USING btree (merchant_id, lower(email)) WHERE (email IS NOT NULL);

CREATE UNIQUE INDEX members_invitation_code ON platform.members USING btree (merchant_id, upper(invitation_code)) WHERE (invitation_code IS NOT NULL);

CREATE INDEX members_merchant_created ON platform.members USING btree (merchant_id, created_at);

CREATE UNIQUE INDEX members_mobile ON platform.members USING btree (merchant_id, country_dialing_code, mobile_num) WHERE (mobile_num IS NOT NULL);

CREATE UNIQUE INDEX members_referral_code ON platform.members USING btree (merchant_id, upper(referral_code)) WHERE (referral_code IS NOT NULL);

CREATE INDEX members_referred_by ON platform.members USING btree (referred_by, created_at) WHERE (referred_by IS NOT NULL);

CREATE INDEX members_upline ON platform.members USING btree (upline_id);

CREATE INDEX members_upline_created ON platform.members USING btree (upline_id, created_at DESC) WHERE (upline_id IS NOT NULL);

CREATE UNIQUE INDEX members_username ON platform.members USING btree (merchant_id, lower(username));

CREATE INDEX merchant_domains_merchant ON platform.merchant_domains USING btree (merchant_id);

CREATE INDEX merchant_logos_merchant ON platform.merchant_logos USING btree (merchant_id);

CREATE UNIQUE INDEX merchants_single_default ON platform.merchants USING btree (is_default) WHERE is_default;

CREATE INDEX mission_claims_member ON platform.mission_claims USING btree (member_id, period_start);

CREATE INDEX mission_day_stats_merchant ON platform.mission_day_stats USING btree (merchant_id, day);

CREATE INDEX missions_merchant ON platform.missions USING btree (merchant_id, id);

CREATE INDEX notices_merchant ON platform.notices USING btree (merchant_id, type, published_at DESC);

CREATE INDEX operator_member_day_stats_member ON platform.operator_member_day_stats USING btree (merchant_id, member_id, day);

CREATE INDEX operator_member_type_day_stats_day ON platform.operator_member_type_day_stats USING btree (merchant_id, day);

CREATE INDEX operator_messages_due ON platform.operator_messages USING btree (send_at) WHERE (status = 'scheduled'::text);

CREATE INDEX operator_messages_merchant ON platform.operator_messages USING btree (merchant_id, id DESC);

CREATE UNIQUE INDEX operator_roles_merchant_name_key ON platform.operator_roles USING btree (merchant_id, lower(name));

CREATE INDEX operator_sessions_operator ON platform.operator_sessions USING btree (operator_id);

CREATE INDEX operators_custom_role_id_idx ON platform.operators USING btree (custom_role_id) WHERE (custom_role_id IS NOT NULL);

CREATE INDEX outbox_merchant ON platform.outbox USING btree (merchant_id, id DESC);

CREATE INDEX outbox_merchant_channel ON platform.outbox USING btree (merchant_id, channel, id DESC);

CREATE INDEX points_redeems_member ON platform.points_redeems USING btree (merchant_id, member_id, id DESC);

CREATE INDEX points_redeems_queue ON platform.points_redeems USING btree (merchant_id, id) WHERE (status = 'in_process'::text);

CREATE INDEX points_rewards_merchant ON platform.points_rewards USING btree (merchant_id, sort, id);

CREATE INDEX postings_account ON platform.postings USING btree (account_id, id);

CREATE INDEX postings_entry ON platform.postings USING btree (entry_id);

CREATE INDEX promotion_applications_member ON platform.promotion_applications USING btree (merchant_id, member_id, id DESC);

CREATE UNIQUE INDEX promotion_applications_one_approved ON platform.promotion_applications USING btree (promotion_id, member_id) WHERE (status = 'approved'::text);

CREATE UNIQUE INDEX promotion_applications_one_open ON platform.promotion_applications USING btree (promotion_id, member_id) WHERE (status = ANY (ARRAY['applying'::text, 'awaiting_second_approval'::text]));

CREATE INDEX promotion_applications_queue ON platform.promotion_applications USING btree (merchant_id, status, id);

CREATE INDEX promotion_claims_device ON platform.promotion_claims USING btree (promotion_id, device, created_at);

CREATE INDEX promotion_claims_group ON platform.promotion_claims USING btree (member_id, exclusive_group) WHERE (exclusive_group IS NOT NULL);

CREATE INDEX promotion_claims_ip ON platform.promotion_claims USING btree (promotion_id, ip, created_at);

CREATE INDEX promotion_claims_member ON platform.promotion_claims USING btree (merchant_id, member_id, id DESC);

CREATE INDEX promotion_day_stats_promotion ON platform.promotion_day_stats USING btree (merchant_id, promotion_id, day);

CREATE INDEX promotion_issues_member ON platform.promotion_issues USING btree (merchant_id, member_id, id) WHERE (status = 'issued'::text);

CREATE INDEX promotion_issues_promotion ON platform.promotion_issues USING btree (promotion_id, id DESC);

CREATE INDEX promotions_merchant ON platform.promotions USING btree (merchant_id, starts_at, ends_at);

CREATE INDEX protection_changes_due ON platform.protection_changes USING btree (effective_at) WHERE (status = 'pending'::text);

CREATE INDEX protection_changes_merchant ON platform.protection_changes USING btree (merchant_id, id DESC);

CREATE UNIQUE INDEX protection_changes_one_pending ON platform.protection_changes USING btree (merchant_id, kind) WHERE (status = 'pending'::text);

CREATE INDEX raffle_draws_open ON platform.raffle_draws USING btree (merchant_id) WHERE (drawn_at IS NULL);

CREATE INDEX raffle_winners_member ON platform.raffle_winners USING btree (merchant_id, member_id);

CREATE INDEX rate_limits_window ON platform.rate_limits USING btree (window_started_at);

CREATE INDEX rebate_requests_member ON platform.rebate_requests USING btree (merchant_id, member_id, id DESC);

CREATE UNIQUE INDEX rebate_requests_one_pending ON platform.rebate_requests USING btree (promotion_id, member_id) WHERE (status = 'pending'::text);

CREATE INDEX rebate_requests_period ON platform.rebate_requests USING btree (promotion_id, member_id, period_start);

CREATE INDEX rebate_requests_queue ON platform.rebate_requests USING btree (merchant_id, status, id);

CREATE INDEX rebate_settlements_due ON platform.rebate_settlements USING btree (promotion_id, id) WHERE (status = 'due'::text);

CREATE INDEX rebate_settlements_member ON platform.rebate_settlements USING btree (merchant_id, member_id, id DESC);

CREATE INDEX recent_games_member_played ON platform.recent_games USING btree (member_id, last_played_at DESC);

CREATE INDEX referrals_merchant ON platform.referrals USING btree (merchant_id, joined_at DESC);

CREATE INDEX referrals_open ON platform.referrals USING btree (merchant_id) WHERE (state = ANY (ARRAY['pending'::text, 'qualified'::text]));

CREATE INDEX referrals_referrer ON platform.referrals USING btree (referrer_id, joined_at DESC);

CREATE INDEX resources_merchant ON platform.resources USING btree (merchant_id);

CREATE INDEX rg_events_member ON platform.rg_events USING btree (member_id, id DESC);

CREATE INDEX rg_events_report ON platform.rg_events USING btree (merchant_id, kind, created_at DESC);

CREATE INDEX rg_exclusions_email ON platform.rg_exclusions USING btree (lower(email)) WHERE (email IS NOT NULL);

CREATE INDEX rg_exclusions_member ON platform.rg_exclusions USING btree (member_id) WHERE (member_id IS NOT NULL);

CREATE INDEX rg_exclusions_mobile ON platform.rg_exclusions USING btree (mobile) WHERE (mobile IS NOT NULL);

CREATE INDEX risk_alert_notes_alert ON platform.risk_alert_notes USING btree (alert_id, id);

CREATE INDEX risk_alerts_member ON platform.risk_alerts USING btree (member_id, id DESC);

CREATE INDEX risk_alerts_queue ON platform.risk_alerts USING btree (merchant_id, status, id DESC);

CREATE INDEX seamless_launch_tokens_expiry ON platform.seamless_launch_tokens USING btree (expires_at);

CREATE INDEX seamless_providers_merchant ON platform.seamless_providers USING btree (merchant_id);

CREATE INDEX seamless_transactions_entry ON platform.seamless_transactions USING btree (entry_id) WHERE (entry_id IS NOT NULL);

CREATE INDEX seamless_transactions_round ON platform.seamless_transactions USING btree (provider_id, round_id);

CREATE INDEX sms_codes_expires ON platform.sms_codes USING btree (expires_at);

CREATE INDEX sms_codes_open ON platform.sms_codes USING btree (merchant_id, purpose, recipient, id DESC) WHERE (used_at IS NULL);

CREATE INDEX support_canned_replies_merchant ON platform.support_canned_replies USING btree (merchant_id, title);

CREATE INDEX support_conversations_inbox ON platform.support_conversations USING btree (merchant_id, status, last_message_at DESC);

CREATE UNIQUE INDEX support_conversations_member ON platform.support_conversations USING btree (merchant_id, member_id) WHERE (member_id IS NOT NULL);

CREATE INDEX support_messages_conversation ON platform.support_messages USING btree (conversation_id, id);

CREATE INDEX wallet_adjustments_member ON platform.wallet_adjustments USING btree (merchant_id, member_id, id);

CREATE INDEX wallet_adjustments_status ON platform.wallet_adjustments USING btree (merchant_id, status, id);

CREATE INDEX withdrawals_member ON platform.withdrawals USING btree (member_id, id DESC);

CREATE INDEX withdrawals_paid_due ON platform.withdrawals USING btree (paid_at) WHERE (status = 'paid'::text);

CREATE INDEX withdrawals_queue ON platform.withdrawals USING btree (merchant_id, status, id DESC);

CREATE TRIGGER journal_entries_append_only BEFORE DELETE OR UPDATE ON platform.journal_entries FOR EACH ROW EXECUTE FUNCTION platform.refuse_ledger_change();

CREATE TRIGGER member_sessions_revoked_notify AFTER UPDATE OF revoked_at ON platform.member_sessions FOR EACH ROW WHEN (((old.revoked_at IS NULL) AND (new.revoked_at IS NOT NULL))) EXECUTE FUNCTION platform.notify_session_revoked();

CREATE TRIGGER members_agent_tree AFTER INSERT OR UPDATE OF ancestor_path ON platform.members FOR EACH ROW EXECUTE FUNCTION platform.members_agent_tree();

CREATE TRIGGER merchants_changed_for_providers AFTER DELETE OR UPDATE ON platform.merchants FOR EACH STATEMENT EXECUTE FUNCTION platform.notify_provider_change();

CREATE TRIGGER postings_append_only BEFORE DELETE OR UPDATE ON platform.postings FOR EACH ROW EXECUTE FUNCTION platform.refuse_ledger_change();

CREATE TRIGGER seamless_providers_changed AFTER INSERT OR DELETE OR UPDATE ON platform.seamless_providers FOR EACH STATEMENT EXECUTE FUNCTION platform.notify_provider_change();

ALTER TABLE ONLY platform.adjustment_settings
    ADD CONSTRAINT adjustment_settings_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.agent_contract_actions
    ADD CONSTRAINT agent_contract_actions_actor_member_id_fkey FOREIGN KEY (actor_member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.agent_contract_actions
    ADD CONSTRAINT agent_contract_actions_actor_operator_id_fkey FOREIGN KEY (actor_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.agent_contract_actions
    ADD CONSTRAINT agent_contract_actions_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES platform.agent_contracts(id);

ALTER TABLE ONLY platform.agent_contracts
    ADD CONSTRAINT agent_contracts_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.agent_contracts
    ADD CONSTRAINT agent_contracts_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.agent_contracts
    ADD CONSTRAINT agent_contracts_replaces_contract_id_fkey FOREIGN KEY (replaces_contract_id) REFERENCES platform.agent_contracts(id);

ALTER TABLE ONLY platform.agent_contracts
    ADD CONSTRAINT agent_contracts_upline_id_fkey FOREIGN KEY (upline_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.agent_stats_zones
    ADD CONSTRAINT agent_stats_zones_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.audit_log
    ADD CONSTRAINT audit_log_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.banner_images
    ADD CONSTRAINT banner_images_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.banners
    ADD CONSTRAINT banners_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.bet_records
    ADD CONSTRAINT bet_records_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.bet_records
    ADD CONSTRAINT bet_records_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.bet_records
    ADD CONSTRAINT bet_records_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES platform.seamless_providers(id);

ALTER TABLE ONLY platform.bonus_stakes
    ADD CONSTRAINT bonus_stakes_bet_record_id_fkey FOREIGN KEY (bet_record_id) REFERENCES platform.bet_records(id);

ALTER TABLE ONLY platform.bonus_stakes
    ADD CONSTRAINT bonus_stakes_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.bonus_stakes
    ADD CONSTRAINT bonus_stakes_debit_row_id_fkey FOREIGN KEY (debit_row_id) REFERENCES platform.seamless_transactions(id);

ALTER TABLE ONLY platform.c2c_settings
    ADD CONSTRAINT c2c_settings_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.captchas
    ADD CONSTRAINT captchas_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES platform.agent_contracts(id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_ledger_entry_id_fkey FOREIGN KEY (ledger_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.contract_bills
    ADD CONSTRAINT contract_bills_run_id_fkey FOREIGN KEY (run_id) REFERENCES platform.contract_settlement_runs(id);

ALTER TABLE ONLY platform.contract_settings
    ADD CONSTRAINT contract_settings_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.contract_settlement_runs
    ADD CONSTRAINT contract_settlement_runs_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.contract_settlement_runs
    ADD CONSTRAINT contract_settlement_runs_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.contract_templates
    ADD CONSTRAINT contract_templates_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.customer_service_links
    ADD CONSTRAINT customer_service_links_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.deposit_proofs
    ADD CONSTRAINT deposit_proofs_deposit_id_fkey FOREIGN KEY (deposit_id) REFERENCES platform.deposits(id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES platform.payment_channels(id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.deposits
    ADD CONSTRAINT deposits_reviewed_by_operator_id_fkey FOREIGN KEY (reviewed_by_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.favorite_games
    ADD CONSTRAINT favorite_games_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.favorite_games
    ADD CONSTRAINT favorite_games_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.favorite_games
    ADD CONSTRAINT favorite_games_node_id_fkey FOREIGN KEY (node_id) REFERENCES platform.games(node_id);

ALTER TABLE ONLY platform.feedback
    ADD CONSTRAINT feedback_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.feedback
    ADD CONSTRAINT feedback_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.game_vendors
    ADD CONSTRAINT game_vendors_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.games
    ADD CONSTRAINT games_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.games
    ADD CONSTRAINT games_vendor_id_fkey FOREIGN KEY (vendor_id) REFERENCES platform.game_vendors(id);

ALTER TABLE ONLY platform.gateway_callbacks
    ADD CONSTRAINT gateway_callbacks_deposit_id_fkey FOREIGN KEY (deposit_id) REFERENCES platform.deposits(id);

ALTER TABLE ONLY platform.gateway_callbacks
    ADD CONSTRAINT gateway_callbacks_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.help_entries
    ADD CONSTRAINT help_entries_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.journal_entries
    ADD CONSTRAINT journal_entries_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.journal_entries
    ADD CONSTRAINT journal_entries_reverses_entry_id_fkey FOREIGN KEY (reverses_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.kyc_document_files
    ADD CONSTRAINT kyc_document_files_document_id_fkey FOREIGN KEY (document_id) REFERENCES platform.kyc_documents(id);

ALTER TABLE ONLY platform.kyc_documents
    ADD CONSTRAINT kyc_documents_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.kyc_documents
    ADD CONSTRAINT kyc_documents_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.kyc_documents
    ADD CONSTRAINT kyc_documents_reviewed_by_operator_id_fkey FOREIGN KEY (reviewed_by_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.kyc_rules
    ADD CONSTRAINT kyc_rules_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.leaderboard_periods
    ADD CONSTRAINT leaderboard_periods_leaderboard_id_fkey FOREIGN KEY (leaderboard_id) REFERENCES platform.leaderboards(id);

ALTER TABLE ONLY platform.leaderboard_prizes
    ADD CONSTRAINT leaderboard_prizes_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.leaderboard_prizes
    ADD CONSTRAINT leaderboard_prizes_leaderboard_id_fkey FOREIGN KEY (leaderboard_id) REFERENCES platform.leaderboards(id);

ALTER TABLE ONLY platform.leaderboard_prizes
    ADD CONSTRAINT leaderboard_prizes_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.leaderboard_prizes
    ADD CONSTRAINT leaderboard_prizes_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.leaderboards
    ADD CONSTRAINT leaderboards_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.ledger_accounts
    ADD CONSTRAINT ledger_accounts_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.ledger_accounts
    ADD CONSTRAINT ledger_accounts_owner_member_id_fkey FOREIGN KEY (owner_member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.login_challenges
    ADD CONSTRAINT login_challenges_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.login_challenges
    ADD CONSTRAINT login_challenges_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.login_throttles
    ADD CONSTRAINT login_throttles_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_bank_accounts
    ADD CONSTRAINT member_bank_accounts_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_bank_accounts
    ADD CONSTRAINT member_bank_accounts_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_bonus_wallet_id_fkey FOREIGN KEY (bonus_wallet_id) REFERENCES platform.ledger_accounts(id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_end_entry_id_fkey FOREIGN KEY (end_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_grant_entry_id_fkey FOREIGN KEY (grant_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_bonuses
    ADD CONSTRAINT member_bonuses_wallet_id_fkey FOREIGN KEY (wallet_id) REFERENCES platform.ledger_accounts(id);

ALTER TABLE ONLY platform.member_first_deposits
    ADD CONSTRAINT member_first_deposits_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_first_deposits
    ADD CONSTRAINT member_first_deposits_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_hour_stats
    ADD CONSTRAINT member_hour_stats_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_hour_stats
    ADD CONSTRAINT member_hour_stats_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_known_ips
    ADD CONSTRAINT member_known_ips_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_logins
    ADD CONSTRAINT member_logins_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_logins
    ADD CONSTRAINT member_logins_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_messages
    ADD CONSTRAINT member_messages_feedback_id_fkey FOREIGN KEY (feedback_id) REFERENCES platform.feedback(id);

ALTER TABLE ONLY platform.member_messages
    ADD CONSTRAINT member_messages_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_messages
    ADD CONSTRAINT member_messages_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_messages
    ADD CONSTRAINT member_messages_operator_message_id_fkey FOREIGN KEY (operator_message_id) REFERENCES platform.operator_messages(id);

ALTER TABLE ONLY platform.member_notes
    ADD CONSTRAINT member_notes_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_notes
    ADD CONSTRAINT member_notes_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_notes
    ADD CONSTRAINT member_notes_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.member_path_history
    ADD CONSTRAINT member_path_history_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_path_history
    ADD CONSTRAINT member_path_history_move_id_fkey FOREIGN KEY (move_id) REFERENCES platform.member_tree_moves(id);

ALTER TABLE ONLY platform.member_points_accruals
    ADD CONSTRAINT member_points_accruals_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_points_accruals
    ADD CONSTRAINT member_points_accruals_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_sessions
    ADD CONSTRAINT member_sessions_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_sessions
    ADD CONSTRAINT member_sessions_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_tags
    ADD CONSTRAINT member_tags_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_tags
    ADD CONSTRAINT member_tags_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_tree_moves
    ADD CONSTRAINT member_tree_moves_from_upline_id_fkey FOREIGN KEY (from_upline_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_tree_moves
    ADD CONSTRAINT member_tree_moves_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_tree_moves
    ADD CONSTRAINT member_tree_moves_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_tree_moves
    ADD CONSTRAINT member_tree_moves_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.member_tree_moves
    ADD CONSTRAINT member_tree_moves_to_upline_id_fkey FOREIGN KEY (to_upline_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_vip_progress
    ADD CONSTRAINT member_vip_progress_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_vip_progress
    ADD CONSTRAINT member_vip_progress_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.member_visit_days
    ADD CONSTRAINT member_visit_days_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.member_visit_days
    ADD CONSTRAINT member_visit_days_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.members
    ADD CONSTRAINT members_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.members
    ADD CONSTRAINT members_referred_by_fkey FOREIGN KEY (referred_by) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.members
    ADD CONSTRAINT members_upline_id_fkey FOREIGN KEY (upline_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.merchant_domains
    ADD CONSTRAINT merchant_domains_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.merchant_logos
    ADD CONSTRAINT merchant_logos_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.mission_claims
    ADD CONSTRAINT mission_claims_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES platform.missions(id);

ALTER TABLE ONLY platform.mission_day_stats
    ADD CONSTRAINT mission_day_stats_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.mission_day_stats
    ADD CONSTRAINT mission_day_stats_mission_id_fkey FOREIGN KEY (mission_id) REFERENCES platform.missions(id);

ALTER TABLE ONLY platform.missions
    ADD CONSTRAINT missions_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.notice_texts
    ADD CONSTRAINT notice_texts_notice_id_fkey FOREIGN KEY (notice_id) REFERENCES platform.notices(id) ON DELETE CASCADE;

ALTER TABLE ONLY platform.notices
    ADD CONSTRAINT notices_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.operator_messages
    ADD CONSTRAINT operator_messages_cancelled_by_fkey FOREIGN KEY (cancelled_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.operator_messages
    ADD CONSTRAINT operator_messages_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.operator_messages
    ADD CONSTRAINT operator_messages_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.operator_roles
    ADD CONSTRAINT operator_roles_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.operator_sessions
    ADD CONSTRAINT operator_sessions_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.operator_sessions
    ADD CONSTRAINT operator_sessions_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.operators
    ADD CONSTRAINT operators_custom_role_id_fkey FOREIGN KEY (custom_role_id) REFERENCES platform.operator_roles(id);

ALTER TABLE ONLY platform.operators
    ADD CONSTRAINT operators_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.outbox
    ADD CONSTRAINT outbox_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.payment_channels
    ADD CONSTRAINT payment_channels_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.points_day_stats
    ADD CONSTRAINT points_day_stats_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_money_entry_id_fkey FOREIGN KEY (money_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_refund_entry_id_fkey FOREIGN KEY (refund_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.points_redeems
    ADD CONSTRAINT points_redeems_reward_id_fkey FOREIGN KEY (reward_id) REFERENCES platform.points_rewards(id);

ALTER TABLE ONLY platform.points_rewards
    ADD CONSTRAINT points_rewards_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.points_settings
    ADD CONSTRAINT points_settings_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.postings
    ADD CONSTRAINT postings_account_id_fkey FOREIGN KEY (account_id) REFERENCES platform.ledger_accounts(id);

ALTER TABLE ONLY platform.postings
    ADD CONSTRAINT postings_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.promotion_application_images
    ADD CONSTRAINT promotion_application_images_application_id_fkey FOREIGN KEY (application_id) REFERENCES platform.promotion_applications(id);

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_claim_id_fkey FOREIGN KEY (claim_id) REFERENCES platform.promotion_claims(id);

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_first_approver_id_fkey FOREIGN KEY (first_approver_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.promotion_applications
    ADD CONSTRAINT promotion_applications_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.promotion_claims
    ADD CONSTRAINT promotion_claims_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.promotion_claims
    ADD CONSTRAINT promotion_claims_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.promotion_claims
    ADD CONSTRAINT promotion_claims_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.promotion_claims
    ADD CONSTRAINT promotion_claims_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.promotion_day_stats
    ADD CONSTRAINT promotion_day_stats_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.promotion_day_stats
    ADD CONSTRAINT promotion_day_stats_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_claim_id_fkey FOREIGN KEY (claim_id) REFERENCES platform.promotion_claims(id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_issued_by_fkey FOREIGN KEY (issued_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.promotion_issues
    ADD CONSTRAINT promotion_issues_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.promotions
    ADD CONSTRAINT promotions_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.protection_changes
    ADD CONSTRAINT protection_changes_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.protection_changes
    ADD CONSTRAINT protection_changes_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.protection_changes
    ADD CONSTRAINT protection_changes_proposed_by_fkey FOREIGN KEY (proposed_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.raffle_draws
    ADD CONSTRAINT raffle_draws_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.raffle_draws
    ADD CONSTRAINT raffle_draws_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.raffle_entries
    ADD CONSTRAINT raffle_entries_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.raffle_entries
    ADD CONSTRAINT raffle_entries_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.raffle_draws(promotion_id);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.raffle_winners
    ADD CONSTRAINT raffle_winners_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.raffle_draws(promotion_id);

ALTER TABLE ONLY platform.rebate_periods
    ADD CONSTRAINT rebate_periods_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.rebate_requests
    ADD CONSTRAINT rebate_requests_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.rebate_settlements
    ADD CONSTRAINT rebate_settlements_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.recent_games
    ADD CONSTRAINT recent_games_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.recent_games
    ADD CONSTRAINT recent_games_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.recent_games
    ADD CONSTRAINT recent_games_node_id_fkey FOREIGN KEY (node_id) REFERENCES platform.games(node_id);

ALTER TABLE ONLY platform.referral_rules
    ADD CONSTRAINT referral_rules_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.referral_rules
    ADD CONSTRAINT referral_rules_promotion_id_fkey FOREIGN KEY (promotion_id) REFERENCES platform.promotions(id);

ALTER TABLE ONLY platform.referrals
    ADD CONSTRAINT referrals_bonus_id_fkey FOREIGN KEY (bonus_id) REFERENCES platform.member_bonuses(id);

ALTER TABLE ONLY platform.referrals
    ADD CONSTRAINT referrals_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.referrals
    ADD CONSTRAINT referrals_friend_id_fkey FOREIGN KEY (friend_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.referrals
    ADD CONSTRAINT referrals_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.referrals
    ADD CONSTRAINT referrals_referrer_id_fkey FOREIGN KEY (referrer_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.register_field_rules
    ADD CONSTRAINT register_field_rules_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.resources
    ADD CONSTRAINT resources_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.rg_events
    ADD CONSTRAINT rg_events_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.rg_events
    ADD CONSTRAINT rg_events_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.rg_events
    ADD CONSTRAINT rg_events_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.rg_exclusions
    ADD CONSTRAINT rg_exclusions_created_by_operator_id_fkey FOREIGN KEY (created_by_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.rg_exclusions
    ADD CONSTRAINT rg_exclusions_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.rg_exclusions
    ADD CONSTRAINT rg_exclusions_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.rg_limits
    ADD CONSTRAINT rg_limits_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.rg_limits
    ADD CONSTRAINT rg_limits_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.rg_state
    ADD CONSTRAINT rg_state_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.rg_state
    ADD CONSTRAINT rg_state_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.risk_alert_notes
    ADD CONSTRAINT risk_alert_notes_alert_id_fkey FOREIGN KEY (alert_id) REFERENCES platform.risk_alerts(id);

ALTER TABLE ONLY platform.risk_alert_notes
    ADD CONSTRAINT risk_alert_notes_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.risk_alerts
    ADD CONSTRAINT risk_alerts_assigned_operator_id_fkey FOREIGN KEY (assigned_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.risk_alerts
    ADD CONSTRAINT risk_alerts_closed_by_operator_id_fkey FOREIGN KEY (closed_by_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.risk_alerts
    ADD CONSTRAINT risk_alerts_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.risk_alerts
    ADD CONSTRAINT risk_alerts_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.risk_rules
    ADD CONSTRAINT risk_rules_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.seamless_launch_tokens
    ADD CONSTRAINT seamless_launch_tokens_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.seamless_launch_tokens
    ADD CONSTRAINT seamless_launch_tokens_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.seamless_launch_tokens
    ADD CONSTRAINT seamless_launch_tokens_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES platform.seamless_providers(id);

ALTER TABLE ONLY platform.seamless_players
    ADD CONSTRAINT seamless_players_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.seamless_players
    ADD CONSTRAINT seamless_players_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES platform.seamless_providers(id);

ALTER TABLE ONLY platform.seamless_providers
    ADD CONSTRAINT seamless_providers_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.seamless_transactions
    ADD CONSTRAINT seamless_transactions_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.seamless_transactions
    ADD CONSTRAINT seamless_transactions_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.seamless_transactions
    ADD CONSTRAINT seamless_transactions_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.seamless_transactions
    ADD CONSTRAINT seamless_transactions_provider_id_fkey FOREIGN KEY (provider_id) REFERENCES platform.seamless_providers(id);

ALTER TABLE ONLY platform.sms_codes
    ADD CONSTRAINT sms_codes_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.support_canned_replies
    ADD CONSTRAINT support_canned_replies_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.support_conversations
    ADD CONSTRAINT support_conversations_assigned_operator_id_fkey FOREIGN KEY (assigned_operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.support_conversations
    ADD CONSTRAINT support_conversations_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.support_conversations
    ADD CONSTRAINT support_conversations_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.support_messages
    ADD CONSTRAINT support_messages_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES platform.support_conversations(id);

ALTER TABLE ONLY platform.support_messages
    ADD CONSTRAINT support_messages_operator_id_fkey FOREIGN KEY (operator_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.vip_birthday_rewards
    ADD CONSTRAINT vip_birthday_rewards_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.vip_birthday_rewards
    ADD CONSTRAINT vip_birthday_rewards_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.vip_birthday_rewards
    ADD CONSTRAINT vip_birthday_rewards_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.vip_level_rewards
    ADD CONSTRAINT vip_level_rewards_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.vip_level_rewards
    ADD CONSTRAINT vip_level_rewards_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.vip_level_rewards
    ADD CONSTRAINT vip_level_rewards_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.vip_ranks
    ADD CONSTRAINT vip_ranks_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.wallet_adjustments
    ADD CONSTRAINT wallet_adjustments_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.withdrawal_settings
    ADD CONSTRAINT withdrawal_settings_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_bank_account_id_fkey FOREIGN KEY (bank_account_id) REFERENCES platform.member_bank_accounts(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_first_approver_id_fkey FOREIGN KEY (first_approver_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_hold_entry_id_fkey FOREIGN KEY (hold_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_member_id_fkey FOREIGN KEY (member_id) REFERENCES platform.members(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES platform.merchants(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_paid_by_fkey FOREIGN KEY (paid_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_paid_entry_id_fkey FOREIGN KEY (paid_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_rejected_by_fkey FOREIGN KEY (rejected_by) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_release_entry_id_fkey FOREIGN KEY (release_entry_id) REFERENCES platform.journal_entries(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_second_approver_id_fkey FOREIGN KEY (second_approver_id) REFERENCES platform.operators(id);

ALTER TABLE ONLY platform.withdrawals
    ADD CONSTRAINT withdrawals_wallet_account_id_fkey FOREIGN KEY (wallet_account_id) REFERENCES platform.ledger_accounts(id);
