-- Live support chat (issue 12, decision 0044): conversations between a player (or a visitor who filled the contact
-- form) and the merchant's support operators, their messages with optional images, and the merchant's canned
-- replies. A player has one conversation (closed, it reopens with the next message); each visitor contact form
-- opens one, reached with a key of which only the hash is kept.
create table platform.support_conversations (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint references platform.members (id),
  visitor_name text check (length(visitor_name) between 1 and 100),
  visitor_contact text check (length(visitor_contact) between 3 and 200),
  visitor_key_hash text unique,
  status text not null default 'open' check (status in ('open', 'closed')),
  assigned_operator_id integer references platform.operators (id),
  -- The last message id each side has read (0: none).
  customer_read_id bigint not null default 0,
  operator_read_id bigint not null default 0,
  last_message_id bigint not null default 0,
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  check ((member_id is null) = (visitor_key_hash is not null)),
  check (member_id is not null or (visitor_name is not null and visitor_contact is not null))
);
create unique index support_conversations_member on platform.support_conversations (merchant_id, member_id)
  where member_id is not null;
create index support_conversations_inbox on platform.support_conversations (merchant_id, status, last_message_at desc);

create table platform.support_messages (
  id bigserial primary key,
  conversation_id bigint not null references platform.support_conversations (id),
  author text not null check (author in ('customer', 'operator')),
  operator_id integer references platform.operators (id),
  body text not null check (length(body) <= 2000),
  image_type text check (image_type in ('image/png', 'image/jpeg')),
  image bytea,
  created_at timestamptz not null default now(),
  check ((author = 'operator') = (operator_id is not null)),
  check ((image is null) = (image_type is null)),
  check (length(body) > 0 or image is not null)
);
create index support_messages_conversation on platform.support_messages (conversation_id, id);

create table platform.support_canned_replies (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  title text not null check (length(title) between 1 and 80),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index support_canned_replies_merchant on platform.support_canned_replies (merchant_id, title);
