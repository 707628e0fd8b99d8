-- Seamless wallet (ARCHITECTURE.md "Seamless wallet"): the provider registry, launch tokens, the opaque player
-- ids handed to providers, the provider transactions (idempotency, tombstones), bet records (one row per round)
-- and the members' responsible-gaming limits.

-- A provider registration belongs to exactly one merchant. Its code is unique across the deployment, so the
-- X-Provider header names one registration, hence one merchant: a vendor serving two brands gets two
-- registrations (two codes, two secrets). The secret is kept as is: verifying an HMAC needs it.
create table platform.seamless_providers (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  code text not null unique check (code ~ '^[A-Z0-9_]{2,32}$'),
  name text not null,
  secret text not null check (length(secret) >= 16),
  base_url text not null,
  enabled boolean not null default true,
  -- Game categories the provider offers; the first is the category of its bet records until the lobby's
  -- catalog names one per game.
  categories text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index seamless_providers_merchant on platform.seamless_providers (merchant_id);

-- The id a provider knows a member by: random, per (provider, member), so it says nothing about the member and
-- is worthless to any other provider (lookups are always by provider and player id).
create table platform.seamless_players (
  id bigserial primary key,
  provider_id integer not null references platform.seamless_providers (id),
  member_id bigint not null references platform.members (id),
  player_id text not null,
  created_at timestamptz not null default now(),
  unique (provider_id, member_id),
  unique (provider_id, player_id)
);

-- One-use launch tokens: only the SHA-256 of the token is stored.
create table platform.seamless_launch_tokens (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  provider_id integer not null references platform.seamless_providers (id),
  member_id bigint not null references platform.members (id),
  game_code text not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index seamless_launch_tokens_expiry on platform.seamless_launch_tokens (expires_at);

-- One row per provider transaction id (P7). kind 'tombstone': a rollback named this id before its debit came;
-- the late debit finds the row and is refused. A debit's status becomes 'cancelled' when rolled back.
-- answer: the first success answer, replayed for a retry with the same request_hash.
create table platform.seamless_transactions (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  provider_id integer not null references platform.seamless_providers (id),
  transaction_id text not null,
  kind text not null check (kind in ('debit', 'credit', 'rollback', 'tombstone')),
  status text not null check (status in ('done', 'cancelled')),
  member_id bigint references platform.members (id),
  round_id text not null default '',
  game_code text not null default '',
  amount_minor bigint not null default 0 check (amount_minor >= 0),
  reference_transaction_id text,
  request_hash text not null default '',
  request_id text not null default '',
  entry_id bigint references platform.journal_entries (id),
  answer jsonb,
  created_at timestamptz not null default now(),
  unique (provider_id, transaction_id)
);
create index seamless_transactions_round on platform.seamless_transactions (provider_id, round_id);

-- Bet records: one row per round (provider, round id). valid_bet_minor is the stake of a settled round.
create table platform.bet_records (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  provider_id integer not null references platform.seamless_providers (id),
  provider_code text not null,
  round_id text not null,
  game_code text not null,
  category text not null,
  currency text not null,
  stake_minor bigint not null default 0 check (stake_minor >= 0),
  win_minor bigint not null default 0 check (win_minor >= 0),
  valid_bet_minor bigint not null default 0 check (valid_bet_minor >= 0),
  status text not null check (status in ('open', 'settled', 'cancelled')),
  has_credit boolean not null default false,
  opened_at timestamptz not null default now(),
  settled_at timestamptz,
  detail_url text not null,
  unique (provider_id, round_id)
);
create index bet_records_member on platform.bet_records (merchant_id, member_id, opened_at desc);
create index bet_records_provider_day on platform.bet_records (merchant_id, provider_id, opened_at);

-- Responsible gaming: a member's own daily limits (UTC day); null = no limit.
create table platform.gaming_limits (
  member_id bigint primary key references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  daily_stake_limit_minor bigint check (daily_stake_limit_minor >= 0),
  daily_loss_limit_minor bigint check (daily_loss_limit_minor >= 0),
  updated_at timestamptz not null default now()
);
