-- Accounts: member profile and security fields, sessions, login history, challenges, reset tokens, policy.
alter table platform.merchants
  add column default_weak_password text not null default '123456',
  add column password_expiry_days integer not null default 0 check (password_expiry_days >= 0),
  add column captcha_after_failures integer not null default 3 check (captcha_after_failures >= 0),
  add column verify_new_ip boolean not null default false;

alter table platform.members
  add column email text,
  add column email_verified boolean not null default false,
  add column mobile_num text,
  add column country_dialing_code text,
  add column mobile_verified boolean not null default false,
  add column payee_name text,
  add column payment_password_hash text,
  add column totp_secret text,
  add column totp_pending_secret text,
  add column totp_enabled boolean not null default false,
  add column must_change_password boolean not null default false,
  add column first_login_at timestamptz,
  add column last_login_at timestamptz,
  add column invitation_code text,
  add column referral_code text,
  add column referred_by bigint references platform.members (id),
  add column qq_num text,
  add column line text,
  add column whatsapp text,
  add column facebook text,
  add column wechat text,
  add column telegram text,
  add column zalo text,
  add column id_number text,
  add column recommender_id text,
  add column birthday date,
  add column address text,
  add column nationality text,
  add column occupation text,
  add column source_of_income text,
  add column register_ip text,
  add column register_url text,
  add column pending_email text,
  add column email_code_hash text,
  add column email_code_expires_at timestamptz,
  add column email_code_attempts integer not null default 0;
create unique index members_mobile on platform.members (merchant_id, country_dialing_code, mobile_num) where mobile_num is not null;
create unique index members_invitation_code on platform.members (merchant_id, upper(invitation_code)) where invitation_code is not null;
create unique index members_referral_code on platform.members (merchant_id, upper(referral_code)) where referral_code is not null;
create index members_email on platform.members (merchant_id, lower(email)) where email is not null;

create table platform.member_sessions (
  token_hash text primary key,
  id text not null unique,
  member_id bigint not null references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  ip text not null,
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index member_sessions_member on platform.member_sessions (member_id) where revoked_at is null;

create table platform.member_logins (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint references platform.members (id),
  username text not null,
  ip text not null,
  country text,
  user_agent text not null default '',
  method text not null,
  success boolean not null,
  reason text,
  created_at timestamptz not null default now()
);
create index member_logins_member on platform.member_logins (member_id, id desc);
create index member_logins_username on platform.member_logins (merchant_id, lower(username), id desc);

create table platform.member_known_ips (
  member_id bigint not null references platform.members (id),
  ip text not null,
  first_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);

create table platform.login_challenges (
  id text primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  ip text not null,
  methods text[] not null,
  login_method text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);

create table platform.password_reset_tokens (
  token_hash text primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
