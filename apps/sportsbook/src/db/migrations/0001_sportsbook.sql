-- The sportsbook's schema (decision 0057): the provider kit's tables (decision 0026, its sql/provider-tables.sql
-- with the schema named), then the feed's events and markets, and the bets' legs. A bet is a kit round (stake,
-- debit, credit or rollback); its legs say what it is on.
-- A launch, then the game session it becomes. The launch token (platform's, or a demo token we mint) is
-- stored as its SHA-256 and exchanged once; the session token likewise.
create table sportsbook.sessions (
  id bigserial primary key,
  launch_token_hash text not null unique,
  token_hash text unique,
  mode text not null check (mode in ('real', 'demo')),
  game_code text not null,
  language text not null,
  currency text not null,
  return_url text,
  -- Real mode: the platform's opaque player id (from authenticate). Demo mode: null.
  player_id text,
  -- Whose seed pairs the session plays with: 'player:<playerId>' or 'demo:<session id>'.
  player_key text,
  -- Demo mode only: the play money, in minor units.
  demo_balance_minor bigint check (demo_balance_minor >= 0),
  -- The wallet balance the platform answered last (real mode), for calls that move no money.
  last_balance_minor bigint,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  expires_at timestamptz not null,
  -- The merchant site origins the platform allows to frame the game page. Empty: nobody may frame it.
  frame_ancestors text[] not null default '{}',
  check ((mode = 'demo') = (demo_balance_minor is not null))
);

-- Provably-fair seed pairs: one live pair per player (revealed_at null); rotation reveals it.
create table sportsbook.seed_pairs (
  id bigserial primary key,
  player_key text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index seed_pairs_live_per_player on sportsbook.seed_pairs (player_key) where revealed_at is null;

-- A round (a bet) is written before any money moves. open: the player still decides, the result is not in yet,
-- or the debit is on its way; decided: the win is fixed, the credit is due; rolling_back: the debit is being
-- cancelled; settled and rolled_back are final. Transaction ids derive from the round id, so a retry or a
-- recovery sends the same.
create table sportsbook.rounds (
  id text primary key,
  session_id bigint not null references sportsbook.sessions (id),
  client_request_id text not null,
  player_key text not null,
  player_id text,
  mode text not null check (mode in ('real', 'demo')),
  game_code text not null,
  currency text not null,
  stake_minor bigint not null check (stake_minor > 0),
  win_minor bigint check (win_minor >= 0),
  -- The return multiplier the win was paid at, truncated to 2 decimals for display.
  multiplier text not null default '0.00',
  state text not null check (state in ('open', 'decided', 'rolling_back', 'settled', 'rolled_back')),
  settings jsonb not null,
  outcome jsonb not null,
  seed_pair_id bigint not null references sportsbook.seed_pairs (id),
  nonce bigint not null,
  debit_transaction_id text not null unique,
  credit_transaction_id text not null unique,
  rollback_transaction_id text not null unique,
  debited_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (session_id, client_request_id),
  unique (seed_pair_id, nonce),
  check (state not in ('decided', 'settled') or win_minor is not null)
);
create index rounds_unfinished on sportsbook.rounds (updated_at) where state in ('open', 'decided', 'rolling_back');
create index rounds_session_open on sportsbook.rounds (session_id, game_code) where state = 'open';

-- An event as the feed last reported it. settled_at: its legs were decided from its result (or voided: cancelled),
-- once; a bet on it takes no new legs after that.
create table sportsbook.events (
  id text primary key,
  sport text not null check (sport in ('football', 'basketball', 'tennis', 'cs2', 'dota2', 'lol')),
  league text not null,
  home text not null,
  away text not null,
  starts_at timestamptz not null,
  status text not null check (status in ('scheduled', 'live', 'finished', 'cancelled')),
  minute integer,
  score_home integer not null default 0 check (score_home >= 0),
  score_away integer not null default 0 check (score_away >= 0),
  -- The final result ({home, away, maps?}) once finished.
  result jsonb,
  settled_at timestamptz,
  updated_at timestamptz not null default now(),
  check (status <> 'finished' or result is not null)
);
create index events_open on sportsbook.events (starts_at) where settled_at is null;

-- A market of an event: kind, line (quarter units) and map (markets.ts); its prices in odds thousandths.
-- suspended: no bets for now; closed: the feed no longer offers it.
create table sportsbook.markets (
  id text primary key,
  event_id text not null references sportsbook.events (id),
  kind text not null check (
    kind in ('1x2', 'winner', 'handicap', 'total', 'btts', 'correct_score', 'map_winner', 'map_total')
  ),
  line integer not null,
  map integer not null,
  status text not null check (status in ('open', 'suspended', 'closed')),
  odds jsonb not null,
  updated_at timestamptz not null default now()
);
create index markets_of_event on sportsbook.markets (event_id);

-- The legs of a bet (one for a single, 2 to 10 for a parlay, at most one per event), at the odds accepted.
-- outcome stays null until the leg's event is settled.
create table sportsbook.bet_legs (
  round_id text not null references sportsbook.rounds (id),
  leg smallint not null check (leg between 0 and 9),
  event_id text not null references sportsbook.events (id),
  market_id text not null references sportsbook.markets (id),
  selection text not null,
  odds_milli integer not null check (odds_milli between 1001 and 1000000),
  outcome text check (outcome in ('win', 'lose', 'push', 'half_win', 'half_lose', 'void')),
  primary key (round_id, leg),
  unique (round_id, event_id)
);
create index bet_legs_undecided on sportsbook.bet_legs (event_id) where outcome is null;

-- Stake and payout limits by currency in its minor units ('*': any currency without its own row).
create table sportsbook.limits (
  currency text primary key,
  min_stake_minor bigint not null check (min_stake_minor > 0),
  max_stake_minor bigint not null,
  max_payout_minor bigint not null,
  check (max_stake_minor >= min_stake_minor and max_payout_minor >= max_stake_minor)
);
insert into sportsbook.limits (currency, min_stake_minor, max_stake_minor, max_payout_minor)
values ('*', 100, 100000, 5000000);
