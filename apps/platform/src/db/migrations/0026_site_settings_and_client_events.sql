-- The original client's site and system calls (issue 12, decision 0042): the merchant's customer-service chat
-- widget (empty when none), whether it requires KYC, its site template and default theme, all edited in the
-- console's merchant settings; and the client analytics events of /wps/system/collect in a bounded table.
alter table platform.merchants add column customer_service_script text not null default ''
  check (length(customer_service_script) <= 8192);
alter table platform.merchants add column kyc_required boolean not null default false;
alter table platform.merchants add column site_template text not null default 'ficha'
  check (site_template ~ '^[a-z0-9-]{1,32}$');
alter table platform.merchants add column default_theme text not null default 'dark'
  check (default_theme in ('dark', 'light'));

create table platform.client_events (
  id bigserial primary key,
  merchant_id integer not null,
  member_id integer,
  ip text not null,
  name text not null check (length(name) <= 64),
  page text check (length(page) <= 512),
  data jsonb not null default '{}'::jsonb check (length(data::text) <= 2048),
  occurred_at timestamptz,
  created_at timestamptz not null default now()
);
create index client_events_merchant_id on platform.client_events (merchant_id, id);
