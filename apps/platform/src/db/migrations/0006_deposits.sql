-- Deposits: payment channels per merchant, deposit requests (manual with a proof image, or through a payment
-- gateway), their proof images, and every gateway callback received (accepted or refused).
create table platform.payment_channels (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  code text not null check (code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  kind text not null check (kind in ('bank_transfer', 'ewallet', 'gateway')),
  name text not null,
  -- Display names per wire language code ({"EN": "Bank transfer"}); `name` answers the others.
  names jsonb not null default '{}'::jsonb,
  bank_name text not null default '',
  account_holder text not null default '',
  account_number text not null default '',
  instructions text not null default '',
  min_amount_minor bigint not null check (min_amount_minor > 0),
  max_amount_minor bigint not null,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, code),
  check (max_amount_minor >= min_amount_minor)
);

create table platform.deposits (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  channel_id integer not null references platform.payment_channels (id),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  reference text not null default '',
  status text not null check (status in ('pending', 'approved', 'rejected', 'failed', 'expired')),
  reject_reason text,
  -- The credit of an approved deposit (kind `deposit`, idempotency key `deposit:<id>`).
  entry_id bigint references platform.journal_entries (id),
  reviewed_by_operator_id integer references platform.operators (id),
  reviewed_at timestamptz,
  -- Gateway orders only: the order id the gateway knows and when an unpaid order lapses.
  gateway_order_id text unique,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'approved') = (entry_id is not null)),
  check (status <> 'rejected' or reject_reason is not null)
);
create index deposits_queue on platform.deposits (merchant_id, status, id desc);
create index deposits_member on platform.deposits (member_id, id desc);

-- Proof images live in the database (bytea), next to their deposit, so a deposit and its proof are written
-- in one transaction and backed up together.
create table platform.deposit_proofs (
  deposit_id bigint primary key references platform.deposits (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 5242880)
);

create table platform.gateway_callbacks (
  id bigserial primary key,
  merchant_id integer references platform.merchants (id),
  deposit_id bigint references platform.deposits (id),
  order_id text not null,
  outcome text not null,
  -- What the platform did: credited, failed, replayed (same outcome again), refused_late, refused_conflict.
  result text not null,
  body text not null,
  received_at timestamptz not null default now()
);
create index gateway_callbacks_deposit on platform.gateway_callbacks (deposit_id, id);
