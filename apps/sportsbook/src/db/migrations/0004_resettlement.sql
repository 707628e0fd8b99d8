-- Resettlement of corrected results (decision 0083).

-- The version of the result an event was last settled or resettled on: 1 is the first result, each correction the
-- feed (or the operator) sends comes with a higher one.
alter table sportsbook.events add column result_version integer not null default 1 check (result_version >= 1);

-- Each correction of a settled event's result, with the result it replaced (the bet history shows both).
create table sportsbook.result_corrections (
  event_id text not null references sportsbook.events (id),
  version integer not null check (version >= 2),
  previous_result jsonb not null,
  result jsonb not null,
  source text not null check (source in ('feed', 'operator')),
  created_at timestamptz not null default now(),
  primary key (event_id, version)
);

-- Each settled bet's return after a correction: one row per (bet, settlement version) — version 1 is the round's
-- own settlement — written in the transaction that re-decides its legs; its difference against the previous return
-- goes through the wallet's signed adjust call with the transaction id `<round>:resettle:<version>`, so a resend,
-- the sweep or a re-run moves it once. pending: not yet confirmed by the wallet; done: moved (debt_minor: what the
-- platform recorded as the player's debt); refused: the wallet refused it (last_error), for the operator.
create table sportsbook.bet_resettlements (
  round_id text not null references sportsbook.rounds (id),
  version integer not null check (version >= 2),
  event_id text not null references sportsbook.events (id),
  result_version integer not null,
  previous_return_minor bigint not null check (previous_return_minor >= 0),
  return_minor bigint not null check (return_minor >= 0),
  state text not null check (state in ('pending', 'done', 'refused')),
  debt_minor bigint not null default 0 check (debt_minor >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  primary key (round_id, version)
);
create index bet_resettlements_pending on sportsbook.bet_resettlements (created_at) where state = 'pending';
