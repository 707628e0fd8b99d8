import type { MessageAudience } from '@ficha/contract';
import { bigserial, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Messages operators compose for an audience, sent now or at `sendAt` (migration 0047, decision 0064). */
export const operatorMessages = platformSchema.table('operator_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  operatorId: integer('operator_id').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  audience: jsonb('audience').$type<MessageAudience>().notNull(),
  status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] }).notNull(),
  sendAt: timestamptz('send_at').notNull(),
  sentAt: timestamptz('sent_at'),
  /** How many members it was delivered to (set when sent). */
  recipients: integer('recipients').notNull().default(0),
  cancelledBy: integer('cancelled_by'),
  cancelledAt: timestamptz('cancelled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type OperatorMessageRow = typeof operatorMessages.$inferSelect;
