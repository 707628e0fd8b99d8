-- Agent contracts and their settlement (issue 15, decision 0046): what each merchant allows (templates and
-- settlement settings), the contracts between an upline and a direct downline agent (or the house and a top agent)
-- with their tiers and the history of every action, the bills of every period and the settlement runs.
-- Rates are in hundredths of a percent (0–10000 = 0–100 %); money in minor units.

-- Which kinds a merchant offers, the highest rate of each and a suggested tier table (console).
create table platform.contract_templates (
  merchant_id integer not null references platform.merchants (id),
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  enabled boolean not null default true,
  max_rate_bp integer not null check (max_rate_bp between 0 and 10000),
  tiers jsonb not null default '[]',
  updated_at timestamptz not null default now(),
  primary key (merchant_id, kind)
);

-- How a merchant settles: who pays (the house's commission account, or the upline's wallet), above which amount a
-- bill waits for an operator (and a second operator), whether a negative dividend carries over to the next one.
create table platform.contract_settings (
  merchant_id integer primary key references platform.merchants (id),
  payer text not null default 'house' check (payer in ('house', 'upline')),
  approval_threshold_minor bigint not null default 100000000 check (approval_threshold_minor >= 0),
  second_approval_threshold_minor bigint not null default 1000000000 check (second_approval_threshold_minor >= 0),
  carry_negative_dividend boolean not null default false,
  updated_at timestamptz not null default now()
);

-- A contract: the upline (null: the house, offered by an operator to a top agent) pays `agent_id` a rate of its
-- team's valid bets (salaries) or net loss (dividend) per period, by the highest tier whose minimums the period
-- reaches. P: offered, E: a changed offer replacing an effective contract, V: effective, ended: over.
create table platform.agent_contracts (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  product_type text not null default 'CONS',
  upline_id bigint references platform.members (id),
  agent_id bigint not null references platform.members (id),
  period text not null check (period in ('day', 'week', 'semimonth', 'month', 'hour', 'window')),
  status text not null check (status in ('P', 'E', 'V', 'ended')),
  -- A member counts as active in a period when its valid bets reach this.
  active_threshold_minor bigint not null default 1 check (active_threshold_minor >= 1),
  -- [{rateBp, minValidBetMinor, minNetLossMinor, minActiveMembers}], in increasing order (decision 0046).
  tiers jsonb not null,
  replaces_contract_id bigint references platform.agent_contracts (id),
  -- A pending termination request: who asked.
  termination_requested_by text check (termination_requested_by in ('upline', 'agent')),
  end_reason text check (end_reason in ('rejected', 'terminated', 'replaced', 'upline_lowered', 'withdrawn')),
  offered_at timestamptz not null default now(),
  effective_at timestamptz,
  ended_at timestamptz,
  check (upline_id is null or upline_id <> agent_id),
  check ((status = 'ended') = (end_reason is not null))
);
create unique index agent_contracts_effective on platform.agent_contracts (agent_id, kind, product_type)
  where status = 'V';
create unique index agent_contracts_pending on platform.agent_contracts (agent_id, kind, product_type)
  where status in ('P', 'E');
create index agent_contracts_upline on platform.agent_contracts (upline_id, kind, status);
create index agent_contracts_merchant on platform.agent_contracts (merchant_id, kind, status);

-- Every action on a contract: who did what (offer, accept, reject, request/accept termination, terminate…).
create table platform.agent_contract_actions (
  id bigserial primary key,
  contract_id bigint not null references platform.agent_contracts (id),
  action text not null,
  actor_member_id bigint references platform.members (id),
  actor_operator_id integer references platform.operators (id),
  status_before text,
  status_after text not null,
  created_at timestamptz not null default now()
);
create index agent_contract_actions_contract on platform.agent_contract_actions (contract_id, id);

-- One settlement run of a kind and period (job, operator, re-run).
create table platform.contract_settlement_runs (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  kind text not null,
  period text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  trigger text not null check (trigger in ('job', 'operator')),
  operator_id integer references platform.operators (id),
  bills integer not null default 0,
  paid_minor bigint not null default 0,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index contract_settlement_runs_period on platform.contract_settlement_runs (merchant_id, kind, period_start);

-- A contract's bill for a period: the figures it used, the tier and rate, the gross (rate × base), what its
-- downline contracts took of it, its own share, the adjustment for late money of the period before, a carried
-- negative dividend, and what the payer pays. Unique per (contract, period): a bill is made once.
create table platform.contract_bills (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  contract_id bigint not null references platform.agent_contracts (id),
  agent_id bigint not null references platform.members (id),
  kind text not null,
  period text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  currency text not null,
  valid_bet_minor bigint not null,
  net_loss_minor bigint not null,
  active_members integer not null,
  tier integer,
  rate_bp integer not null,
  gross_minor bigint not null,
  downline_minor bigint not null,
  own_minor bigint not null,
  adjustment_minor bigint not null default 0,
  carried_in_minor bigint not null default 0,
  payer text not null check (payer in ('house', 'upline')),
  amount_minor bigint not null,
  state text not null check (state in ('calculated', 'pending_approval', 'paid', 'rejected', 'carried_over')),
  approvals integer not null default 0,
  approved_by integer references platform.operators (id),
  ledger_entry_id bigint references platform.journal_entries (id),
  run_id bigint references platform.contract_settlement_runs (id),
  last_error text,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (contract_id, period_start)
);
create index contract_bills_agent on platform.contract_bills (agent_id, kind, period_start desc);
create index contract_bills_queue on platform.contract_bills (merchant_id, state, id);
