-- Loyalty points (issue 17, decision 0055): points live in the money ledger as their own currency 'PTS', between a
-- member's `member_points` account (never below zero, like a wallet) and the merchant's `points_pool`; every move is
-- one balanced journal entry with an idempotency key (post_entry). Earning folds from the ledger with the agent/
-- operator aggregates (../functions/11_loyalty.sql); the mall's rewards and redeem records are rows here.
alter table platform.ledger_accounts drop constraint ledger_accounts_kind_check;
alter table platform.ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'player_wallet', 'agent_wallet', 'bonus_wallet', 'house', 'payment_clearing', 'promotion_budget', 'agent_commission',
  'outside_world', 'member_points', 'points_pool'
));
alter table platform.ledger_accounts drop constraint ledger_wallet_not_negative;
alter table platform.ledger_accounts add constraint ledger_wallet_not_negative
  check (kind not in ('player_wallet', 'agent_wallet', 'bonus_wallet', 'member_points') or balance_minor >= 0);
alter table platform.ledger_accounts drop constraint ledger_wallet_has_owner;
alter table platform.ledger_accounts add constraint ledger_wallet_has_owner
  check (kind not in ('player_wallet', 'agent_wallet', 'bonus_wallet', 'member_points') or owner_member_id is not null);

-- A merchant's point rules (the site shows points when the merchant's PTSYS3 module is on). Rates are points per 100.00 (10 000 minor units) of valid bet by the catalog's game type
-- (`bet_rates`, `default_bet_rate` for the others) and of deposits. Conversion: `convert_points` points buy
-- `convert_minor` minor units of cash or bonus (a conversion is a whole multiple of convert_points).
create table platform.points_settings (
  merchant_id integer primary key references platform.merchants (id),
  bet_rates jsonb not null default '{}' check (jsonb_typeof(bet_rates) = 'object'),
  default_bet_rate integer not null default 0 check (default_bet_rate between 0 and 1000000),
  deposit_rate integer not null default 0 check (deposit_rate between 0 and 1000000),
  convert_points bigint not null default 100 check (convert_points > 0),
  convert_minor bigint not null default 100 check (convert_minor > 0),
  convert_targets text[] not null default '{cash}' check (convert_targets <@ array['cash', 'bonus']),
  bonus_multiplier integer not null default 1 check (bonus_multiplier between 0 and 100),
  bonus_days integer not null default 7 check (bonus_days between 1 and 365),
  updated_at timestamptz not null default now()
);

-- What each member has earned so far, scaled: the sum of (valid bet or deposit minor units × rate); the points
-- credited are ⌊scaled / 10 000⌋ and never taken back (a rollback lowers `scaled`, later earnings fill the gap
-- first), so an earn entry is always positive and no fraction of a point is lost between folds.
create table platform.member_points_accruals (
  member_id bigint primary key references platform.members (id),
  merchant_id integer not null references platform.merchants (id),
  scaled numeric not null default 0,
  credited bigint not null default 0 check (credited >= 0),
  -- Valid bets (minor) by product type, for the points details page: {"RNG": 1200, ...}; deposits apart.
  bets jsonb not null default '{}' check (jsonb_typeof(bets) = 'object'),
  deposits_minor bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- The mall's catalog: cash (value_minor to the wallet), bonus (value_minor granted through the bonus wallet with
-- the merchant's multiplier and days) or a physical item (an operator fulfils it). stock null = unlimited.
create table platform.points_rewards (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  kind text not null check (kind in ('cash', 'bonus', 'item')),
  name text not null check (length(name) between 1 and 80),
  description text not null default '' check (length(description) <= 500),
  -- An https or site-relative picture URL; empty: the site draws its own art named by `art`.
  image_url text not null default '' check (length(image_url) <= 500),
  art text not null default 'gift' check (art ~ '^[a-z-]{1,24}$'),
  points_cost bigint not null check (points_cost > 0),
  value_minor bigint not null default 0 check (value_minor >= 0),
  stock integer check (stock >= 0),
  active boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  check ((kind = 'item') = (value_minor = 0))
);
create index points_rewards_merchant on platform.points_rewards (merchant_id, sort, id);

-- Redeem records (SPEC §3 "Redeem record", §4 statuses): a mall redeem or a conversion. A physical item waits
-- In Process until an operator approves (fulfils) or rejects it (the points come back in one refund entry);
-- cash, bonus and conversions are Approved at once.
create table platform.points_redeems (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  reference text not null unique check (reference ~ '^[A-Z0-9]{6,24}$'),
  kind text not null check (kind in ('cash', 'bonus', 'item', 'convert_cash', 'convert_bonus')),
  reward_id integer references platform.points_rewards (id),
  name text not null,
  quantity integer not null check (quantity between 1 and 100),
  points bigint not null check (points > 0),
  value_minor bigint not null default 0 check (value_minor >= 0),
  status text not null check (status in ('in_process', 'rejected', 'approved')),
  entry_id bigint references platform.journal_entries (id),
  money_entry_id bigint references platform.journal_entries (id),
  bonus_id bigint references platform.member_bonuses (id),
  refund_entry_id bigint references platform.journal_entries (id),
  decided_by text,
  decided_at timestamptz,
  reject_reason text not null default '' check (length(reject_reason) <= 200),
  created_at timestamptz not null default now(),
  check ((status = 'rejected') = (refund_entry_id is not null))
);
create index points_redeems_member on platform.points_redeems (merchant_id, member_id, id desc);
create index points_redeems_queue on platform.points_redeems (merchant_id, id) where status = 'in_process';
