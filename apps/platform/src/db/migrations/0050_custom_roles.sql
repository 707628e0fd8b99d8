-- Custom operator roles (issue 20 "Operators", decision 0068): owners compose roles of their merchant from the
-- permission matrix and give them to operators. An operator holds exactly one role: a built-in one (`role`) or a
-- custom one (`custom_role_id`); a custom role can't be deleted while an operator holds it.
create table platform.operator_roles (
  id serial primary key,
  merchant_id integer not null references platform.merchants (id),
  name text not null check (char_length(name) between 2 and 40),
  description text not null default '' check (char_length(description) <= 200),
  permissions text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index operator_roles_merchant_name_key on platform.operator_roles (merchant_id, lower(name));

alter table platform.operators alter column role drop default;
alter table platform.operators alter column role drop not null;
alter table platform.operators add column custom_role_id integer references platform.operator_roles (id);
alter table platform.operators add constraint operators_one_role check ((role is null) <> (custom_role_id is null));
create index operators_custom_role_id_idx on platform.operators (custom_role_id) where custom_role_id is not null;
