import { bigint, boolean, index, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { draws } from './draws.ts';
import { lotterySchema } from './lottery-schema.ts';

/** The merchant a launch was for, by the launch token's hash (0004_merchant_back_office.sql, decision 0084). */
export const sessionMerchants = lotterySchema.table(
  'session_merchants',
  {
    launchTokenHash: text('launch_token_hash').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_merchants_merchant').on(t.merchantCode)],
);

/** A bet type's stake bounds in minor units (text: jsonb keeps no bigint). */
export type StoredBetLimits = Record<string, { min: string | null; max: string | null }>;

/** A merchant's settings of one game; no row: on, with the deployment's limits. */
export const merchantGames = lotterySchema.table(
  'merchant_games',
  {
    merchantCode: text('merchant_code').notNull(),
    gameCode: text('game_code').notNull(),
    enabled: boolean('enabled').notNull(),
    maxStakePerDrawMinor: bigint('max_stake_per_draw_minor', { mode: 'bigint' }),
    maxPayoutPerDrawMinor: bigint('max_payout_per_draw_minor', { mode: 'bigint' }),
    betLimits: jsonb('bet_limits').$type<StoredBetLimits>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gameCode] })],
);

export type MerchantGameRow = typeof merchantGames.$inferSelect;

/** A merchant's cancellation of a draw not yet drawn (its tickets refunded). */
export const merchantDrawCancellations = lotterySchema.table(
  'merchant_draw_cancellations',
  {
    merchantCode: text('merchant_code').notNull(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => draws.id),
    reason: text('reason').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.drawId] })],
);
