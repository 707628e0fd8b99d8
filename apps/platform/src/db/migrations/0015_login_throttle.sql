-- Sign-in hardening (issue 11, findings 1 and 5; decision 0018): failure counters per account and per address
-- shared by every instance, temporary account locks an owner can lift, addresses a merchant marks as shared,
-- and a TOTP second factor for console operators.

-- One row per (merchant, scope, subject): an operator or member account (lower-cased username) or an address.
-- `failures` counts failed sign-ins since `window_started_at`; `locked_until` only ever set for accounts.
create table platform.login_throttles (
  merchant_id integer not null references platform.merchants (id),
  scope text not null check (scope in ('operator', 'member', 'address')),
  subject text not null check (length(subject) between 1 and 128),
  failures integer not null check (failures >= 0),
  window_started_at timestamptz not null,
  last_failure_at timestamptz not null,
  locked_until timestamptz,
  primary key (merchant_id, scope, subject)
);
create index login_throttles_locked on platform.login_throttles (merchant_id, locked_until) where locked_until is not null;

-- Addresses (IPs or CIDRs) many people share: a carrier's NAT, an internet café. They get larger budgets.
alter table platform.merchants add column shared_login_cidrs text[] not null default '{}';

-- Operators' second factor: a confirmed secret, or one waiting for its first code.
alter table platform.operators add column totp_secret text;
alter table platform.operators add column totp_pending_secret text;
alter table platform.operators add column totp_enabled boolean not null default false;
alter table platform.operators add constraint operators_totp check (not totp_enabled or totp_secret is not null);
