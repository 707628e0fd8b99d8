-- Draws and their tickets (issue 18, decision 0056). A draw is created with its server seed and the seed's SHA-256
-- (published at once); it takes tickets until closes_at; at draw_at its numbers are drawn from the seed and every
-- ticket is decided in the same transaction (state drawn), then credited (settled once every ticket is final).
-- A draw that cannot be drawn is cancelled and every ticket refunded. finished_at: every ticket is final.
create table lottery.draws (
  id bigserial primary key,
  game_code text not null,
  draw_code text not null unique,
  state text not null check (state in ('open', 'drawn', 'settled', 'cancelled')),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draw_at timestamptz not null,
  server_seed text not null,
  server_seed_hash text not null,
  numbers jsonb,
  drawn_at timestamptz,
  cancelled_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  unique (game_code, draw_at),
  check (opens_at <= closes_at and closes_at <= draw_at),
  check ((state in ('drawn', 'settled')) = (numbers is not null))
);
create index draws_unfinished on lottery.draws (draw_at) where finished_at is null;
create index draws_recent on lottery.draws (game_code, draw_at desc);

-- A ticket is a round of the kit (its stake, money and state) on one draw, with the bet it holds.
create table lottery.tickets (
  round_id text primary key references lottery.rounds (id),
  draw_id bigint not null references lottery.draws (id),
  bet_type text not null,
  position integer,
  picks jsonb not null,
  unit_minor bigint not null check (unit_minor > 0),
  units integer not null check (units > 0)
);
create index tickets_draw on lottery.tickets (draw_id);
create index rounds_player_recent on lottery.rounds (player_key, game_code, created_at desc);
