-- Loyalty points (decision 0055; tables: migrations/0044). Points earn as money moves, without touching the
-- seamless calls: the fold (04_agent_reports.sql) hands each final range of postings to points_earn_add, which
-- adds the member's valid bets (by the catalog's game type) and deposits of the range × its merchant's rates to the
-- member's accrual and credits the whole points gained in one `points_earn` entry (points_pool → member_points,
-- currency 'PTS', idempotency key `earn:<member>:<credited after>`). Which posting is a bet or a deposit is
-- platform.wallet_moves's rule (a rollback counts under the kind it reverses, with the opposite sign).
create or replace function platform.points_earn_add(p_from bigint, p_through bigint) returns void
language plpgsql as $$
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

-- VIP progress (tables: migrations/0045): adds the valid bets and deposits of the postings (p_from, p_through]
-- (platform.wallet_moves's columns) to each member's month (the merchant's time zone) and lifetime totals, then
-- settles the member's rank. A posting of a later month starts the month's totals over.
create or replace function platform.vip_progress_add(p_from bigint, p_through bigint) returns void
language plpgsql as $$
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

-- The highest rank the member's totals meet now (0: none); this month's totals count only in this month.
create or replace function platform.vip_qualifying_level(p_member_id bigint) returns integer
language sql stable as $$
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

-- Settles a member's rank: a qualifying rank at or above the held one is taken and held to the end of its
-- retention (the rest of this month, then retention_months more); a lower one replaces the held rank only once
-- that retention has ended. Reaching a level pays its level-up reward once ever (promotion_budget `vip` → the
-- member's wallet, entry `vip_reward`, key `vip:<member>:<level>`) and tells the member (realtime notice).
create or replace function platform.vip_rank_settle(p_member_id bigint) returns void
language plpgsql as $$
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
