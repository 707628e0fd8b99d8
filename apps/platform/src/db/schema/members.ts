import { bigint, bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

export const members = platformSchema.table('members', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  type: integer('type').notNull(),
  uplineId: bigint('upline_id', { mode: 'number' }),
  ancestorPath: text('ancestor_path').notNull(),
  language: text('language').notNull(),
  status: text('status', { enum: ['active', 'locked'] }).notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
