-- The bonus wallet (issue 16, decision 0050): a member's bonus money lives in its own ledger account kind
-- ('bonus_wallet', never below zero), and each granted bonus is a row carrying its wagering requirement,
-- contributions per game type, maximum bet, expiry and maximum cash-out. Its functions (stake split, conversion,
-- forfeit) live in ../functions/06_bonus_wallet.sql.
alter table platform.ledger_accounts drop constraint ledger_accounts_kind_check;
alter table platform.ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'player_wallet', 'agent_wallet', 'bonus_wallet', 'house', 'payment_clearing', 'promotion_budget', 'agent_commission',
  'outside_world'
));
alter table platform.ledger_accounts drop constraint ledger_wallet_not_negative;
alter table platform.ledger_accounts add constraint ledger_wallet_not_negative
  check (kind not in ('player_wallet', 'agent_wallet', 'bonus_wallet') or balance_minor >= 0);
alter table platform.ledger_accounts drop constraint ledger_wallet_has_owner;
alter table platform.ledger_accounts add constraint ledger_wallet_has_owner
  check (kind not in ('player_wallet', 'agent_wallet', 'bonus_wallet') or owner_member_id is not null);

-- One row per granted bonus. A member has at most one active bonus (the next grant waits for its end).
-- requirement_minor = ⌈multiplier × base⌉ fixed at the grant; wagered_minor grows by each stake × its game type's
-- contribution (percent, `contributions` by the catalog's game type, `default_contribution_pct` otherwise).
-- budget_ref names the promotion_budget account the bonus came from and its forfeits go back to.
create table platform.member_bonuses (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  source text not null check (length(source) between 1 and 64),
  grant_key text not null check (length(grant_key) between 1 and 128),
  budget_ref text not null check (length(budget_ref) between 1 and 64),
  -- The member's bonus_wallet account and its main wallet (player or agent), fixed at the grant.
  bonus_wallet_id bigint not null references platform.ledger_accounts (id),
  wallet_id bigint not null references platform.ledger_accounts (id),
  status text not null default 'active' check (status in ('active', 'completed', 'spent', 'forfeited', 'expired')),
  amount_minor bigint not null check (amount_minor > 0),
  deposit_minor bigint not null default 0 check (deposit_minor >= 0),
  requirement_minor bigint not null check (requirement_minor >= 0),
  wagered_minor bigint not null default 0 check (wagered_minor >= 0),
  contributions jsonb not null default '{}' check (jsonb_typeof(contributions) = 'object'),
  default_contribution_pct integer not null default 0 check (default_contribution_pct between 0 and 100),
  max_bet_minor bigint check (max_bet_minor > 0),
  max_cashout_minor bigint check (max_cashout_minor > 0),
  play_order text not null default 'cash_first' check (play_order in ('cash_first', 'bonus_first')),
  expires_at timestamptz not null,
  granted_at timestamptz not null default now(),
  grant_entry_id bigint references platform.journal_entries (id),
  ended_at timestamptz,
  end_entry_id bigint references platform.journal_entries (id),
  converted_minor bigint not null default 0 check (converted_minor >= 0),
  forfeited_minor bigint not null default 0 check (forfeited_minor >= 0),
  unique (merchant_id, source, grant_key),
  check ((status = 'active') = (ended_at is null))
);
create unique index member_bonuses_one_active on platform.member_bonuses (member_id) where status = 'active';
create index member_bonuses_member on platform.member_bonuses (merchant_id, member_id, id desc);
create index member_bonuses_expiry on platform.member_bonuses (expires_at) where status = 'active';

-- What each seamless debit taken while a bonus was active drew from it: the bonus part of the stake and the
-- stake's weighted contribution to the requirement. A credit reads the round's bonus part (its win splits in
-- that proportion), a rollback gives both back.
create table platform.bonus_stakes (
  debit_row_id bigint primary key references platform.seamless_transactions (id),
  bonus_id bigint not null references platform.member_bonuses (id),
  bet_record_id bigint not null references platform.bet_records (id),
  bonus_minor bigint not null check (bonus_minor >= 0),
  weighted_minor bigint not null check (weighted_minor >= 0)
);
create index bonus_stakes_round on platform.bonus_stakes (bet_record_id);
create index bonus_stakes_bonus on platform.bonus_stakes (bonus_id);

-- A stake's game type is found by its game code (contribution of a bonus stake).
create index games_merchant_code on platform.games (merchant_id, game_code) where game_code is not null;
