-- The seamless money calls are shallower (decision 0031): seamless_start (db/functions/03_seamless.sql) does what
-- these helpers did one nested call each, so they go; the function file defines the new shape.
drop function if exists platform.seamless_open(integer, integer, text, text, text, text, text, text, bigint, text, text);
drop function if exists platform.seamless_member(integer, integer, text);
drop function if exists platform.seamless_wallet_id(integer, text, platform.members);
drop function if exists platform.seamless_claim(integer, integer, bigint, text, text, text, text, text, bigint, text, text);
drop function if exists platform.seamless_replay(integer, text, text, text);
drop function if exists platform.seamless_post(integer, text, text, text, text, text, bigint, bigint[], bigint[]);
drop function if exists platform.seamless_locked_round(integer, text, bigint);
