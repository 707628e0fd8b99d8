import { bigint, bigserial, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const feedback = platformSchema.table('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  /** The signed-in member who sent it; null for a visitor. */
  memberId: bigint('member_id', { mode: 'number' }),
  /** The username of a member, or the name a visitor typed. */
  sender: text('sender').notNull(),
  questionType: smallint('question_type').notNull(),
  content: text('content').notNull(),
  ip: text('ip').notNull(),
  status: text('status', { enum: ['open', 'answered'] }).notNull(),
  answer: text('answer'),
  answeredBy: text('answered_by'),
  answeredAt: timestamptz('answered_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type FeedbackRow = typeof feedback.$inferSelect;

export const memberMessages = platformSchema.table('member_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['feedback_answer', 'operator_message'] }).notNull(),
  /** An operator message's subject; null for the other kinds (the site titles them from the kind). */
  subject: text('subject'),
  body: text('body').notNull(),
  quote: text('quote'),
  feedbackId: bigint('feedback_id', { mode: 'number' }),
  /** The operator message this delivers (decision 0064); one per member and message. */
  operatorMessageId: bigint('operator_message_id', { mode: 'number' }),
  readAt: timestamptz('read_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type MemberMessageRow = typeof memberMessages.$inferSelect;
