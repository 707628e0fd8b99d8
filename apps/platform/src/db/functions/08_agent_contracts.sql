-- Agent contract settlement (issue 15, decision 0046; tables: migrations/0030). What a period is, whether the
-- aggregates hold all of it, and the figures of every contract's team in it. The tier, rate and differential
-- arithmetic is in apps/platform/src/modules/agent-contracts/contract-bills.ts.

-- The period of a kind containing an instant: local day, week (from Monday), semimonth (1st–15th, 16th–end) or
-- month of the merchant's time zone; the hour of the merchant's clock (platform.clock_hour, the per-agent hour rows'
-- hour: in a whole-hour zone the UTC hour); UTC 5-minute window (SPEC §9).
create or replace function platform.contract_period_bounds(p_period text, p_time_zone text, p_at timestamptz)
returns table (period_start timestamptz, period_end timestamptz) language sql stable as $$
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

-- Whether the fold (04_agent_reports.sql) has read every posting made before p_end (the aggregates hold the
-- period): no posting past its progress was made before then.
create or replace function platform.contract_period_folded(p_end timestamptz)
returns boolean language sql stable as $$
  select not exists (select 1 from platform.postings p
    where p.id > (select processed_through from platform.member_stats_progress) and p.created_at < p_end)
$$;

-- The contracts of a merchant's kind and period kind that were effective at the end of [p_start, p_end), with
-- their team's figures in it: valid bets, net loss (valid bets − payouts) and active members (valid bets ≥ the
-- contract's threshold). Day-based periods read the per-agent member day rows (decision 0039) and an hour the
-- per-agent hour rows (decision 0045: valid bets and payouts from agent_level_stats, each member's bets under the
-- agent from agent_hour_members), both at the path of the money's time (decision 0053); a 5-minute window the
-- settled rounds opened in it by the current subtree (decision 0046), read from the rounds up their players' paths.
create or replace function platform.contract_period_figures(
  p_merchant_id integer, p_kind text, p_period text, p_start timestamptz, p_end timestamptz
) returns table (
  contract_id bigint, agent_id bigint, upline_id bigint, agent_path text, tiers jsonb,
  valid_bet_minor bigint, net_loss_minor bigint, active_members integer
) language sql stable as $$
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
