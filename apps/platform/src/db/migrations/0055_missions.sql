-- Missions and leaderboards (issue 17, decision 0078). Progress is read from the fold's per-member aggregates
-- (operator_member_type_day_stats, operator_member_day_stats), the member's visit days and the referral records;
-- nothing here scans bets.

-- Bets placed per member, day and game type, kept by the fold beside the stakes (functions/07_operator_stats.sql):
-- the count a "play N rounds" mission reads. Derived data: a rebuild fills it for the past.
alter table platform.operator_member_type_day_stats add column bet_count integer not null default 0;
-- A referral mission counts the friends a member invited.
create index members_referred_by on platform.members (referred_by, created_at) where referred_by is not null;

-- A mission per merchant: what it counts (`goal`, of `game_type` when set) up to `target` (a count, or minor
-- units for wager and deposit) within each period (the merchant's local day, its week from Monday, or once over
-- the whole schedule), and the reward paid when claimed (points, or minor units of bonus or cash).
create table platform.missions (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  titles jsonb not null,
  period text not null check (period in ('daily', 'weekly', 'once')),
  goal text not null check (goal in ('rounds', 'wager', 'deposit', 'login_streak', 'referral')),
  game_type text not null default '',
  target bigint not null check (target > 0),
  reward_kind text not null check (reward_kind in ('points', 'bonus', 'cash')),
  reward_amount bigint not null check (reward_amount > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create index missions_merchant on platform.missions (merchant_id, id);

-- A mission's reward claimed by a member for one period (its first local day): once, by the unique key (taken
-- first, in the paying transaction), and paid by the entry (cash, points) or the bonus it carries, with the idempotency key
-- mission:<mission>:<member>:<period start>.
create table platform.mission_claims (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  mission_id integer not null references platform.missions (id),
  member_id bigint not null references platform.members (id),
  period_start date not null,
  progress bigint not null,
  reward_kind text not null check (reward_kind in ('points', 'bonus', 'cash')),
  reward_amount bigint not null check (reward_amount > 0),
  entry_id bigint references platform.journal_entries (id),
  bonus_id bigint references platform.member_bonuses (id),
  claimed_at timestamptz not null default now(),
  unique (mission_id, member_id, period_start)
);
create index mission_claims_member on platform.mission_claims (member_id, period_start);

-- The local days a member visited the site (recordCustomerHeartbeatDaily, sign-in): the login streak's days.
create table platform.member_visit_days (
  member_id bigint not null references platform.members (id),
  day date not null,
  merchant_id integer not null references platform.merchants (id),
  primary key (member_id, day)
);

-- A leaderboard per merchant: members ranked each period by valid bet or by win multiple (wins ÷ valid bets,
-- among those with at least `min_bet_minor`), the prize of rank n is prizes[n] (minor units or points).
create table platform.leaderboards (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  titles jsonb not null,
  metric text not null check (metric in ('valid_bet', 'win_multiple')),
  period text not null check (period in ('daily', 'weekly', 'monthly')),
  min_bet_minor bigint not null check (min_bet_minor >= 0),
  prize_kind text not null check (prize_kind in ('cash', 'points')),
  prizes bigint[] not null check (cardinality(prizes) between 1 and 50 and 0 < all (prizes)),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create index leaderboards_merchant on platform.leaderboards (merchant_id, id);

-- A closed period a board has settled (once, under the board's advisory lock).
create table platform.leaderboard_periods (
  leaderboard_id integer not null references platform.leaderboards (id),
  period_start date not null,
  settled_at timestamptz not null default now(),
  primary key (leaderboard_id, period_start)
);

-- The prizes of a settled period, one per rank, each paid by its entry (key leaderboard:<board>:<period>:<rank>).
create table platform.leaderboard_prizes (
  leaderboard_id integer not null references platform.leaderboards (id),
  period_start date not null,
  rank integer not null check (rank > 0),
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  score bigint not null,
  amount bigint not null check (amount > 0),
  entry_id bigint not null references platform.journal_entries (id),
  primary key (leaderboard_id, period_start, rank)
);
