import { primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sportsbookSchema } from './sportsbook-schema.ts';

/** The merchant each real launch was for, by the launch token's hash (0005_merchant_back_office.sql). */
export const sessionMerchants = sportsbookSchema.table('session_merchants', {
  launchTokenHash: text('launch_token_hash').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A merchant's suspension of a market (decision 0089). */
export const merchantMarketSuspensions = sportsbookSchema.table(
  'merchant_market_suspensions',
  {
    merchantCode: text('merchant_code').notNull(),
    marketId: text('market_id').notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.marketId] })],
);

/** A merchant's void of an event (`marketId` '') or of one market (decision 0089). */
export const merchantVoids = sportsbookSchema.table(
  'merchant_voids',
  {
    merchantCode: text('merchant_code').notNull(),
    eventId: text('event_id').notNull(),
    marketId: text('market_id').notNull().default(''),
    reason: text('reason').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.eventId, table.marketId] })],
);
export type MerchantVoidRow = typeof merchantVoids.$inferSelect;
