-- Seamless-wallet money calls in one round trip each (decision 0010, "One SQL function per money call"):
-- platform.seamless_debit, seamless_credit and seamless_rollback do in one statement what the service did in ~14
-- (player lookup, claim of the provider transaction id, round, gaming limits, accounts, platform.post_entry, round
-- update, answer). Tables: migrations/0005_seamless.sql. The service keeps validation and maps the SQLSTATEs below
-- to its error keys:
--   P0101 PLAYER_NOT_FOUND        P0102 DUPLICATE_TRANSACTION   P0103 TRANSACTION_CANCELLED
--   P0104 TRANSACTION_NOT_FOUND   P0105 ROUND_CLOSED            P0106 LIMIT_REACHED
--   P0107 round of another player (request_param_err, field roundId)
--   P0108 BONUS_MAX_BET (06_bonus_wallet.sql: a stake above the active bonus's maximum bet)
--   P0109 ROUND_NOT_SETTLED (an adjust of a round not settled)   P0110 an adjust taking back more than was paid
-- and, from post_entry, 23514 (a wallet below zero: INSUFFICIENT_FUNDS), P0006, P0007, P0008.
-- Kept shallow (decision 0031): each call runs seamless_start, its own statements, post_entry and
-- seamless_finish — no deeper nesting, and no hashing or JSON in SQL beyond the stored answer and the balance
-- event. The ledger entry's request hash is the call's own content hash: the claim of the transaction id already
-- makes every (provider, transaction id) one entry, so the ledger's replay check never sees a second request.

-- The start every money call shares, in one nested call: the member the provider's player id stands for (only
-- within the provider's merchant, else P0101) with the merchant's currency and wallet kind (an agent wallet when
-- the merchant counts the member's type as an agent), the claim of the call's transaction id, and then either the
-- first answer of a repeated id (o_replay; o_row_id null) or the new row with the wallet and the member's shard
-- of the provider's house account (`provider:<code>#<member id mod 32>`).
-- A concurrent claim of one id waits for the first one's transaction and then sees its row, so N duplicates
-- give one effect.
create or replace function platform.seamless_start(
  p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text,
  p_transaction_id text, p_kind text, p_round_id text, p_game_code text, p_amount bigint,
  p_reference_transaction_id text, p_request_hash text,
  out o_member_id bigint, out o_active boolean, out o_currency text, out o_wallet_id bigint,
  out o_house_id bigint, out o_row_id bigint, out o_replay jsonb
) language plpgsql as $$
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

-- Stores and answers a call's first answer: the balance the provider sees (the wallet plus, while a bonus is
-- active, its bonus wallet: p_bonus_wallet_id, decision 0050) as wire money (2 decimals), plus ledgerId (null when
-- nothing moved) for debits and credits.
drop function if exists platform.seamless_finish(bigint, bigint, bigint, boolean);
create or replace function platform.seamless_finish(
  p_row_id bigint, p_entry_id bigint, p_wallet_id bigint, p_bonus_wallet_id bigint, p_with_ledger_id boolean
) returns jsonb language plpgsql as $$
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

-- The responsible-gaming hook of every debit (decision 0048): nothing without an rg_state row. With one, the stake
-- is added to the running sums (functions/09_responsible_gaming.sql, one locked update) and the debit is refused
-- (P0106, which rolls the addition back with the rest) while excluded, past the session-time limit, while a reality
-- check waits for its answer, or when the day's, week's or month's stakes (wager) or net loss (stakes − wins) pass
-- a limit.
create or replace function platform.seamless_check_gaming_limits(
  p_merchant_id integer, p_member_id bigint, p_stake bigint, p_now timestamptz
) returns void language plpgsql as $$
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

-- A stake: wallet → house account p_house_ref, into the round's bet record (created open), after the limits.
-- While the member has an active bonus (06_bonus_wallet.sql) the stake is split between wallet and bonus wallet
-- there; a bonus past its expiry is first forfeited.
create or replace function platform.seamless_debit(
  p_provider_id integer, p_merchant_id integer, p_provider_code text, p_house_ref text, p_category text,
  p_detail_url text, p_player_id text, p_request_id text, p_transaction_id text, p_round_id text,
  p_game_code text, p_amount bigint, p_request_hash text, p_now timestamptz
) returns jsonb language plpgsql as $$
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

-- A win: house → wallet. No session or account-state check (a win may arrive after logout); an amount for a
-- round with no live debit mints nothing; 0 is always accepted; p_round_ended settles the round. While the member
-- has an active bonus, the round's bonus share of the win stays bonus, and the bonus settles when it can.
create or replace function platform.seamless_credit(
  p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text,
  p_transaction_id text, p_round_id text, p_game_code text, p_amount bigint, p_round_ended boolean,
  p_request_hash text, p_now timestamptz
) returns jsonb language plpgsql as $$
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

-- Cancels a debit once with a reversing entry. A rollback that comes first leaves a tombstone under the debit's
-- id; a second rollback of one debit succeeds with no effect; a round with a credit is ROUND_CLOSED.
create or replace function platform.seamless_rollback(
  p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text,
  p_transaction_id text, p_reference_transaction_id text, p_round_id text, p_request_hash text
) returns jsonb language plpgsql as $$
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

-- A correction of a settled round's win (decision 0083, a result corrected after settlement): 'credit' pays
-- p_amount more, house → wallet; 'debit' takes p_amount of the win back, wallet → house, never more than the round
-- has paid in all (P0110). Only a settled round of this player (P0104 unknown, P0107 another player's, P0109 not
-- settled). A debit back takes the player's cash; the part the cash lacks is posted to the member's `member_debt`
-- account (its negative balance: what the member owes), so one balanced entry always moves the whole difference
-- and the wallet never goes below zero. The round's bet record carries the corrected win; the answer carries the
-- debt recorded by this call.
create or replace function platform.seamless_adjust(
  p_provider_id integer, p_merchant_id integer, p_house_ref text, p_player_id text, p_request_id text,
  p_transaction_id text, p_round_id text, p_game_code text, p_direction text, p_amount bigint,
  p_request_hash text, p_now timestamptz
) returns jsonb language plpgsql as $$
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

-- Every platform instance caches the providers of the wallet calls with their merchants (decision 0031,
-- modules/seamless/provider-directory.ts); a change of either tells them all to forget, on commit.
create or replace function platform.notify_provider_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('ficha_seamless_providers', tg_table_name);
  return null;
end $$;
create or replace trigger seamless_providers_changed after insert or update or delete on platform.seamless_providers
  for each statement execute function platform.notify_provider_change();
create or replace trigger merchants_changed_for_providers after update or delete on platform.merchants
  for each statement execute function platform.notify_provider_change();
