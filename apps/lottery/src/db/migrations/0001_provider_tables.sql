-- The provider kit's tables (decision 0026) in the lottery's own schema: sql/provider-tables.sql of the kit.

-- A launch, then the game session it becomes. The launch token (platform's, or a demo token we mint) is
-- stored as its SHA-256 and exchanged once; the session token likewise.
create table lottery.sessions (
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
create table lottery.seed_pairs (
  id bigserial primary key,
  player_key text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index seed_pairs_live_per_player on lottery.seed_pairs (player_key) where revealed_at is null;

-- A round (a bet) is written before any money moves. open: the player still decides, the result is not in yet,
-- or the debit is on its way; decided: the win is fixed, the credit is due; rolling_back: the debit is being
-- cancelled; settled and rolled_back are final. Transaction ids derive from the round id, so a retry or a
-- recovery sends the same.
create table lottery.rounds (
  id text primary key,
  session_id bigint not null references lottery.sessions (id),
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
  seed_pair_id bigint not null references lottery.seed_pairs (id),
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
create index rounds_unfinished on lottery.rounds (updated_at) where state in ('open', 'decided', 'rolling_back');
create index rounds_session_open on lottery.rounds (session_id, game_code) where state = 'open';
