-- Per-agent hourly level rows (issue 14, decision 0045): the fold (functions/05_agent_stats.sql) adds every posting
-- and bet record to an `hour` row of agent_level_stats of each ancestor agent of the member's path at its time, so
-- the one-day team overview reads at most 24 rows per level. An hour row's period_start is the instant its hour
-- starts, written in UTC (the hour of the merchant's clock: in a whole-hour zone, the UTC hour); day, week and
-- month rows keep their local date (at midnight).
alter table platform.agent_level_stats
  drop constraint agent_level_stats_period_check,
  add constraint agent_level_stats_period_check check (period in ('hour', 'day', 'week', 'month')),
  alter column period_start type timestamp using period_start::timestamp;

-- What a member bet in an hour under the path it had then (a move within the hour gives it two rows): the fold
-- counts a member among an agent's active players of the hour when its valid bets there turn positive, and as a
-- member with money moved when it gets its first row there. Derived data, rebuilt with the merchant's rows.
create table platform.agent_hour_members (
  member_id bigint not null,
  hour timestamptz not null,
  path text not null,
  merchant_id integer not null,
  bets_minor bigint not null default 0,
  primary key (member_id, hour, path)
);
create index agent_hour_members_merchant on platform.agent_hour_members (merchant_id);

-- Every merchant's per-agent rows are rebuilt from the ledger by the next fold, which adds the hour rows.
delete from platform.agent_stats_zones;
