-- Cockfight (sabong) in the sportsbook (decision 0072): arenas run fights one after another; a fight takes bets on
-- MERON, WALA or DRAW at fixed odds while its betting window is open. A bet is a kit round (stake, debit, credit
-- or rollback) plus its row here saying which fight and side it is on.

-- An arena: the feed's (the feed simulator's cockpit) or one an operator runs by hand.
create table sportsbook.cockfight_arenas (
  id text primary key,
  name text not null,
  source text not null check (source in ('feed', 'operator')),
  created_at timestamptz not null default now()
);

-- A fight. state: scheduled → open (betting window) → closed (the fight is on) → settled (result in) or
-- cancelled. closes_at: while open, when the window closes on the sportsbook's clock (an operator's fight closes by
-- itself then; the feed's close when the feed says). settled_at: its bets were decided from the result (or rolled
-- back: cancelled), once.
create table sportsbook.cockfight_fights (
  id text primary key,
  arena_id text not null references sportsbook.cockfight_arenas (id),
  number integer not null check (number > 0),
  meron text not null,
  wala text not null,
  state text not null check (state in ('scheduled', 'open', 'closed', 'settled', 'cancelled')),
  meron_odds integer not null check (meron_odds between 1001 and 1000000),
  wala_odds integer not null check (wala_odds between 1001 and 1000000),
  draw_odds integer not null check (draw_odds between 1001 and 1000000),
  starts_at timestamptz not null,
  closes_at timestamptz,
  result text check (result in ('meron', 'wala', 'draw')),
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((state = 'settled') = (result is not null)),
  check (settled_at is null or state in ('settled', 'cancelled'))
);
create index cockfight_fights_of_arena on sportsbook.cockfight_fights (arena_id, starts_at);
create index cockfight_fights_to_settle on sportsbook.cockfight_fights (starts_at)
  where settled_at is null and state in ('settled', 'cancelled');

-- A cockfight bet: the round, its fight and side at the odds accepted. outcome stays null until the fight is
-- settled: win, lose, push (MERON or WALA on a draw: the stake comes back) or void (fight cancelled).
create table sportsbook.cockfight_bets (
  round_id text primary key references sportsbook.rounds (id),
  fight_id text not null references sportsbook.cockfight_fights (id),
  side text not null check (side in ('meron', 'wala', 'draw')),
  odds_milli integer not null check (odds_milli between 1001 and 1000000),
  outcome text check (outcome in ('win', 'lose', 'push', 'void'))
);
create index cockfight_bets_undecided on sportsbook.cockfight_bets (fight_id) where outcome is null;
