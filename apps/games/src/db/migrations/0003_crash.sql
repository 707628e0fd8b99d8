-- Crash rooms (decision 0014): one shared round at a time per room, and the bets on it.

-- A room round. Its server seed is drawn and its SHA-256 published when betting opens; the seed is shown only
-- after the crash (the server never answers it earlier). phase: betting → flying → crashed; a round a stopped
-- process left betting or flying becomes void at the next start (its undecided bets are rolled back).
create table games.crash_rounds (
  id bigserial primary key,
  room text not null,
  number bigint not null check (number >= 0),
  public_seed text not null,
  server_seed text not null,
  server_seed_hash text not null,
  phase text not null check (phase in ('betting', 'flying', 'crashed', 'void')),
  point_hundredths bigint check (point_hundredths between 100 and 1000000),
  opened_at timestamptz not null,
  flight_started_at timestamptz,
  crashed_at timestamptz,
  unique (room, number),
  check ((phase = 'crashed') = (point_hundredths is not null and crashed_at is not null))
);
create index crash_rounds_unfinished on games.crash_rounds (room) where phase in ('betting', 'flying');

-- A bet on a room round: one game round of the round service (games.rounds), so it is written before its
-- debit and recovered like every round. The decision (cash-out multiplier and win, or 0 at the crash) is
-- written on the game round in the same transaction as the row here.
create table games.crash_bets (
  id text primary key,
  crash_round_id bigint not null references games.crash_rounds (id),
  round_id text not null unique references games.rounds (id),
  player_key text not null,
  player_label text not null,
  auto_cash_out_hundredths bigint check (auto_cash_out_hundredths between 101 and 1000000),
  cashed_out_hundredths bigint check (cashed_out_hundredths between 101 and 1000000),
  created_at timestamptz not null default now(),
  unique (crash_round_id, player_key)
);
