-- Operator messages (issue 20, decision 0064): a message an operator composes for one player, a list, a segment
-- (tag, VIP rank, agent subtree, inactive N days) or everyone, sent now or at a set time. The audience is resolved
-- when the message is sent, in the message's merchant only, leaving out players under a time-out or self-exclusion.
create table platform.operator_messages (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  operator_id integer not null references platform.operators (id),
  subject text not null check (length(subject) between 1 and 120),
  body text not null check (length(body) between 1 and 4000),
  -- The audience as composed: {"kind": "player"|"list"|"tag"|"vipRank"|"agent"|"inactive"|"everyone", ...}.
  audience jsonb not null,
  status text not null check (status in ('scheduled', 'sent', 'cancelled')),
  send_at timestamptz not null,
  sent_at timestamptz,
  recipients integer not null default 0 check (recipients >= 0),
  cancelled_by integer references platform.operators (id),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'sent') = (sent_at is not null)),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
create index operator_messages_merchant on platform.operator_messages (merchant_id, id desc);
-- The sending job's queue: what is due, oldest first.
create index operator_messages_due on platform.operator_messages (send_at) where status = 'scheduled';

-- A delivered operator message is one member message per recipient, at most one (a send run twice delivers once).
alter table platform.member_messages drop constraint member_messages_kind_check;
alter table platform.member_messages
  add constraint member_messages_kind_check check (kind in ('feedback_answer', 'operator_message')),
  add column subject text,
  add column operator_message_id bigint references platform.operator_messages (id),
  add constraint member_messages_operator_message check ((kind = 'operator_message') = (operator_message_id is not null));
create unique index member_messages_operator_message_member
  on platform.member_messages (operator_message_id, member_id) where operator_message_id is not null;
