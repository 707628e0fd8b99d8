import { bigserial, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

/** Client analytics events of `/wps/system/collect` (decision 0042): bounded per event and per merchant. */
export const clientEvents = platformSchema.table('client_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id'),
  ip: text('ip').notNull(),
  name: text('name').notNull(),
  page: text('page'),
  data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull().default({}),
  occurredAt: timestamp('occurred_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
