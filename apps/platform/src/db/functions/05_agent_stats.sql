-- The per-agent aggregates of the agent reports (decisions 0039 and 0045; tables: migrations/0024 and 0029). The
-- fold (04_agent_reports.sql) adds each final range of postings and bet records to every ancestor agent of the path
-- the member had at the posting's time (its local day, week and month, and its hour); the members trigger keeps the
-- tree's counts and sign-ups; a merchant whose aggregates were built in another time zone (or never) is rebuilt
-- from the ledger by the next fold.

-- The path a member had at an instant: the earliest path it had until a later move, else its current one.
create or replace function platform.member_path_at(p_member_id bigint, p_at timestamptz, p_current_path text)
returns text language sql stable as $$
  select coalesce((select h.ancestor_path from platform.member_path_history h
    where h.member_id = p_member_id and h.valid_until > p_at order by h.valid_until limit 1), p_current_path)
$$;

-- The agents above the member a path ends with, and the member's level below each (1 = direct).
create or replace function platform.path_ancestors(p_path text)
returns table (agent_id bigint, level integer) language sql immutable as $$
  select p.ids[i]::bigint, cardinality(p.ids) - i
  from (select string_to_array(trim(both '/' from p_path), '/') as ids) p, generate_subscripts(p.ids, 1) i
  where i < cardinality(p.ids)
$$;

-- The day itself, its week (from Monday) and its month.
create or replace function platform.day_periods(p_day date)
returns table (period text, period_start date) language sql immutable as $$
  select v.period, v.period_start from (values
    ('day', p_day), ('week', date_trunc('week', p_day)::date), ('month', date_trunc('month', p_day)::date)
  ) v(period, period_start)
$$;

-- What a member's wallets held after the postings through p_through (what the fold has read of them).
create or replace function platform.member_folded_balance(p_member_id bigint, p_through bigint)
returns bigint language sql stable as $$
  select coalesce(sum(a.balance_minor - coalesce((select sum(p.amount_minor) from platform.postings p
      where p.account_id = a.id and p.id > p_through), 0)), 0)::bigint
  from platform.ledger_accounts a
  where a.owner_member_id = p_member_id and a.kind in ('player_wallet', 'agent_wallet')
$$;

-- The instant the hour of a zone's clock that p_at falls in starts: the UTC hour in a zone whose offset is whole
-- hours; in a zone of a half or three-quarter hour offset, the UTC half or three-quarter hour (so a local day is
-- exactly its hours, and the hours of a repeated clock hour stay apart).
create or replace function platform.clock_hour(p_at timestamptz, p_zone text)
returns timestamptz language sql immutable as $$
  select p_at - ((p_at at time zone p_zone) - date_trunc('hour', p_at at time zone p_zone))
$$;

-- Adds the wallet postings (p_from, p_through] and the bet records (p_rounds_from, p_rounds_through] (of one
-- merchant, or all when null) to the per-agent aggregates, each at the member's path at its time: the local day,
-- week and month rows, and the hour rows (decision 0045; period_start the hour's start in UTC). A member's level in
-- an agent's day, week or month is the one of its first money there, in an hour the one at the money's time; a
-- member becomes active when its valid bets of the period turn positive (in an hour: under the agent, whatever
-- paths it had there, agent_hour_members).
create or replace function platform.agent_stats_add(
  p_from bigint, p_through bigint, p_rounds_from bigint, p_rounds_through bigint, p_merchant_id integer
) returns void language sql as $$
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

-- Adds the wallet postings (p_from, p_through] to what each agent's current team holds (balances follow the
-- current tree; a move carries a member's balance along, in the members trigger).
create or replace function platform.agent_stats_add_balances(p_from bigint, p_through bigint)
returns void language sql as $$
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

-- Adds the sign-ups of a merchant's members (one member, or all when null) to the agents of their path at sign-up.
create or replace function platform.agent_stats_add_signups(p_merchant_id integer, p_member_id bigint)
returns void language sql as $$
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

-- Rebuilds a merchant's period aggregates and team balances from the ledger through what the fold has read, in
-- the merchant's time zone (held still while it runs). Called by the fold, under its lock.
create or replace function platform.agent_stats_rebuild(p_merchant_id integer) returns void language plpgsql as $$
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

-- The tree's counts follow every path a member gets: its first real path (`/…/id/`, after the '/' it is created
-- with) is a sign-up under the agents of that path; a later one is a move (console), which takes the fold's lock
-- so that the balance the fold has counted for the member passes from the old agents to the new ones exactly.
-- A sign-up takes the fold's lock shared (sign-ups don't wait for each other), before any row it writes: a fold
-- rebuilding the merchant rewrites the same sign-up rows, and without the lock the two could deadlock.
-- Moves must run in READ COMMITTED (the default), so that this sees what the fold committed before it.
create or replace function platform.members_agent_tree() returns trigger language plpgsql as $$
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
create or replace trigger members_agent_tree after insert or update of ancestor_path on platform.members
  for each row execute function platform.members_agent_tree();
