-- The ledger's functions (decision 0024: the one current definition of each; the migrations runner applies this
-- file again whenever it changes). Tables: migrations/0004_ledger.sql.

-- P5: postings and entries are never changed or removed; corrections are new (reversing) entries.
create or replace function platform.refuse_ledger_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only (%)', tg_table_name using errcode = 'P0005';
end $$;
create or replace trigger postings_append_only before update or delete on platform.postings
  for each row execute function platform.refuse_ledger_change();
create or replace trigger journal_entries_append_only before update or delete on platform.journal_entries
  for each row execute function platform.refuse_ledger_change();

-- Posts one balanced entry: replays answer the first entry (same key, same request hash), a reused key with
-- another request is refused (P0006), an unbalanced entry is refused (P0007), an account outside the entry's
-- merchant or currency (or none) is refused (P0008), a wallet that would go below zero is refused by its check
-- constraint (23514). Balances move in account-id order, so concurrent entries over the same accounts lock them
-- in the same order. Each touched player or agent wallet tells its owner its new balance (realtime, decision
-- 0007), delivered on commit and not on replays, so no caller can forget to tell the member.
-- Lean on purpose (decision 0031): the entry is claimed by its insert (a replay costs the conflict), and each
-- account is checked, moved and read for its balance event by one UPDATE; any refusal raises, so nothing stays.
create or replace function platform.post_entry(
  p_merchant_id integer,
  p_currency text,
  p_kind text,
  p_source text,
  p_idempotency_key text,
  p_request_hash text,
  p_memo text,
  p_reverses_entry_id bigint,
  p_account_ids bigint[],
  p_amounts bigint[]
) returns table (entry_id bigint, replayed boolean) language plpgsql as $$
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

-- Adds a points entry's member_points lines to platform.points_day_stats: credited points are issued, debited
-- points redeemed, under the entry's kind and the merchant's local day.
create or replace function platform.points_day_add(p_entry_id bigint, p_merchant_id integer, p_kind text,
  p_account_ids bigint[], p_amounts bigint[]) returns void
language sql as $$
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

-- The ledger account with this identity, created on first use (concurrent first uses agree on one row).
create or replace function platform.ledger_account_id(
  p_merchant_id integer, p_currency text, p_kind text, p_owner_member_id bigint, p_owner_ref text
) returns bigint language plpgsql as $$
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

