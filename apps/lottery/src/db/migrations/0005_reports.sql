-- The lottery's reports per merchant (issue 18, decision 0090): what each merchant's tickets moved, per UTC day
-- (the days of the draw codes), game and bet type, kept in the transaction that records each money movement of a
-- ticket — its debit confirmed, its win credited, its stake refunded — so a report reads these rows, never the
-- tickets. A movement counts on the UTC day it was recorded. Real money only (demo play counts nowhere), and only
-- tickets of a launch that named its merchant. GGR = stakes − payouts − refunds.
create table lottery.report_days (
  merchant_code text not null,
  day date not null,
  game_code text not null,
  bet_type text not null,
  -- Tickets whose debit the wallet confirmed that day, and their stakes.
  tickets integer not null default 0 check (tickets >= 0),
  stake_minor bigint not null default 0 check (stake_minor >= 0),
  -- Wins credited that day.
  payout_minor bigint not null default 0 check (payout_minor >= 0),
  -- Stakes refunded (rolled back) that day: cancelled draws, cancelled chases, a stop on a win.
  refund_minor bigint not null default 0 check (refund_minor >= 0),
  primary key (merchant_code, day, game_code, bet_type)
);

-- Who bought a ticket (debit confirmed) of a game on a day: one row per player, so distinct players are counted
-- exactly over any run of days (a count over these rows, never over the tickets).
create table lottery.report_player_days (
  merchant_code text not null,
  day date not null,
  game_code text not null,
  player_key text not null,
  primary key (merchant_code, day, game_code, player_key)
);

-- Backfill from the tickets already written, by the same rules.
with ticket_money as (
  select m.merchant_code, r.game_code, t.bet_type, r.player_key, r.state, r.stake_minor, r.win_minor,
         r.debited_at, coalesce(r.settled_at, r.updated_at) as ended_at
    from lottery.tickets t
    join lottery.rounds r on r.id = t.round_id
    join lottery.sessions s on s.id = r.session_id
    join lottery.session_merchants m on m.launch_token_hash = s.launch_token_hash
   where r.mode = 'real' and r.debited_at is not null
), movements as (
  select merchant_code, (debited_at at time zone 'UTC')::date as day, game_code, bet_type,
         1 as tickets, stake_minor, 0::bigint as payout_minor, 0::bigint as refund_minor
    from ticket_money
  union all
  select merchant_code, (ended_at at time zone 'UTC')::date, game_code, bet_type, 0, 0, win_minor, 0
    from ticket_money where state = 'settled'
  union all
  select merchant_code, (ended_at at time zone 'UTC')::date, game_code, bet_type, 0, 0, 0, stake_minor
    from ticket_money where state = 'rolled_back'
)
insert into lottery.report_days (merchant_code, day, game_code, bet_type, tickets, stake_minor, payout_minor,
                                 refund_minor)
select merchant_code, day, game_code, bet_type, sum(tickets), sum(stake_minor), sum(payout_minor), sum(refund_minor)
  from movements
 group by merchant_code, day, game_code, bet_type;

insert into lottery.report_player_days (merchant_code, day, game_code, player_key)
select distinct m.merchant_code, (r.debited_at at time zone 'UTC')::date, r.game_code, r.player_key
  from lottery.tickets t
  join lottery.rounds r on r.id = t.round_id
  join lottery.sessions s on s.id = r.session_id
  join lottery.session_merchants m on m.launch_token_hash = s.launch_token_hash
 where r.mode = 'real' and r.debited_at is not null;
