import { bigint, bigserial, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './deposits.ts';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const supportConversations = platformSchema.table('support_conversations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  /** The player; null for a visitor's conversation. */
  memberId: bigint('member_id', { mode: 'number' }),
  visitorName: text('visitor_name'),
  visitorContact: text('visitor_contact'),
  visitorKeyHash: text('visitor_key_hash'),
  status: text('status', { enum: ['open', 'closed'] }).notNull(),
  assignedOperatorId: integer('assigned_operator_id'),
  customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull(),
  operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull(),
  lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
  lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type SupportConversationRow = typeof supportConversations.$inferSelect;

export const supportMessages = platformSchema.table('support_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
  author: text('author', { enum: ['customer', 'operator'] }).notNull(),
  operatorId: integer('operator_id'),
  body: text('body').notNull(),
  imageType: text('image_type', { enum: ['image/png', 'image/jpeg'] }),
  image: bytea('image'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const supportCannedReplies = platformSchema.table('support_canned_replies', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
