-- Issue 12, the original client's member calls (decision 0043).
-- The static avatar a member picked (`/wps/member/info/icon`, `MCSFE_getPlayerAvatar`): 0 until it picks one.
alter table platform.members add column avatar smallint not null default 0 check (avatar between 0 and 11);

-- The merchant's limits on player-to-player transfers (`MCSFE_processC2CTransaction`, module C2CTRANS3, off by
-- default). A merchant without a row has the defaults of the transfers module (`defaultC2cLimits`).
create table platform.c2c_settings (
  merchant_id integer primary key references platform.merchants (id),
  min_minor bigint not null check (min_minor > 0),
  max_minor bigint not null,
  daily_max_minor bigint not null,
  updated_at timestamptz not null default now(),
  check (max_minor >= min_minor and daily_max_minor >= max_minor)
);
