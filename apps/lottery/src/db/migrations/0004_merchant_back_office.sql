-- The lottery's back office per merchant (issue 18, decision 0084).

-- The merchant a launch was for (the platform's launch names it): keyed by the launch token's SHA-256, the key
-- the kit's session row keeps too, so a session's tickets are known to be that merchant's.
create table lottery.session_merchants (
  launch_token_hash text primary key,
  merchant_code text not null,
  created_at timestamptz not null default now()
);
create index session_merchants_merchant on lottery.session_merchants (merchant_code);

-- A merchant's settings of one game; no row: the game is on with the deployment's limits. Money in minor units.
-- bet_limits: { "<betType>": { "min": "<minor>" | null, "max": "<minor>" | null } }.
create table lottery.merchant_games (
  merchant_code text not null,
  game_code text not null,
  enabled boolean not null,
  max_stake_per_draw_minor bigint check (max_stake_per_draw_minor > 0),
  max_payout_per_draw_minor bigint check (max_payout_per_draw_minor > 0),
  bet_limits jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (merchant_code, game_code)
);

-- A merchant's cancellation of a draw not yet drawn: its tickets on the draw are refunded (rolled back) in the
-- transaction that writes this row, and no new ticket of the merchant is taken on it. Once per merchant and draw.
create table lottery.merchant_draw_cancellations (
  merchant_code text not null,
  draw_id bigint not null references lottery.draws (id),
  reason text not null,
  cancelled_at timestamptz not null default now(),
  primary key (merchant_code, draw_id)
);
