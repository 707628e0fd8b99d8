-- Double-entry ledger: accounts with cached balances, journal entries with idempotency keys, append-only
-- postings, and one function that posts an entry in a single round trip.
create table platform.ledger_accounts (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  kind text not null check (kind in (
    'player_wallet', 'agent_wallet', 'house', 'payment_clearing', 'promotion_budget', 'agent_commission', 'outside_world'
  )),
  owner_member_id bigint references platform.members (id),
  owner_ref text not null default '',
  balance_minor bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_wallet_not_negative check (kind not in ('player_wallet', 'agent_wallet') or balance_minor >= 0),
  constraint ledger_wallet_has_owner check (kind not in ('player_wallet', 'agent_wallet') or owner_member_id is not null)
);
create unique index ledger_accounts_identity
  on platform.ledger_accounts (merchant_id, currency, kind, coalesce(owner_member_id, 0), owner_ref);

create table platform.journal_entries (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  currency text not null,
  kind text not null,
  source text not null,
  idempotency_key text not null,
  request_hash text not null,
  reverses_entry_id bigint references platform.journal_entries (id),
  memo text not null default '',
  created_at timestamptz not null default now(),
  unique (merchant_id, source, idempotency_key)
);

create table platform.postings (
  id bigserial primary key,
  entry_id bigint not null references platform.journal_entries (id),
  account_id bigint not null references platform.ledger_accounts (id),
  amount_minor bigint not null check (amount_minor <> 0),
  created_at timestamptz not null default now()
);
create index postings_account on platform.postings (account_id, id);
create index postings_entry on platform.postings (entry_id);

-- P5: postings and entries are never changed or removed; corrections are new (reversing) entries.
create function platform.refuse_ledger_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only (%)', tg_table_name using errcode = 'P0005';
end $$;
create trigger postings_append_only before update or delete on platform.postings
  for each row execute function platform.refuse_ledger_change();
create trigger journal_entries_append_only before update or delete on platform.journal_entries
  for each row execute function platform.refuse_ledger_change();

-- Posts one balanced entry: replays answer the first entry (same key, same request hash), a reused key with
-- another request is refused (P0006), an unbalanced entry is refused (P0007), a wallet that would go below
-- zero is refused by its check constraint (23514). Balances move in account-id order, so concurrent entries
-- over the same accounts lock them in the same order.
create function platform.post_entry(
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
  v_existing platform.journal_entries%rowtype;
  v_entry_id bigint;
  v_line record;
begin
  select * into v_existing from platform.journal_entries e
    where e.merchant_id = p_merchant_id and e.source = p_source and e.idempotency_key = p_idempotency_key;
  if found then
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
  if exists (
    select 1 from platform.ledger_accounts a
    where a.id = any(p_account_ids) and (a.merchant_id <> p_merchant_id or a.currency <> p_currency)
  ) or (select count(*) from platform.ledger_accounts a where a.id = any(p_account_ids))
       <> (select count(distinct x) from unnest(p_account_ids) x) then
    raise exception 'accounts outside the entry merchant or currency' using errcode = 'P0008';
  end if;
  insert into platform.journal_entries (merchant_id, currency, kind, source, idempotency_key, request_hash, memo, reverses_entry_id)
    values (p_merchant_id, p_currency, p_kind, p_source, p_idempotency_key, p_request_hash, p_memo, p_reverses_entry_id)
    returning id into v_entry_id;
  insert into platform.postings (entry_id, account_id, amount_minor)
    select v_entry_id, x.account_id, x.amount from unnest(p_account_ids, p_amounts) as x(account_id, amount);
  for v_line in
    select x.account_id, sum(x.amount) as amount
    from unnest(p_account_ids, p_amounts) as x(account_id, amount)
    group by x.account_id order by x.account_id
  loop
    update platform.ledger_accounts set balance_minor = balance_minor + v_line.amount where id = v_line.account_id;
  end loop;
  return query select v_entry_id, false;
end $$;
