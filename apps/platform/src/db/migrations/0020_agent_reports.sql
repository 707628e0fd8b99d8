-- Agent reports (issue 14, decision 0037): the merchant's time zone for report periods, per-member per-hour
-- aggregates of what moved the members' wallets, each member's first deposit, and the progress of the job that
-- folds the ledger's postings into them (../functions/04_agent_reports.sql).
alter table platform.merchants add column time_zone text not null default 'UTC';

-- One row per member and UTC hour. Amounts are the wallet postings of entries of each kind, a rollback counted
-- under the kind of the entry it reverses: bets_minor = stakes less rolled-back stakes (the valid bets),
-- withdrawals_minor = held less released, adjustments_minor signed, the others as they came in or went out.
create table platform.member_hour_stats (
  member_id bigint not null references platform.members (id),
  hour timestamptz not null,
  merchant_id integer not null references platform.merchants (id),
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  deposits_minor bigint not null default 0,
  withdrawals_minor bigint not null default 0,
  transfers_in_minor bigint not null default 0,
  transfers_out_minor bigint not null default 0,
  adjustments_minor bigint not null default 0,
  bonuses_minor bigint not null default 0,
  primary key (member_id, hour)
);
-- Covering: a period's rows of a merchant are read from the index alone.
create index member_hour_stats_merchant_hour on platform.member_hour_stats (merchant_id, hour)
  include (member_id, bets_minor, wins_minor, deposits_minor, withdrawals_minor, transfers_in_minor,
    transfers_out_minor, adjustments_minor, bonuses_minor);

-- When each member's wallet first received a deposit (first depositors of a period).
create table platform.member_first_deposits (
  member_id bigint primary key references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  first_deposit_at timestamptz not null
);
create index member_first_deposits_merchant on platform.member_first_deposits (merchant_id, first_deposit_at);

-- The fold's progress: every posting with id <= processed_through is in the aggregates. pending_through is the
-- largest posting id the previous run saw and pending_xmax that run's snapshot xmax: once every transaction
-- below pending_xmax has ended, no posting with id <= pending_through can still appear, and the range is folded.
create table platform.member_stats_progress (
  id boolean primary key default true check (id),
  processed_through bigint not null default 0,
  pending_through bigint not null default 0,
  pending_xmax xid8,
  folded_at timestamptz not null default now()
);
insert into platform.member_stats_progress (id) values (true);

-- Team betting reads a subtree's rounds newest first across many members.
create index bet_records_merchant_opened on platform.bet_records (merchant_id, opened_at desc, id desc);
