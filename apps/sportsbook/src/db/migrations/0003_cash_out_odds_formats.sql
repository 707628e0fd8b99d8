-- Cash-out and odds formats (decision 0075).

-- A bet the player cashed out: the round was decided at this amount (its credit then goes through the wallet with
-- the round's own credit transaction id, once). A row here is what makes a settled bet 'cashed_out'; settlement
-- never decides the round again (the kit decides only open rounds).
create table sportsbook.cash_outs (
  round_id text primary key references sportsbook.rounds (id),
  amount_minor bigint not null check (amount_minor > 0),
  -- The margin the offer was computed with, in basis points (SPORTSBOOK_CASHOUT_MARGIN_BP at the time).
  margin_bp integer not null check (margin_bp between 0 and 5000),
  created_at timestamptz not null default now()
);

-- How a player reads prices: one row per player (their player key), decimal until they choose another.
create table sportsbook.player_settings (
  player_key text primary key,
  odds_format text not null check (odds_format in ('decimal', 'hong_kong', 'malay', 'indonesian')),
  updated_at timestamptz not null default now()
);
