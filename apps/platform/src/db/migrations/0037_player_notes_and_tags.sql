-- The player 360 page (issue 20, decision 0051): operators' notes and tags on a player (each change audited), and
-- the account's audit trail read by target.
create table platform.member_notes (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  operator_id integer not null references platform.operators (id),
  body text not null check (length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index member_notes_member on platform.member_notes (member_id, id desc);

create table platform.member_tags (
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  tag text not null check (length(tag) between 1 and 32),
  created_at timestamptz not null default now(),
  primary key (member_id, tag)
);
create index member_tags_merchant_tag on platform.member_tags (merchant_id, tag);

-- Everything done to one account: `member:<username>` (and the few `member:<id>`) rows of its merchant.
create index audit_log_target on platform.audit_log (merchant_id, target, id desc);
