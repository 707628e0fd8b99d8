-- The operator's per-merchant aggregates (decision 0052; tables: migrations/0039), kept by the fold next to the
-- per-agent ones: the fold (04_agent_reports.sql) adds each final range of postings and bet records, and
-- agent_stats_rebuild (05_agent_stats.sql) starts one merchant's rows over in its time zone. Days are local days
-- of the merchant's time zone; which posting counts in which column is `platform.wallet_moves`'s (04_agent_reports.sql).

-- Adds the wallet postings (p_from, p_through] and the bet records (p_rounds_from, p_rounds_through] to the
-- per-merchant aggregates: all merchants when p_merchant_id is null; given a merchant (the rebuild), that
-- merchant's rows are first emptied and the range read from the start. A member becomes active on a day when its
-- valid bets of that day turn positive.
create or replace function platform.operator_stats_add(
  p_from bigint, p_through bigint, p_rounds_from bigint, p_rounds_through bigint, p_merchant_id integer
) returns void language sql as $$
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
