-- Game catalog (issue 5): vendors and games per merchant, members' favourites and recent games, and the
-- merchant config lists that move vendors between lanes (SPEC §3 "Merchant config", §4 "Categories").
alter table platform.merchants
  add column esport_vendors text[] not null default '{}',
  add column cockfight_vendors text[] not null default '{}',
  add column excluded_rng_vendors text[] not null default '{}';

-- One row per vendor and category. Synced from a provider's catalog (provider_code + source_category find
-- it again); the operator owns display_name, game_type, sort, enabled, maintenance and the icons.
create table platform.game_vendors (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  vassalage text not null check (vassalage ~ '^[A-Z0-9_]{1,32}$'),
  provider_code text not null check (provider_code ~ '^[A-Z0-9_]{1,32}$'),
  source_category text not null check (length(source_category) between 1 and 32),
  game_type text not null check (game_type in ('SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'RNG', 'INHOUSE', 'FISH', 'PVP', 'LOTT', 'ELOTT')),
  display_name text not null check (length(display_name) between 1 and 64),
  sort integer not null default 0 check (sort >= 0),
  enabled boolean not null default true,
  maintenance boolean not null default false,
  large_icon_url text,
  small_icon_url text,
  -- false once the provider's catalog no longer lists it: nothing of it is shown then.
  listed boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, provider_code, source_category),
  unique (merchant_id, vassalage, game_type)
);

-- A game (isGame GAME, launched by game_code) or a container (VASSALAGE, opens its vendor's game list).
-- The provider owns game_code, name and icon_url; the operator owns names, is_hot, classify, enabled,
-- maintenance and sort.
create table platform.games (
  node_id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  vendor_id integer not null references platform.game_vendors (id),
  game_id text not null check (length(game_id) between 1 and 64),
  game_code text check (length(game_code) between 1 and 64),
  is_game text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE')),
  name text not null check (length(name) between 1 and 120),
  names jsonb not null default '{}' check (jsonb_typeof(names) = 'object'),
  icon_url text,
  is_hot boolean not null default false,
  classify text[] not null default '{}',
  enabled boolean not null default true,
  maintenance boolean not null default false,
  sort integer not null default 0 check (sort >= 0),
  listed boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((is_game = 'GAME') = (game_code is not null)),
  unique (vendor_id, game_id)
);
create index games_merchant_order on platform.games (merchant_id, sort, node_id);

create table platform.favorite_games (
  member_id bigint not null references platform.members (id),
  node_id bigint not null references platform.games (node_id),
  merchant_id integer not null references platform.merchants (id),
  created_at timestamptz not null default now(),
  primary key (member_id, node_id)
);

create table platform.recent_games (
  member_id bigint not null references platform.members (id),
  node_id bigint not null references platform.games (node_id),
  merchant_id integer not null references platform.merchants (id),
  last_played_at timestamptz not null default now(),
  primary key (member_id, node_id)
);
create index recent_games_member_played on platform.recent_games (member_id, last_played_at desc);
