-- The bonus wallet's money functions (decision 0050). Tables: migrations/0036_bonus_wallet.sql. Every movement is
-- one balanced entry of platform.post_entry (source 'bonus' or the provider's house ref for stakes and wins):
--   bonus             promotion_budget <ref> → bonus_wallet                (the grant, posted by the service)
--   bet / win         the stake or win split between wallet and bonus_wallet (seamless_bonus_debit / _credit)
--   bonus_conversion  bonus_wallet → wallet (up to the maximum cash-out) + promotion_budget (the excess)
--   bonus_forfeit     bonus_wallet → promotion_budget (expiry, withdrawal, operator)
-- A bonus wallet holds money only while its member has an active bonus: a win or rollback of a round whose bonus
-- has ended goes to the wallet (win) or back to the budget (the stake's bonus part).
-- Refusal: P0108 BONUS_MAX_BET (a stake above the active bonus's maximum bet).

-- Ends an active bonus once (the row is locked; an ended one answers null): 'completed' converts the bonus wallet
-- to cash up to the maximum cash-out, the excess and every other end go back to the budget. 'spent' ends a bonus
-- whose wallet is empty. A conversion tells the member its new wallet balance (post_entry's balance event) and
-- sends the notice info_bonus_converted with the converted amount.
create or replace function platform.bonus_end(p_bonus_id bigint, p_status text, p_now timestamptz)
returns bigint language plpgsql as $$
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

-- A stake while a bonus is active (called by seamless_debit with the locked-in call): refuses a stake above the
-- maximum bet (P0108), splits it between wallet and bonus wallet by the bonus's play order, adds its weighted
-- contribution (by the catalog's game type of the game) to the wagering, notes both for the round's wins and a
-- rollback, and posts the bet entry. Answers the entry id.
create or replace function platform.seamless_bonus_debit(
  p_bonus_id bigint, p_merchant_id integer, p_currency text, p_provider_code text, p_house_ref text,
  p_house_id bigint, p_row_id bigint, p_bet_record_id bigint, p_transaction_id text, p_round_id text,
  p_game_code text, p_amount bigint, p_request_hash text
) returns bigint language plpgsql as $$
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

-- A win of a round that staked bonus money of the active bonus: the bonus's share of the round's stake stays
-- bonus (rounded down, the rest is cash); a rolled-back debit's part no longer counts. Answers the entry id.
create or replace function platform.seamless_bonus_credit(
  p_bonus_id bigint, p_merchant_id integer, p_currency text, p_house_ref text, p_house_id bigint,
  p_wallet_id bigint, p_bonus_wallet_id bigint, p_bet_record_id bigint, p_round_stake bigint,
  p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint, p_request_hash text
) returns bigint language plpgsql as $$
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

-- After a credit, the active bonus is settled when it can be: past its expiry → 'expired'; its requirement met →
-- 'completed' (converts); its
-- wallet empty with no open round still holding its money → 'spent'.
create or replace function platform.bonus_settle(p_bonus_id bigint, p_now timestamptz)
returns void language plpgsql as $$
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

-- The rollback of a debit that noted a bonus stake: the cash part back to the wallet, the bonus part back to the
-- bonus wallet while its bonus is active (and its contribution off the wagering), else back to the budget.
create or replace function platform.seamless_bonus_rollback(
  p_debit_row_id bigint, p_merchant_id integer, p_currency text, p_house_ref text, p_house_id bigint,
  p_wallet_id bigint, p_transaction_id text, p_reference_transaction_id text, p_debit_entry_id bigint,
  p_amount bigint, p_request_hash text
) returns bigint language plpgsql as $$
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
