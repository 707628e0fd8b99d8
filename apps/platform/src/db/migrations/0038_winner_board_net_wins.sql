-- The winner board ranks wins net of stake and shows only rounds that paid at least twice the stake (issue 13,
-- decision 0058): a 1.01× dice win is not a win worth a board. The board reads this index from the top; the older
-- index on the gross win is no longer read by anything.
drop index platform.bet_records_biggest_wins;
create index bet_records_biggest_net_wins on platform.bet_records (merchant_id, (win_minor - stake_minor) desc, settled_at desc)
  where status = 'settled' and win_minor >= 2 * stake_minor and win_minor > 0;
