-- Rank perks and loyalty reports (issue 17, decision 0082).
-- Each VIP rank's perks beside its level-up reward: a boost added to the rebate rates of its members (basis points
-- of the rebate base, on every game type a rebate promotion already pays), its own daily withdrawal limits (0: the
-- merchant's rule), and a birthday reward paid once a year on the member's birthday (merchant's time zone).
alter table platform.vip_ranks
  add column rebate_boost_bps integer not null default 0 check (rebate_boost_bps between 0 and 500),
  add column withdraw_daily_count integer not null default 0 check (withdraw_daily_count between 0 and 100),
  add column withdraw_daily_amount_minor bigint not null default 0 check (withdraw_daily_amount_minor >= 0),
  add column birthday_reward_minor bigint not null default 0 check (birthday_reward_minor >= 0);

-- Birthday rewards paid: one row per member and year, so a reward is paid once however often the job runs.
create table platform.vip_birthday_rewards (
  member_id bigint not null references platform.members (id),
  year integer not null,
  merchant_id integer not null references platform.merchants (id),
  level integer not null,
  amount_minor bigint not null check (amount_minor > 0),
  entry_id bigint not null references platform.journal_entries (id),
  paid_at timestamptz not null default now(),
  primary key (member_id, year)
);

-- The birthday job finds the day's members by month and day without reading every member.
create index members_birthday_day on platform.members
  (merchant_id, (date_part('month', birthday)), (date_part('day', birthday))) where birthday is not null;

-- Points moved per merchant, local day and entry kind: what members received (issued) and gave up (redeemed),
-- kept by post_entry (../functions/01_ledger.sql) in the same transaction as each 'PTS' entry.
create table platform.points_day_stats (
  merchant_id integer not null references platform.merchants (id),
  day date not null,
  kind text not null,
  issued bigint not null default 0 check (issued >= 0),
  redeemed bigint not null default 0 check (redeemed >= 0),
  entries integer not null default 0,
  primary key (merchant_id, day, kind)
);

insert into platform.points_day_stats (merchant_id, day, kind, issued, redeemed, entries)
  select e.merchant_id, (e.created_at at time zone z.time_zone)::date, e.kind,
    sum(greatest(p.amount_minor, 0)), sum(greatest(-p.amount_minor, 0)), count(distinct e.id)
  from platform.journal_entries e
  join platform.merchants z on z.id = e.merchant_id
  join platform.postings p on p.entry_id = e.id
  join platform.ledger_accounts a on a.id = p.account_id and a.kind = 'member_points'
  where e.currency = 'PTS'
  group by 1, 2, 3;

-- Mission claims per mission and local day (count and reward: points, or minor units of cash or bonus), kept by the
-- claim's own statement.
create table platform.mission_day_stats (
  mission_id integer not null references platform.missions (id),
  day date not null,
  merchant_id integer not null references platform.merchants (id),
  claims integer not null default 0,
  reward_total bigint not null default 0,
  primary key (mission_id, day)
);
create index mission_day_stats_merchant on platform.mission_day_stats (merchant_id, day);

insert into platform.mission_day_stats (mission_id, day, merchant_id, claims, reward_total)
  select c.mission_id, (c.claimed_at at time zone z.time_zone)::date, c.merchant_id, count(*), sum(c.reward_amount)
  from platform.mission_claims c join platform.merchants z on z.id = c.merchant_id
  group by 1, 2, 3;
