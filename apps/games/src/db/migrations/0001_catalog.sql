-- The game server's catalog: the games it runs, listed to the platform by GET /rgs/v1/games.
create table games.games (
  id serial primary key,
  game_code text not null unique,
  name text not null,
  category text not null check (category in ('RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'LIVE', 'COCKFIGHT', 'MINI')),
  icon_url text,
  rtp_basis_points integer check (rtp_basis_points between 0 and 10000),
  demo_available boolean not null default false,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
