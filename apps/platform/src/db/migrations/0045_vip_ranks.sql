-- VIP ranks (issue 17, decision 0055): per merchant, reached by monthly and lifetime valid bets and deposits,
-- kept for `retention_months` full months after the month the member last qualified, a level-up reward paid once
-- per level. Each member's progress is kept by the fold from the same ranges it folds into the aggregates
-- (../functions/11_loyalty.sql): no scan of bets or postings to answer a rank.
create table platform.vip_ranks (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  level integer not null check (level between 1 and 100),
  name text not null check (length(name) between 1 and 40),
  -- An https or site-relative picture URL; empty: the site draws its own badge for the level.
  icon_url text not null default '' check (length(icon_url) <= 500),
  -- Thresholds, all of which the member must meet (0: no condition).
  monthly_bets_minor bigint not null default 0 check (monthly_bets_minor >= 0),
  monthly_deposits_minor bigint not null default 0 check (monthly_deposits_minor >= 0),
  lifetime_bets_minor bigint not null default 0 check (lifetime_bets_minor >= 0),
  lifetime_deposits_minor bigint not null default 0 check (lifetime_deposits_minor >= 0),
  retention_months integer not null default 1 check (retention_months between 0 and 24),
  level_up_reward_minor bigint not null default 0 check (level_up_reward_minor >= 0),
  unique (merchant_id, level)
);

-- Each member's running totals (valid bets and deposits, this month of the merchant's time zone and ever) and
-- rank: `held_until` is the end of the retention after the member last qualified for `rank_level`.
create table platform.member_vip_progress (
  member_id bigint primary key references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  month date not null,
  month_bets_minor bigint not null default 0,
  month_deposits_minor bigint not null default 0,
  lifetime_bets_minor bigint not null default 0,
  lifetime_deposits_minor bigint not null default 0,
  rank_level integer not null default 0,
  held_until timestamptz,
  updated_at timestamptz not null default now()
);

-- Level-up rewards paid: one row per member and level, so a reward is paid once however often the level is reached.
create table platform.vip_level_rewards (
  member_id bigint not null references platform.members (id),
  level integer not null,
  merchant_id integer not null references platform.merchants (id),
  amount_minor bigint not null check (amount_minor > 0),
  entry_id bigint not null references platform.journal_entries (id),
  paid_at timestamptz not null default now(),
  primary key (member_id, level)
);
