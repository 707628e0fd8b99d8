-- Risk and AML rules (decision 0047; tables: migrations/0035_risk_alerts.sql). Run by a periodic job after the
-- member-stats fold: each run reads the postings the fold has made final since the previous run (the fold's
-- processed_through bounds the range, so the per-member hour rows already hold them) and raises the alerts those
-- moves call for. A rule reads the moving members' own rows (hour aggregates, known IPs, sessions, bank accounts),
-- never all bets. The advisory lock lets one run at a time go; the unique (merchant, rule, member, window) key
-- makes an alert once per window even if two runs met. Answers the alerts raised (null: another run holds the lock).
create or replace function platform.risk_evaluate() returns integer language plpgsql as $$
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
