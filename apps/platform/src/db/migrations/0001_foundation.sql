-- Foundation: merchants and their configuration, content, members, operators, audit, RSA keys.
create table platform.merchants (
  id serial primary key,
  code text not null unique check (code ~ '^[a-z0-9_-]{2,32}$'),
  name text not null,
  default_language text not null default 'ES',
  support_languages text[] not null default '{ES,EN}',
  currency text not null default 'USD',
  maintenance boolean not null default false,
  blocked_countries text[] not null default '{}',
  blocked_cidrs text[] not null default '{}',
  enabled_modules text[] not null default '{}',
  main_domain text not null default '',
  image_cdns text[] not null default '{}',
  launch_game_cdns text[] not null default '{}',
  gtag_id text,
  agent_types integer[] not null default '{1,2,41,42}',
  trial_types integer[] not null default '{4}',
  countries text[] not null default '{}',
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index merchants_single_default on platform.merchants (is_default) where is_default;

create table platform.merchant_domains (
  domain text primary key check (domain = lower(domain)),
  merchant_id integer not null references platform.merchants (id),
  type text not null default 'WEB'
);
create index merchant_domains_merchant on platform.merchant_domains (merchant_id);

create table platform.register_field_rules (
  merchant_id integer not null references platform.merchants (id),
  field text not null,
  enabled boolean not null,
  required boolean not null,
  pattern_id integer not null check (pattern_id between 0 and 19),
  min_length integer not null check (min_length >= 0),
  max_length integer not null check (max_length >= min_length and max_length <= 255),
  primary key (merchant_id, field)
);

create table platform.help_entries (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  language text not null,
  device text not null default 'WEB',
  tag text not null,
  title text not null,
  content text not null,
  sort integer not null default 0,
  unique (merchant_id, language, device, tag)
);

create table platform.customer_service_links (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  cs_type text not null,
  cs_position integer not null default 1,
  title text not null,
  url text not null,
  sort integer not null default 0
);
create index customer_service_links_merchant on platform.customer_service_links (merchant_id);

create table platform.resources (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  resource_type text not null,
  url text not null,
  label_name_en text not null,
  sort integer not null default 0
);
create index resources_merchant on platform.resources (merchant_id);

create table platform.banners (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  language text,
  group_name text not null,
  image_url text not null,
  linkage_type text not null default 'NONE' check (linkage_type in ('NONE', 'URL', 'ROUTE')),
  target text,
  title text not null default '',
  sequence integer not null default 0,
  kind text not null default 'B' check (kind in ('B', 'PR')),
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now()
);
create index banners_merchant on platform.banners (merchant_id, kind, sequence);

create table platform.notices (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  language text,
  type text not null check (type in ('PL', 'PU', 'H')),
  execution text check (execution in ('A', 'B', 'F')),
  title text not null,
  content text not null,
  sequence integer not null default 0,
  published_at timestamptz not null default now(),
  starts_at timestamptz,
  ends_at timestamptz
);
create index notices_merchant on platform.notices (merchant_id, type, published_at desc);

create table platform.members (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  username text not null,
  password_hash text not null,
  nickname text not null default '',
  type integer not null default 0,
  upline_id bigint references platform.members (id),
  -- '/1/5/9/': the ids of the member's ancestors and itself, so a team is one prefix lookup.
  ancestor_path text not null default '/',
  language text not null default 'ES',
  status text not null default 'active' check (status in ('active', 'locked')),
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create unique index members_username on platform.members (merchant_id, lower(username));
create index members_ancestor_path on platform.members (merchant_id, ancestor_path text_pattern_ops);
create index members_upline on platform.members (upline_id);

create table platform.operators (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  username text not null,
  password_hash text not null,
  display_name text not null,
  role text not null default 'admin' check (role in ('owner', 'admin', 'support')),
  status text not null default 'active' check (status in ('active', 'locked')),
  created_at timestamptz not null default now(),
  unique (merchant_id, username)
);

create table platform.operator_sessions (
  token_hash text primary key,
  operator_id integer not null references platform.operators (id),
  merchant_id integer not null references platform.merchants (id),
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index operator_sessions_operator on platform.operator_sessions (operator_id);

create table platform.audit_log (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  actor_type text not null check (actor_type in ('operator', 'agent', 'system')),
  actor_id bigint,
  actor_name text not null,
  action text not null,
  target text not null,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_merchant on platform.audit_log (merchant_id, id desc);

create table platform.rsa_keys (
  id text primary key,
  public_pem text not null,
  private_pem text not null,
  created_at timestamptz not null default now()
);
