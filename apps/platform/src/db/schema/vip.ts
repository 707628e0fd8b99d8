import { bigint, date, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

/** VIP ranks per merchant (migration 0045, decision 0055). */
export const vipRanks = platformSchema.table('vip_ranks', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  level: integer('level').notNull(),
  name: text('name').notNull(),
  iconUrl: text('icon_url').notNull(),
  monthlyBetsMinor: bigint('monthly_bets_minor', { mode: 'bigint' }).notNull(),
  monthlyDepositsMinor: bigint('monthly_deposits_minor', { mode: 'bigint' }).notNull(),
  lifetimeBetsMinor: bigint('lifetime_bets_minor', { mode: 'bigint' }).notNull(),
  lifetimeDepositsMinor: bigint('lifetime_deposits_minor', { mode: 'bigint' }).notNull(),
  retentionMonths: integer('retention_months').notNull(),
  levelUpRewardMinor: bigint('level_up_reward_minor', { mode: 'bigint' }).notNull(),
  // Perks (migration 0057, decision 0082): 0 is none, or the merchant's rule for the withdrawal limits.
  rebateBoostBps: integer('rebate_boost_bps').notNull().default(0),
  withdrawDailyCount: integer('withdraw_daily_count').notNull().default(0),
  withdrawDailyAmountMinor: bigint('withdraw_daily_amount_minor', { mode: 'bigint' }).notNull().default(0n),
  birthdayRewardMinor: bigint('birthday_reward_minor', { mode: 'bigint' }).notNull().default(0n),
});
export type VipRankRow = typeof vipRanks.$inferSelect;

/** Each member's running totals and rank (kept by db/functions/11_loyalty.sql). */
export const memberVipProgress = platformSchema.table('member_vip_progress', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  monthBetsMinor: bigint('month_bets_minor', { mode: 'bigint' }).notNull(),
  monthDepositsMinor: bigint('month_deposits_minor', { mode: 'bigint' }).notNull(),
  lifetimeBetsMinor: bigint('lifetime_bets_minor', { mode: 'bigint' }).notNull(),
  lifetimeDepositsMinor: bigint('lifetime_deposits_minor', { mode: 'bigint' }).notNull(),
  rankLevel: integer('rank_level').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Level-up rewards paid, one per member and level. */
export const vipLevelRewards = platformSchema.table('vip_level_rewards', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  level: integer('level').notNull(),
  merchantId: integer('merchant_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
});

/** Birthday rewards paid, one per member and year (migration 0057). */
export const vipBirthdayRewards = platformSchema.table('vip_birthday_rewards', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  year: integer('year').notNull(),
  merchantId: integer('merchant_id').notNull(),
  level: integer('level').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
});
