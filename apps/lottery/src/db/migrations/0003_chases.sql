-- Chase bets (issue 18, decision 0074): one purchase buys the same bet on the next N draws (1…120) of a game, a
-- ticket per draw, each its own round and its own debit, all bought at once. stop_on_win: the first winning
-- ticket stops the chase and its undrawn tickets are refunded (rolled back); the player may cancel the undrawn
-- tickets at any time. state: running, stopped (on a win), cancelled (by the player); a running chase whose
-- tickets are all drawn is finished (shown, not stored).
create table lottery.chases (
  id text primary key,
  session_id bigint not null references lottery.sessions (id),
  request_id text not null,
  player_key text not null,
  game_code text not null,
  bet_type text not null,
  position integer,
  picks jsonb not null,
  unit_minor bigint not null check (unit_minor > 0),
  units integer not null check (units > 0),
  draws integer not null check (draws between 1 and 120),
  stop_on_win boolean not null,
  state text not null check (state in ('running', 'stopped', 'cancelled')),
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  unique (session_id, request_id)
);
create index chases_player_recent on lottery.chases (player_key, game_code, created_at desc);

alter table lottery.tickets add column chase_id text references lottery.chases (id);
create index tickets_chase on lottery.tickets (chase_id) where chase_id is not null;
