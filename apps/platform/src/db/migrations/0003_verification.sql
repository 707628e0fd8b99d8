-- Verification: shared rate-limit counters, image captchas, SMS codes, and the outbox of SMS and email sent.
create table platform.rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null check (hits >= 0)
);
create index rate_limits_window on platform.rate_limits (window_started_at);

create table platform.captchas (
  id text primary key,
  merchant_id integer not null references platform.merchants (id),
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captchas_expires on platform.captchas (expires_at);

create table platform.sms_codes (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  purpose text not null check (purpose in ('register', 'login', 'reset', 'bind', 'verify')),
  recipient text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now()
);
create index sms_codes_open on platform.sms_codes (merchant_id, purpose, recipient, id desc) where used_at is null;
create index sms_codes_expires on platform.sms_codes (expires_at);

create table platform.outbox (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  purpose text not null,
  status text not null check (status in ('stored', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now()
);
create index outbox_merchant on platform.outbox (merchant_id, id desc);
create index outbox_merchant_channel on platform.outbox (merchant_id, channel, id desc);
