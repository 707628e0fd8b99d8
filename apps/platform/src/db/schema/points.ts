import { bigint, bigserial, boolean, integer, jsonb, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A merchant's point rules (migration 0044, decision 0055). */
export const pointsSettings = platformSchema.table('points_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  betRates: jsonb('bet_rates').$type<Record<string, number>>().notNull(),
  defaultBetRate: integer('default_bet_rate').notNull(),
  depositRate: integer('deposit_rate').notNull(),
  convertPoints: bigint('convert_points', { mode: 'bigint' }).notNull(),
  convertMinor: bigint('convert_minor', { mode: 'bigint' }).notNull(),
  convertTargets: text('convert_targets', { enum: ['cash', 'bonus'] })
    .array()
    .notNull(),
  bonusMultiplier: integer('bonus_multiplier').notNull(),
  bonusDays: integer('bonus_days').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type PointsSettingsRow = typeof pointsSettings.$inferSelect;

/** What each member has earned so far (kept by db/functions/11_loyalty.sql). */
export const memberPointsAccruals = platformSchema.table('member_points_accruals', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  scaled: numeric('scaled').notNull(),
  credited: bigint('credited', { mode: 'bigint' }).notNull(),
  bets: jsonb('bets').$type<Record<string, string | number>>().notNull(),
  depositsMinor: bigint('deposits_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const pointRewardKindValues = ['cash', 'bonus', 'item'] as const;

/** The points mall's catalog. */
export const pointsRewards = platformSchema.table('points_rewards', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  kind: text('kind', { enum: pointRewardKindValues }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  art: text('art').notNull(),
  pointsCost: bigint('points_cost', { mode: 'bigint' }).notNull(),
  valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
  stock: integer('stock'),
  active: boolean('active').notNull(),
  sort: integer('sort').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type PointsRewardRow = typeof pointsRewards.$inferSelect;

export const redeemKindValues = ['cash', 'bonus', 'item', 'convert_cash', 'convert_bonus'] as const;
export const redeemStatusValues = ['in_process', 'rejected', 'approved'] as const;

/** Redeem records: mall redeems and conversions. */
export const pointsRedeems = platformSchema.table('points_redeems', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  reference: text('reference').notNull(),
  kind: text('kind', { enum: redeemKindValues }).notNull(),
  rewardId: integer('reward_id'),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  points: bigint('points', { mode: 'bigint' }).notNull(),
  valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: redeemStatusValues }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }),
  moneyEntryId: bigint('money_entry_id', { mode: 'number' }),
  bonusId: bigint('bonus_id', { mode: 'number' }),
  refundEntryId: bigint('refund_entry_id', { mode: 'number' }),
  decidedBy: text('decided_by'),
  decidedAt: timestamptz('decided_at'),
  rejectReason: text('reject_reason').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type PointsRedeemRow = typeof pointsRedeems.$inferSelect;
