-- Operator management (issue 20 "Operators", decision 0066): owners create operators with an initial password
-- that must be changed at the first sign-in, deactivate and reactivate them, and may keep each one to a list of
-- address ranges (empty: any address). A deactivated operator is `inactive` (the old `locked` never was set).
alter table platform.operators drop constraint operators_status_check;
update platform.operators set status = 'inactive' where status = 'locked';
alter table platform.operators add constraint operators_status_check check (status in ('active', 'inactive'));
alter table platform.operators add column must_change_password boolean not null default false;
alter table platform.operators add column allowed_cidrs text[] not null default '{}';
