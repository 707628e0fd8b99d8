-- Resettlement through the seamless wallet (decision 0083): a provider corrects the win of a settled round with
-- `POST /seamless/v1/adjust` (functions/03_seamless.sql, platform.seamless_adjust). Each call is one row of
-- seamless_transactions, kind 'adjust_credit' (more win paid) or 'adjust_debit' (part of the win taken back), and
-- one balanced journal entry. A debit back takes the player's cash; what the cash does not cover is owed: it is
-- posted to the member's `member_debt` account, which is never above zero (its negative balance is what the
-- member owes), so the wallet itself never goes below zero.
alter table platform.ledger_accounts drop constraint ledger_accounts_kind_check;
alter table platform.ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'player_wallet', 'agent_wallet', 'bonus_wallet', 'house', 'payment_clearing', 'promotion_budget', 'agent_commission',
  'outside_world', 'member_points', 'points_pool', 'member_debt'
));
alter table platform.ledger_accounts add constraint ledger_member_debt_not_positive
  check (kind <> 'member_debt' or (balance_minor <= 0 and owner_member_id is not null));

alter table platform.seamless_transactions drop constraint seamless_transactions_kind_check;
alter table platform.seamless_transactions add constraint seamless_transactions_kind_check
  check (kind in ('debit', 'credit', 'rollback', 'tombstone', 'adjust_credit', 'adjust_debit'));
