-- Hourly salary at the path of the money's time (issue 15, decision 0053): a contract's hour reads the members'
-- rows of that hour (agent_hour_members) of its merchant, by merchant and hour. The index's first column serves
-- the rebuild's delete by merchant, which the old index did.
create index agent_hour_members_merchant_hour on platform.agent_hour_members (merchant_id, hour);
drop index platform.agent_hour_members_merchant;
