-- Withdrawals: per-merchant settings, bank accounts bound by members, and withdrawal requests with their
-- review, payment and receipt confirmation. Money moves only through ledger entries (withdrawal_hold,
-- withdrawal_paid, withdrawal_release); these rows point at them.
create table platform.withdrawal_settings (
  merchant_id integer primary key references platform.merchants (id),
  min_amount_minor bigint not null check (min_amount_minor > 0),
  max_amount_minor bigint not null,
  daily_count integer not null check (daily_count between 1 and 100),
  dual_approval_threshold_minor bigint not null check (dual_approval_threshold_minor > 0),
  -- Multipliers in hundredths: 100 asks the amount once, 150 one and a half times.
  deposit_turnover_pct integer not null check (deposit_turnover_pct between 0 and 10000),
  bonus_turnover_pct integer not null check (bonus_turnover_pct between 0 and 10000),
  auto_confirm_minutes integer not null check (auto_confirm_minutes between 1 and 10080),
  bank_change_cooling_hours integer not null check (bank_change_cooling_hours between 0 and 720),
  updated_at timestamptz not null default now(),
  check (max_amount_minor >= min_amount_minor)
);

create table platform.member_bank_accounts (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  payee_name text not null check (length(payee_name) between 2 and 64),
  bank_name text not null check (length(bank_name) between 2 and 64),
  account_number text not null check (account_number ~ '^[0-9A-Z]{6,34}$'),
  cooling_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index member_bank_accounts_member on platform.member_bank_accounts (member_id, id);
-- One account number is bound once per merchant, whoever binds it.
create unique index member_bank_accounts_number on platform.member_bank_accounts (merchant_id, account_number);

create table platform.withdrawals (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  bank_account_id bigint not null references platform.member_bank_accounts (id),
  -- The destination as it was when asked, so a later change of the account does not rewrite history.
  payee_name text not null,
  bank_name text not null,
  account_number text not null,
  currency text not null,
  -- The wallet the hold came from: a release returns there even if the member's type changed since.
  wallet_account_id bigint not null references platform.ledger_accounts (id),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null check (status in (
    'pending', 'awaiting_second_approval', 'approved', 'rejected', 'paid', 'received', 'all_received', 'not_received'
  )),
  hold_entry_id bigint not null references platform.journal_entries (id),
  paid_entry_id bigint references platform.journal_entries (id),
  release_entry_id bigint references platform.journal_entries (id),
  reject_reason text,
  first_approver_id integer references platform.operators (id),
  first_approved_at timestamptz,
  second_approver_id integer references platform.operators (id),
  second_approved_at timestamptz,
  paid_by integer references platform.operators (id),
  paid_at timestamptz,
  rejected_by integer references platform.operators (id),
  rejected_at timestamptz,
  confirmed_at timestamptz,
  auto_confirmed boolean not null default false,
  proof_mime text check (proof_mime in ('image/png', 'image/jpeg')),
  proof_image bytea,
  created_at timestamptz not null default now(),
  check (second_approver_id is null or second_approver_id <> first_approver_id)
);
create index withdrawals_member on platform.withdrawals (member_id, id desc);
create index withdrawals_queue on platform.withdrawals (merchant_id, status, id desc);
create index withdrawals_paid_due on platform.withdrawals (paid_at) where status = 'paid';
