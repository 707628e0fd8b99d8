-- Responsible gaming (issue 21, decision 0048): the limits a player sets (or an operator sets for the player), the
-- enforcement row every seamless debit reads, time-outs and self-exclusions by member and by identity, and the
-- audit trail of every RG event. Replaces migration 0005's platform.gaming_limits (daily UTC stake/loss only).
drop table platform.gaming_limits;

-- The merchant's settings: the cooling-off before a raised or removed limit may be confirmed, and the reality-check
-- intervals a player may pick (minutes; 1 is refused outside test/demo configuration by the service).
alter table platform.merchants
  add column rg_cooling_off_hours integer not null default 24 check (rg_cooling_off_hours between 0 and 720),
  add column rg_reality_check_minutes integer[] not null default '{15,30,60}';

-- One row per member, kind and period: the limit in force (amount_minor: minor units, or minutes for 'session'; a
-- first limit is in force at once) and at most one pending raise or removal, which the player may confirm from
-- pending_effective_at on.
create table platform.rg_limits (
  member_id bigint not null references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
  period text not null check (period in ('day', 'week', 'month', 'session')),
  amount_minor bigint not null check (amount_minor > 0),
  pending_amount_minor bigint check (pending_amount_minor > 0),
  pending_removal boolean not null default false,
  pending_effective_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, kind, period),
  check ((kind = 'session') = (period = 'session')),
  check ((pending_effective_at is null) = (pending_amount_minor is null and not pending_removal)),
  check (not (pending_removal and pending_amount_minor is not null))
);

-- The enforcement row of one member, read and locked by every seamless debit (decision 0048): the loss and wager
-- limits in force, the session-time limit, the reality check, an exclusion's end ('infinity' when permanent), and
-- running stake/win sums per day, ISO week and month in the merchant's time zone plus the current sign-in session.
-- A member without a row has no RG check at all (the debit stays one primary-key miss).
create table platform.rg_state (
  member_id bigint primary key references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  loss_day bigint, loss_week bigint, loss_month bigint,
  wager_day bigint, wager_week bigint, wager_month bigint,
  session_minutes integer check (session_minutes > 0),
  reality_check_minutes integer check (reality_check_minutes > 0),
  session_started_at timestamptz not null default now(),
  reality_check_due_at timestamptz,
  blocked_until timestamptz,
  day_start date, week_start date, month_start date,
  day_stake bigint not null default 0, day_win bigint not null default 0,
  week_stake bigint not null default 0, week_win bigint not null default 0,
  month_stake bigint not null default 0, month_win bigint not null default 0,
  session_stake bigint not null default 0, session_win bigint not null default 0
);

-- Time-outs and self-exclusions. member_id names the member who asked (or the operator's player); email and mobile
-- are the verified identity at the time, so the exclusion reaches every member of every merchant of the deployment
-- with that identity, including members registered later. A register import has no member_id.
create table platform.rg_exclusions (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint references platform.members (id),
  email text,
  mobile text,
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  source text not null check (source in ('player', 'operator', 'register')),
  starts_at timestamptz not null,
  ends_at timestamptz,
  created_by_operator_id integer references platform.operators (id),
  created_at timestamptz not null default now(),
  check (member_id is not null or email is not null or mobile is not null),
  check (ends_at is null or ends_at > starts_at),
  check (kind = 'self_exclusion' or ends_at is not null)
);
create index rg_exclusions_member on platform.rg_exclusions (member_id) where member_id is not null;
create index rg_exclusions_email on platform.rg_exclusions (lower(email)) where email is not null;
create index rg_exclusions_mobile on platform.rg_exclusions (mobile) where mobile is not null;

-- Every RG event of a member: limits set, raised, confirmed, reality checks shown and answered, exclusions,
-- refusals worth a trace (a gateway deposit credited beyond a limit). detail holds the event's values.
create table platform.rg_events (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint references platform.members (id),
  kind text not null,
  detail jsonb not null default '{}',
  operator_id integer references platform.operators (id),
  created_at timestamptz not null default now()
);
create index rg_events_member on platform.rg_events (member_id, id desc);
create index rg_events_report on platform.rg_events (merchant_id, kind, created_at desc);
