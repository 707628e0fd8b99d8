-- Raffles (issue 16, decision 0076): a promotion of kind `raffle` gives one ticket per so much valid bet over its
-- days (from the fold's per-member per-type day rows, never the bets) and draws its winners when its last day
-- closes, from a server seed committed by hash when the raffle was created and revealed with the draw.
alter table platform.promotions drop constraint promotions_kind_check;
alter table platform.promotions add constraint promotions_kind_check
  check (kind in ('deposit_bonus', 'signup_reward', 'daily_checkin', 'rebate', 'raffle'));

-- One row per raffle: the seed and its SHA-256 (hex), written with the promotion; `drawn_at` and the totals once
-- drawn (under the raffle's advisory lock, once).
create table platform.raffle_draws (
  promotion_id integer primary key references platform.promotions (id),
  merchant_id integer not null references platform.merchants (id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  total_tickets bigint check (total_tickets >= 0),
  entrants integer check (entrants >= 0),
  drawn_at timestamptz,
  created_at timestamptz not null default now()
);
create index raffle_draws_open on platform.raffle_draws (merchant_id) where drawn_at is null;

-- Each member's tickets at the draw, numbered first_ticket … first_ticket + tickets − 1 in member id order: what
-- anyone needs (with the revealed seed) to recompute the winners.
create table platform.raffle_entries (
  promotion_id integer not null references platform.raffle_draws (promotion_id),
  member_id bigint not null references platform.members (id),
  turnover_minor bigint not null check (turnover_minor >= 0),
  first_ticket bigint not null check (first_ticket >= 1),
  tickets bigint not null check (tickets >= 1),
  primary key (promotion_id, member_id)
);

-- The winners: one prize per rank and per member. `claimed_at` with the ledger entry (cash, key
-- raffle:<promotion>:<rank>) or the bonus (grant key the same) once the winner claimed it.
create table platform.raffle_winners (
  promotion_id integer not null references platform.raffle_draws (promotion_id),
  merchant_id integer not null references platform.merchants (id),
  rank integer not null check (rank >= 1),
  member_id bigint not null references platform.members (id),
  ticket bigint not null check (ticket >= 1),
  prize_minor bigint not null check (prize_minor > 0),
  claimed_at timestamptz,
  entry_id bigint references platform.journal_entries (id),
  bonus_id bigint references platform.member_bonuses (id),
  primary key (promotion_id, rank),
  unique (promotion_id, member_id)
);
create index raffle_winners_member on platform.raffle_winners (merchant_id, member_id);
