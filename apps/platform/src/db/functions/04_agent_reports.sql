-- The fold of the ledger into the agent reports' aggregates (decision 0037; tables: migrations/0020). Run by a
-- periodic job; idempotent and exact, so any instance may run it at any time.
--
-- Posting ids are handed out before their transactions commit, so a smaller id can become visible after a
-- larger one. A run therefore folds only a range it knows is final: the previous run noted the largest visible
-- id (pending_through) and then its snapshot's xmax. Every posting with id <= pending_through was allocated by a
-- transaction whose xid is below that xmax (post_entry inserts the journal entry, which assigns the xid, before
-- its postings take ids). Once the oldest running transaction is at or above that xmax, all of them have ended,
-- and this run's statements see every one that committed. Bet records are folded (as rounds) by the same rule:
-- seamless_debit claims the provider transaction (which assigns the xid) before the record takes its id.
-- Each run first rebuilds the per-agent aggregates of any merchant built in another time zone (or never), then
-- adds the final range to the hourly, per-agent and per-merchant aggregates (05_agent_stats.sql, 07_operator_stats.sql)
-- and to the members' loyalty points and VIP progress (11_loyalty.sql). Answers the postings
-- folded (null: another run holds the lock).
create or replace function platform.fold_member_stats() returns bigint language plpgsql as $$
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

-- The wallet postings (p_from, p_through] of one merchant (or all when null), each split into the aggregates'
-- money columns: the one home of which posting kind counts where (the hourly and the per-agent aggregates sum
-- these). A rollback counts under the kind it reverses, with the opposite sign.
create or replace function platform.wallet_moves(p_from bigint, p_through bigint, p_merchant_id integer)
returns table (member_id bigint, merchant_id integer, at timestamptz, bets bigint, wins bigint, deposits bigint,
  withdrawals bigint, transfers_in bigint, transfers_out bigint, adjustments bigint, bonuses bigint)
language sql stable as $$
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
