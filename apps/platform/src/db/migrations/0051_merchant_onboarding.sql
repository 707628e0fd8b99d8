-- Merchant onboarding (issue 20 "Merchants", decision 0069): the platform's super-operator (role `platform`)
-- creates and configures merchants. A merchant's brand colours (null: the platform's own), its logo (checked by
-- the one image reader, served at /media/logos/<key>.<ending>) and the hours agents reach support (until now a
-- sentence of the translations) become merchant data.
alter table platform.operators drop constraint operators_role_check;
alter table platform.operators
  add constraint operators_role_check
  check (role in ('owner', 'admin', 'finance', 'support', 'content', 'risk', 'read-only', 'platform'));

alter table platform.merchants add column brand_colour text check (brand_colour ~ '^#[0-9a-f]{6}$');
alter table platform.merchants add column on_brand_colour text check (on_brand_colour ~ '^#[0-9a-f]{6}$');
alter table platform.merchants
  add constraint merchants_brand_pair check ((brand_colour is null) = (on_brand_colour is null));
alter table platform.merchants add column agent_support_from text check (agent_support_from ~ '^\d\d:\d\d$');
alter table platform.merchants add column agent_support_to text check (agent_support_to ~ '^\d\d:\d\d$');
alter table platform.merchants
  add constraint merchants_agent_support_pair check ((agent_support_from is null) = (agent_support_to is null));

-- The logo's stored file: `<key>.<png|jpg|webp>`, the key naming its row in merchant_logos (a new upload replaces it).
alter table platform.merchants add column logo_file text check (logo_file ~ '^[0-9a-f]{32}\.(png|jpg|webp)$');

create table platform.merchant_logos (
  file_key text primary key check (file_key ~ '^[0-9a-f]{32}$'),
  merchant_id integer not null references platform.merchants (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  bytes bytea not null,
  uploaded_by text not null,
  created_at timestamptz not null default now()
);
create index merchant_logos_merchant on platform.merchant_logos (merchant_id);

-- The demo's agent support hours, as its translations stated them (every day 9:00 to 21:00).
update platform.merchants set agent_support_from = '09:00', agent_support_to = '21:00' where code = 'demo';
