-- Rebates (issue 16, decision 0070): a promotion of kind `rebate` pays back a rate per game type of a period's
-- valid bets or net loss, automatically when the period closes, and on request (manual rebate, MANPLAYREB3)
-- while it runs. The per-member figures come from the fold's aggregates, never from the bets.
alter table platform.promotions drop constraint promotions_kind_check;
alter table platform.promotions add constraint promotions_kind_check
  check (kind in ('deposit_bonus', 'signup_reward', 'daily_checkin', 'rebate'));

-- One row per merchant, local day, member and game type (the catalog's type of the game, '' when unknown): the
-- member's cash stakes and wins, kept by the fold (functions/07_operator_stats.sql) next to the member day rows.
-- Bonus-wallet stakes are not in it: a rebate pays back cash play only. Derived data: rebuilt with the others.
create table platform.operator_member_type_day_stats (
  merchant_id integer not null,
  day date not null,
  member_id bigint not null,
  game_type text not null,
  bets_minor bigint not null default 0,
  wins_minor bigint not null default 0,
  primary key (merchant_id, member_id, day, game_type)
);
-- A period's settlement reads every member of a merchant over its days.
create index operator_member_type_day_stats_day on platform.operator_member_type_day_stats (merchant_id, day);

-- What an automatic settlement owes a member for a closed period: the period's rebate less what manual requests
-- already paid. `due` is paid by the next settlement run (a bonus payout waits while another bonus is active, a
-- cash one while the budget is short); `paid` carries its ledger entry (key rebate:<promotion>:<member>:<period>).
create table platform.rebate_settlements (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  promotion_id integer not null references platform.promotions (id),
  member_id bigint not null references platform.members (id),
  period_start date not null,
  period_end date not null,
  basis_minor bigint not null,
  computed_minor bigint not null check (computed_minor >= 0),
  manual_paid_minor bigint not null check (manual_paid_minor >= 0),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null check (status in ('due', 'paid')),
  entry_id bigint references platform.journal_entries (id),
  bonus_id bigint references platform.member_bonuses (id),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  unique (promotion_id, member_id, period_start)
);
create index rebate_settlements_due on platform.rebate_settlements (promotion_id, id) where status = 'due';
create index rebate_settlements_member on platform.rebate_settlements (merchant_id, member_id, id desc);

-- The closed periods a promotion has settled (each once, under an advisory lock).
create table platform.rebate_periods (
  promotion_id integer not null references platform.promotions (id),
  period_start date not null,
  settled_at timestamptz not null default now(),
  members integer not null,
  primary key (promotion_id, period_start)
);

-- A member's request for the running period's rebate so far (manual rebate): pending until an operator decides
-- (or approved at once under the promotion's auto-approve threshold); `paid` carries its ledger entry (key
-- rebate:<promotion>:<member>:<period>:request:<id>); the period's settlement deducts it and closes what is still
-- pending (`closed`). One pending request per member and promotion.
create table platform.rebate_requests (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  promotion_id integer not null references platform.promotions (id),
  member_id bigint not null references platform.members (id),
  period_start date not null,
  period_end date not null,
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'pending' check (status in ('pending', 'paid', 'rejected', 'closed')),
  reason text not null default '' check (length(reason) <= 200),
  decided_by integer references platform.operators (id),
  decided_at timestamptz,
  entry_id bigint references platform.journal_entries (id),
  bonus_id bigint references platform.member_bonuses (id),
  created_at timestamptz not null default now()
);
create unique index rebate_requests_one_pending on platform.rebate_requests (promotion_id, member_id)
  where status = 'pending';
create index rebate_requests_queue on platform.rebate_requests (merchant_id, status, id);
create index rebate_requests_member on platform.rebate_requests (merchant_id, member_id, id desc);
create index rebate_requests_period on platform.rebate_requests (promotion_id, member_id, period_start);

-- Every merchant's aggregates are rebuilt from the ledger by the next fold, which fills the new rows.
delete from platform.agent_stats_zones;
