-- The bonus-hunting risk rule (issue 21, decision 0062): a withdrawal by a member granted at least `minBonuses`
-- bonuses in the last `lookbackDays` days raises an alert (functions/12_risk.sql reads the member's own
-- member_bonuses rows through member_bonuses_member). A kind without a row stays off, as 0035 left the others: no
-- merchant's rules change here.
alter table platform.risk_rules drop constraint risk_rules_rule_check;
alter table platform.risk_rules add constraint risk_rules_rule_check check (rule in (
  'large_deposit', 'deposit_withdraw', 'shared_accounts', 'stake_increase', 'play_hours', 'bonus_hunting'
));
