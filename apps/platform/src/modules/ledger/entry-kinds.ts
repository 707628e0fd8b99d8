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
 * | bet                  | member wallet                          | house `provider:<code>`                 |
 * | win                  | house `provider:<code>`                | member wallet                           |
 * | rollback             | the reversed entry's lines, negated    |                                         |
 * | adjustment           | promotion_budget `adjustments` or wallet | the other one                         |
 * | bonus                | promotion_budget `<campaign>`          | member wallet                           |
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
] as const;

export type EntryKind = (typeof entryKinds)[number];
