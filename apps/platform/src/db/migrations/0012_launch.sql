-- The winner board (GCSGAME_getRankList): a merchant's biggest wins of settled rounds, read by an index scan.
create index bet_records_biggest_wins on platform.bet_records (merchant_id, win_minor desc, settled_at desc)
  where status = 'settled' and win_minor > 0;
