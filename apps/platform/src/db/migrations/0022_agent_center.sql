-- Agent center (issue 14, decision 0038): whether agents may lock and unlock their direct downline's login (a
-- merchant setting), and the sign-ups through an agent's links read newest first per upline.
alter table platform.merchants add column agents_may_lock_downline boolean not null default true;
create index members_upline_created on platform.members (upline_id, created_at desc) where upline_id is not null;
-- Agent announcements (AG): notices only agents read in the agent center, edited in the console like the others.
alter table platform.notices drop constraint notices_type_check;
alter table platform.notices add constraint notices_type_check check (type in ('PL', 'PU', 'H', 'AG'));
