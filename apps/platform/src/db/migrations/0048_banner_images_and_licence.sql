-- Banner images an operator uploads (issue 13, decision 0065), kept per merchant like deposit proofs: the bytes in
-- the database, typed and sized by their content when they came in. `file_key` is the random part of the address
-- they are served at (/media/banners/<file_key>.<ending>); the same bytes uploaded again by the same merchant are
-- the same image (`sha256`), never a replacement of another merchant's.
create table platform.banner_images (
  id bigserial primary key,
  merchant_id integer not null references platform.merchants (id),
  file_key text not null unique check (file_key ~ '^[0-9a-f]{32}$'),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null check (width between 320 and 4096),
  height integer not null check (height between 80 and 4096),
  bytes bytea not null,
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 2097152),
  uploaded_by text not null,
  created_at timestamptz not null default now(),
  unique (merchant_id, sha256)
);

-- The footer's licence line (issue 13): the regulator, the licence number and where a visitor checks it; empty
-- when the merchant shows none.
alter table platform.merchants
  add column licence_authority text not null default '' check (length(licence_authority) <= 120),
  add column licence_number text not null default '' check (length(licence_number) <= 64),
  add column licence_url text not null default '' check (length(licence_url) <= 300);
