import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

/** A merchant's limits on player-to-player transfers (migration 0027); no row: the column defaults. */
export const c2cSettings = platformSchema.table('c2c_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
  dailyMaxMinor: bigint('daily_max_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
