-- Operator roles (issue 11, decision 0019): the seven console roles; the demo cashier becomes finance.
alter table platform.operators drop constraint operators_role_check;
alter table platform.operators
  add constraint operators_role_check
  check (role in ('owner', 'admin', 'finance', 'support', 'content', 'risk', 'read-only'));

-- A change that lowers a protection of money waits here for a second owner, or for effective_at when the
-- merchant has no other owner. At most one pending change per merchant and kind.
create table platform.protection_changes (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  kind text not null check (kind in ('adjustment-settings', 'withdrawal-settings')),
  status text not null default 'pending' check (status in ('pending', 'applied', 'cancelled')),
  change jsonb not null,
  before jsonb not null,
  proposed_by integer not null references platform.operators (id),
  proposed_by_name text not null,
  proposed_at timestamptz not null default now(),
  effective_at timestamptz,
  decided_by integer references platform.operators (id),
  decided_by_name text,
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null))
);
create unique index protection_changes_one_pending on platform.protection_changes (merchant_id, kind)
  where status = 'pending';
create index protection_changes_merchant on platform.protection_changes (merchant_id, id desc);
create index protection_changes_due on platform.protection_changes (effective_at) where status = 'pending';
