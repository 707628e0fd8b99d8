import { integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

/** Failed sign-ins per account or address and account locks (decision 0018). */
export const loginThrottles = platformSchema.table(
  'login_throttles',
  {
    merchantId: integer('merchant_id').notNull(),
    scope: text('scope', { enum: ['operator', 'member', 'address'] }).notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope, t.subject] })],
);
