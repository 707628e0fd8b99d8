-- Double-entry ledger: accounts with cached balances, journal entries with idempotency keys, append-only
-- postings; one function posts an entry in a single round trip (../functions/01_ledger.sql).
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

-- Its functions and triggers (append-only postings and entries, platform.post_entry, platform.ledger_account_id)
-- live in ../functions/01_ledger.sql (decision 0024).
