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
 * | promotion_funding    | outside_world `promotions`             | promotion_budget `promotion:<id>` (3)   |
 * | commission           | agent_commission `contracts` or the upline's wallet | agent wallet (a contract bill, 0046) |
 * | points_cash          | promotion_budget `points`              | member wallet (a points reward, 0055)   |
 * | vip_reward           | promotion_budget `vip`                 | member wallet (a level-up reward, 0055) |
 * | rebate               | promotion_budget `promotion:<id>`      | member wallet (a cash rebate, 0070)     |
 * | promotion_prize      | promotion_budget `promotion:<id>`      | member wallet (a raffle prize, 0076)    |
 * | mission_reward       | promotion_budget `missions`            | member wallet (a cash mission, 0078)    |
 * | leaderboard_prize    | promotion_budget `leaderboards`        | member wallet (a cash prize, 0078)      |
 * | points_earn (4)      | points_pool `pool`                     | member_points                           |
 * | points_redeem (4)    | member_points                          | points_pool `pool`                      |
 * | points_refund (4)    | points_pool `pool`                     | member_points (a rejected redeem)       |
 * | mission_points (4)   | points_pool `pool`                     | member_points (a mission, 0078)         |
 * | leaderboard_points (4) | points_pool `pool`                   | member_points (a board's prize, 0078)   |
 *
 * (1) A provider's house is 32 accounts, `<shard>` = member id mod 32, so concurrent players of one provider do
 * not queue on one row (decision 0031); the provider's house balance is the sum of its shards.
 * (2) While the member has an active bonus (decision 0050): the stake splits by the bonus's play order, the win by
 * the round's bonus share of its stake.
 * (3) A promotion's budget, funded when it is created (decision 0054); that account never goes below zero.
 * (4) In the currency 'PTS' (loyalty points, decision 0055): whole points, balanced apart from money.
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
  'promotion_funding',
  'points_cash',
  'points_earn',
  'points_redeem',
  'points_refund',
  'vip_reward',
  'rebate',
  'promotion_prize',
  'mission_reward',
  'leaderboard_prize',
  'mission_points',
  'leaderboard_points',
] as const;

export type EntryKind = (typeof entryKinds)[number];
