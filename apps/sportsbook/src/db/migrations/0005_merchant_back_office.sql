-- The sportsbook's back office per merchant (issue 19, decision 0089, on the path of decision 0084).

-- The merchant a launch was for (the platform's launch names it): keyed by the launch token's SHA-256, the key the
-- kit's session row keeps too, so every real bet is known to be a merchant's.
create table sportsbook.session_merchants (
  launch_token_hash text primary key,
  merchant_code text not null,
  created_at timestamptz not null default now()
);
create index session_merchants_merchant on sportsbook.session_merchants (merchant_code);

-- A merchant's suspension of a market: its players' bets on it are refused while the row is there, whatever the
-- feed says. Reopening deletes the row.
create table sportsbook.merchant_market_suspensions (
  merchant_code text not null,
  market_id text not null references sportsbook.markets (id),
  suspended_at timestamptz not null default now(),
  primary key (merchant_code, market_id)
);

-- A merchant's void of an event (market_id '') or of one of its markets: the merchant's undecided legs on it are
-- void (a bet whose every leg is void is refunded, a parlay re-priced without the leg) in the transaction that
-- writes this row, and no new bet of the merchant is taken on it. Once per merchant, event and market.
create table sportsbook.merchant_voids (
  merchant_code text not null,
  event_id text not null references sportsbook.events (id),
  market_id text not null default '',
  reason text not null,
  voided_at timestamptz not null default now(),
  primary key (merchant_code, event_id, market_id)
);

-- The bet search and the liability read one merchant's bets, newest first.
create index rounds_session_created on sportsbook.rounds (session_id, created_at);
create index bet_legs_market on sportsbook.bet_legs (market_id);
