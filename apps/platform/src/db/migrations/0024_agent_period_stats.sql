-- Per-agent aggregates for the agent reports (issue 14, decision 0039): every posting on a member's wallet is
-- folded into each ancestor agent of the path the member had at the posting's time (member_path_history, 0023),
-- per local day, week (from Monday) and month of the merchant's time zone. The fold (functions/05_agent_stats.sql,
-- called by platform.fold_member_stats) keeps them; a change of a merchant's time zone rebuilds its rows from the
-- ledger. Derived data: no foreign keys, every row can be rebuilt.

-- One row per ancestor agent, period and member: the member's sums for that agent in that period, its level below
-- the agent (at its first money of the period) and its P&L, so user loss page 1 is one index range.
create table platform.agent_member_stats (
  agent_id bigint not null,
  period text not null check (period in ('day', 'week', 'month')),
  period_start date not null,
  member_id bigint not null,
  merchant_id integer not null,
  level smallint not null,
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  deposits_minor bigint not null default 0,
  withdrawals_minor bigint not null default 0,
  transfers_in_minor bigint not null default 0,
  transfers_out_minor bigint not null default 0,
  adjustments_minor bigint not null default 0,
  bonuses_minor bigint not null default 0,
  rounds integer not null default 0,
  profit_minor bigint generated always as (wins_minor - bets_minor) stored,
  primary key (agent_id, period, period_start, member_id)
);
create index agent_member_stats_loss on platform.agent_member_stats (agent_id, period, period_start, profit_minor, member_id);
create index agent_member_stats_level_loss
  on platform.agent_member_stats (agent_id, period, period_start, level, profit_minor, member_id);
create index agent_member_stats_merchant on platform.agent_member_stats (merchant_id);

-- One row per ancestor agent, period and level: the team's sums, how many members moved money, how many bet
-- (valid bets > 0), how many made their first deposit, how many rounds they opened.
create table platform.agent_level_stats (
  agent_id bigint not null,
  period text not null check (period in ('day', 'week', 'month')),
  period_start date not null,
  level smallint not null,
  merchant_id integer not null,
  members integer not null default 0,
  active_players integer not null default 0,
  first_depositors integer not null default 0,
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  deposits_minor bigint not null default 0,
  withdrawals_minor bigint not null default 0,
  transfers_in_minor bigint not null default 0,
  transfers_out_minor bigint not null default 0,
  adjustments_minor bigint not null default 0,
  bonuses_minor bigint not null default 0,
  rounds integer not null default 0,
  primary key (agent_id, period, period_start, level)
);
create index agent_level_stats_merchant on platform.agent_level_stats (merchant_id);

-- Sign-ups per ancestor agent, period and level (kept by the members trigger when a member gets its first path).
create table platform.agent_signup_stats (
  agent_id bigint not null,
  period text not null check (period in ('day', 'week', 'month')),
  period_start date not null,
  level smallint not null,
  merchant_id integer not null,
  sign_ups integer not null default 0,
  primary key (agent_id, period, period_start, level)
);
create index agent_signup_stats_merchant on platform.agent_signup_stats (merchant_id);

-- The current tree's counts per agent (the members trigger) and what its team's wallets hold as far as the fold
-- has read the ledger (the fold, and the members trigger when a move carries a member's balance elsewhere).
create table platform.agent_team_counts (
  agent_id bigint primary key,
  merchant_id integer not null,
  team_size integer not null default 0,
  direct_members integer not null default 0,
  balance_minor bigint not null default 0
);

-- Rounds are folded from the bet records by id with the postings' "final range" rule (decision 0039).
alter table platform.member_stats_progress
  add column rounds_processed_through bigint not null default 0,
  add column rounds_pending_through bigint not null default 0;

-- Subtree members of the past: whoever had a path under an agent before a move.
create index member_path_history_path on platform.member_path_history (ancestor_path text_pattern_ops);
-- Team size at the end of a past period counts the sign-ups since; team betting of a small team reads each
-- member's own bets (bet_records_member).
create index members_merchant_created on platform.members (merchant_id, created_at);

-- The time zone each merchant's agent aggregates were built in; when it differs from merchants.time_zone (a change
-- of zone, or no row: never built, as after this migration), the next fold rebuilds that merchant's rows from the
-- ledger through what it has folded.
create table platform.agent_stats_zones (
  merchant_id integer primary key references platform.merchants (id),
  time_zone text not null
);

-- The current tree's counts (afterwards kept by the members trigger).
insert into platform.agent_team_counts (agent_id, merchant_id, team_size, direct_members)
  select a.agent_id, m.merchant_id, count(*), count(*) filter (where a.level = 1)
  from platform.members m
  cross join lateral (
    select ids[i]::bigint as agent_id, cardinality(ids) - i as level
    from (select string_to_array(trim(both '/' from m.ancestor_path), '/') as ids) p, generate_subscripts(p.ids, 1) i
    where i < cardinality(ids)
  ) a
  where m.ancestor_path like '%/' || m.id || '/'
  group by a.agent_id, m.merchant_id;
