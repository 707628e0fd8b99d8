-- Invite friends (issue 17, decision 0081). A player's own referral code is members.referral_code (made at
-- registration, or on the first MCSFE_getReferralDetails?autoGenerate=true); an agent's invitation code is a
-- different column and a different path (the friend goes under the agent). Qualification reads the referral's own
-- first deposit (written when the deposit is credited) and the fold's per-member day rows for the friend's first
-- days; nothing here scans bets.

-- The merchant's rules: on or off, the reward (minor units, paid as cash or bonus from `promotion_id`'s budget),
-- what the friend must do within `within_days` of joining, and how many friends of one referrer are rewarded.
create table platform.referral_rules (
  merchant_id integer primary key references platform.merchants (id),
  enabled boolean not null default false,
  promotion_id integer references platform.promotions (id),
  reward_kind text not null default 'cash' check (reward_kind in ('cash', 'bonus')),
  reward_minor bigint not null default 0 check (reward_minor >= 0),
  min_first_deposit_minor bigint not null default 0 check (min_first_deposit_minor >= 0),
  min_valid_bets_minor bigint not null default 0 check (min_valid_bets_minor >= 0),
  within_days integer not null default 30 check (within_days between 1 and 365),
  max_rewarded_friends integer not null default 10 check (max_rewarded_friends >= 1),
  check (not enabled or (promotion_id is not null and reward_minor > 0)),
  updated_at timestamptz not null default now()
);

-- One row per invited friend (made in the friend's registration transaction). `first_deposit_minor` is the
-- friend's first credited deposit; `state` moves pending → qualified → rewarded, or to refused (with `reason`) or
-- expired, never back. The reward is paid once, with the idempotency key referral:<friend id>.
create table platform.referrals (
  friend_id bigint primary key references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  referrer_id bigint not null references platform.members (id),
  joined_at timestamptz not null,
  first_deposit_minor bigint check (first_deposit_minor > 0),
  first_deposit_at timestamptz,
  valid_bets_minor bigint not null default 0,
  state text not null default 'pending'
    check (state in ('pending', 'qualified', 'rewarded', 'refused', 'expired')),
  reason text check (reason in ('shared_ip', 'shared_device', 'shared_payee', 'limit_reached')),
  check ((state = 'refused') = (reason is not null)),
  reward_kind text check (reward_kind in ('cash', 'bonus')),
  reward_minor bigint not null default 0 check (reward_minor >= 0),
  entry_id bigint references platform.journal_entries (id),
  bonus_id bigint references platform.member_bonuses (id),
  rewarded_at timestamptz,
  evaluated_at timestamptz
);
create index referrals_referrer on platform.referrals (referrer_id, joined_at desc);
create index referrals_merchant on platform.referrals (merchant_id, joined_at desc);
-- The evaluation job reads only the open ones.
create index referrals_open on platform.referrals (merchant_id) where state in ('pending', 'qualified');

-- Friends who joined before this migration with a referrer's code.
insert into platform.referrals (friend_id, merchant_id, referrer_id, joined_at)
select id, merchant_id, referred_by, created_at from platform.members where referred_by is not null;
