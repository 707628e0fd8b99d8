-- The operator's dashboard and reports (issue 20, decision 0052): per-merchant aggregates per local day of the
-- merchant's time zone, kept by the same fold as the agent reports (functions/07_operator_stats.sql, called from
-- platform.agent_stats_add, so a change of time zone rebuilds them with the agents' rows). Amounts follow the
-- member_hour_stats rules (a rollback counts under the kind it reverses). Derived data: no foreign keys, every
-- row can be rebuilt from the ledger.

-- One row per merchant and day: the whole brand's figures.
create table platform.operator_day_stats (
  merchant_id integer not null,
  day date not null,
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  deposits_minor bigint not null default 0,
  withdrawals_minor bigint not null default 0,
  adjustments_minor bigint not null default 0,
  bonuses_minor bigint not null default 0,
  deposit_count integer not null default 0,
  rounds integer not null default 0,
  active_players integer not null default 0,
  first_depositors integer not null default 0,
  primary key (merchant_id, day)
);

-- One row per merchant, day and member: the by-player report, and who turned active on a day.
create table platform.operator_member_day_stats (
  merchant_id integer not null,
  day date not null,
  member_id bigint not null,
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  deposits_minor bigint not null default 0,
  withdrawals_minor bigint not null default 0,
  adjustments_minor bigint not null default 0,
  bonuses_minor bigint not null default 0,
  rounds integer not null default 0,
  primary key (merchant_id, day, member_id)
);
-- The by-player report and its CSV read a merchant's members in id order; a member's page reads its days.
create index operator_member_day_stats_member
  on platform.operator_member_day_stats (merchant_id, member_id, day);

-- One row per merchant, day and game (vendor = the seamless provider's code, game type = the bet record's
-- category): valid bets and payouts from the ledger's bet/win entries, rounds from the bet records.
create table platform.operator_game_day_stats (
  merchant_id integer not null,
  day date not null,
  provider_code text not null,
  game_code text not null,
  category text not null default '',
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  rounds integer not null default 0,
  primary key (merchant_id, day, provider_code, game_code)
);

-- One row per merchant, day and deposit channel (0: money posted as a deposit without a deposit request, as the
-- demo's opening balances).
create table platform.operator_channel_day_stats (
  merchant_id integer not null,
  day date not null,
  channel_id integer not null,
  deposits_minor bigint not null default 0,
  deposit_count integer not null default 0,
  primary key (merchant_id, day, channel_id)
);

-- The fold finds a posting's game through its seamless call and its channel through its deposit request.
create index seamless_transactions_entry on platform.seamless_transactions (entry_id) where entry_id is not null;
create index deposits_entry on platform.deposits (entry_id) where entry_id is not null;

-- Every merchant's aggregates are rebuilt from the ledger by the next fold (as after a change of time zone), which
-- fills these tables with the history so far.
delete from platform.agent_stats_zones;
