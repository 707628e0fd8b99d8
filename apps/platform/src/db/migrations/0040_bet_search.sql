-- The console's bet search (issue 20, decision 0052): a round id across the merchant's providers, and one game's
-- rounds newest first. A player's rounds read bet_records_member; a plain time range bet_records_merchant_opened.
create index bet_records_merchant_round on platform.bet_records (merchant_id, round_id);
create index bet_records_merchant_game on platform.bet_records (merchant_id, game_code, opened_at desc, id desc);
