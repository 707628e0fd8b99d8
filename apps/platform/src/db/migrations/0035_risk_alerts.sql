-- Risk and AML alerts (issue 21, decision 0047). A merchant's rules (one row per rule kind; no row: the rule is
-- off) are evaluated by platform.risk_evaluate (functions/12_risk.sql) over each final range of ledger postings
-- once the member-stats fold has added it to the aggregates: the new postings and the per-member hour rows, never a
-- scan of all bets. An alert is raised once per (rule, member, window): the unique key below.
create table platform.risk_rules (
  merchant_id integer not null references platform.merchants (id),
  rule text not null
    check (rule in ('large_deposit', 'deposit_withdraw', 'shared_accounts', 'stake_increase', 'play_hours')),
  enabled boolean not null default true,
  -- The rule's values (minor units as text); their shape per rule is the contract's riskRuleSchema.
  params jsonb not null check (jsonb_typeof(params) = 'object'),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, rule)
);

create table platform.risk_alerts (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  rule text not null,
  -- The window the alert stands for: the merchant-local day of the money that raised it.
  window_start date not null,
  detail jsonb not null default '{}',
  status text not null default 'open' check (status in ('open', 'closed')),
  assigned_operator_id integer references platform.operators (id),
  closed_by_operator_id integer references platform.operators (id),
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (merchant_id, rule, member_id, window_start),
  check ((status = 'closed') = (closed_at is not null))
);
create index risk_alerts_queue on platform.risk_alerts (merchant_id, status, id desc);
create index risk_alerts_member on platform.risk_alerts (member_id, id desc);

create table platform.risk_alert_notes (
  id bigserial primary key,
  alert_id bigint not null references platform.risk_alerts (id),
  operator_id integer not null references platform.operators (id),
  body text not null check (length(body) between 1 and 500),
  created_at timestamptz not null default now()
);
create index risk_alert_notes_alert on platform.risk_alert_notes (alert_id, id);

-- How far the evaluation has read the ledger (postings id), behind the fold's processed_through.
create table platform.risk_progress (
  id boolean primary key default true check (id),
  processed_through bigint not null default 0
);
-- Rules evaluate money from now on, not the history before this migration.
insert into platform.risk_progress (processed_through) select coalesce(max(id), 0) from platform.postings;

-- The shared-accounts rule looks members up by IP, device (the session's user agent) and payee name.
create index member_known_ips_ip on platform.member_known_ips (ip);
create index member_sessions_user_agent on platform.member_sessions (merchant_id, user_agent);
create index member_bank_accounts_payee on platform.member_bank_accounts (merchant_id, lower(payee_name));
