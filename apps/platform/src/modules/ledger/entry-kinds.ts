/**
 * What a journal entry is. Records (transactionHistory, personalProfit), turnover and reconciliation read
 * these, so every module posts with one of them. The accounts each kind moves:
 *
 * | kind                 | debit (−)                              | credit (+)                              |
 * |----------------------|----------------------------------------|-----------------------------------------|
 * | deposit              | outside_world `channel:<code>`         | member wallet                           |
 * | withdrawal_hold      | member wallet                          | payment_clearing `withdrawals`          |
 * | withdrawal_paid      | payment_clearing `withdrawals`         | outside_world `channel:<code>`          |
 * | withdrawal_release   | payment_clearing `withdrawals`         | member wallet                           |
 * | transfer             | member wallet (sender)                 | member wallet (receiver)                |
 * | bet                  | member wallet and/or bonus wallet (2)  | house `provider:<code>#<shard>` (1)     |
 * | win                  | house `provider:<code>#<shard>` (1)    | member wallet and/or bonus wallet (2)   |
 * | rollback             | the reversed entry's lines, negated    |                                         |
 * | adjustment           | promotion_budget `adjustments` or wallet | the other one                         |
 * | bonus                | promotion_budget `<budget ref>`        | bonus wallet                            |
 * | bonus_conversion     | bonus wallet                           | member wallet (+ budget: the excess)    |
 * | bonus_forfeit        | bonus wallet                           | promotion_budget `<budget ref>`         |
 * | commission           | agent_commission `contracts` or the upline's wallet | agent wallet (a contract bill, 0046) |
 *
 * (1) A provider's house is 32 accounts, `<shard>` = member id mod 32, so concurrent players of one provider do
 * not queue on one row (decision 0031); the provider's house balance is the sum of its shards.
 * (2) While the member has an active bonus (decision 0050): the stake splits by the bonus's play order, the win by
 * the round's bonus share of its stake.
 */
export const entryKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_release',
  'transfer',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'bonus',
  'bonus_conversion',
  'bonus_forfeit',
  'commission',
] as const;

export type EntryKind = (typeof entryKinds)[number];
