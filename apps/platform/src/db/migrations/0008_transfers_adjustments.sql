-- Console wallet adjustments: per-merchant dual-approval threshold, and each adjustment request with its
-- decision. The money itself moves only through a ledger entry (kind 'adjustment') posted when the request
-- is approved (or at once when it is at or below the threshold).
create table platform.adjustment_settings (
  merchant_id integer primary key references platform.merchants (id),
  dual_approval_threshold_minor bigint not null check (dual_approval_threshold_minor > 0),
  updated_at timestamptz not null default now()
);

create table platform.wallet_adjustments (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  direction text not null check (direction in ('credit', 'debit')),
  amount_minor bigint not null check (amount_minor > 0),
  reason_code text not null,
  note text not null default '',
  status text not null check (status in ('pending', 'posted', 'rejected')),
  request_id text not null,
  requested_by integer not null references platform.operators (id),
  requested_by_name text not null,
  decided_by integer references platform.operators (id),
  decided_by_name text,
  entry_id bigint references platform.journal_entries (id),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (merchant_id, request_id),
  constraint wallet_adjustment_second_operator check (decided_by is null or decided_by <> requested_by)
);
create index wallet_adjustments_status on platform.wallet_adjustments (merchant_id, status, id);
create index wallet_adjustments_member on platform.wallet_adjustments (merchant_id, member_id, id);
