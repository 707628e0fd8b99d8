-- Content editing (issue 5): banners for a set of languages with a switch, notices with a title and content per
-- language, the feedback inbox, and the member's platform messages. Decision 0017.

-- Banners: one row serves every language it lists (an empty list serves them all).
alter table platform.banners add column languages text[] not null default '{}';
update platform.banners set languages = array[language] where language is not null;
alter table platform.banners drop column language;
alter table platform.banners add column enabled boolean not null default true;
alter table platform.banners add column updated_at timestamptz not null default now();
alter table platform.banners add constraint banners_schedule check (ends_at is null or starts_at is null or ends_at > starts_at);

-- Notices: the texts move to one row per language; a popup always has its execution (A, B or F).
create table platform.notice_texts (
  notice_id integer not null references platform.notices (id) on delete cascade,
  language text not null,
  title text not null check (length(title) between 1 and 200),
  content text not null,
  primary key (notice_id, language)
);
insert into platform.notice_texts (notice_id, language, title, content)
  select n.id, coalesce(n.language, m.default_language), n.title, n.content
  from platform.notices n join platform.merchants m on m.id = n.merchant_id;
alter table platform.notices drop column language;
alter table platform.notices drop column title;
alter table platform.notices drop column content;
alter table platform.notices add column enabled boolean not null default true;
alter table platform.notices add column updated_at timestamptz not null default now();
update platform.notices set execution = 'A' where type = 'PU' and execution is null;
update platform.notices set execution = null where type <> 'PU';
alter table platform.notices add constraint notices_execution check ((type = 'PU') = (execution is not null));
alter table platform.notices add constraint notices_schedule check (ends_at is null or starts_at is null or ends_at > starts_at);

-- The session opened by a member's first sign-in: popups of execution F show to it (SPEC §2.5, §4 "Login").
alter table platform.member_sessions add column first_login boolean not null default false;

-- Feedback from the site (SPEC §3 "Feedback", §7.1 PUT /wps/feedback) and the operator's answer.
create table platform.feedback (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint references platform.members (id),
  sender text not null default '',
  question_type smallint not null check (question_type in (0, 1, 2, 3, 4, 6)),
  content text not null check (length(content) between 1 and 200),
  ip text not null,
  status text not null default 'open' check (status in ('open', 'answered')),
  answer text,
  answered_by text,
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'answered') = (answer is not null))
);
create index feedback_merchant on platform.feedback (merchant_id, status, id desc);

-- Platform messages to one member (the member centre's messageV2 page).
create table platform.member_messages (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  member_id bigint not null references platform.members (id),
  kind text not null check (kind in ('feedback_answer')),
  body text not null,
  quote text,
  feedback_id bigint references platform.feedback (id),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_messages_member on platform.member_messages (member_id, id desc);
create index member_messages_unread on platform.member_messages (member_id) where read_at is null;
