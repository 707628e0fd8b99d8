import { bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

/** Fixed-window counters shared by every instance; the key names the subject, the rule and its window. */
export const rateLimits = platformSchema.table('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Image captchas: only a hash of the answer, bound to the merchant and the captcha id. */
export const captchas = platformSchema.table('captchas', {
  id: text('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const smsCodePurposes = ['register', 'login', 'reset', 'bind', 'verify'] as const;
export type SmsCodePurpose = (typeof smsCodePurposes)[number];

/** SMS verification codes, stored hashed; `recipient` is the dialing code and the number, e.g. `+525512345678`. */
export const smsCodes = platformSchema.table('sms_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  purpose: text('purpose', { enum: smsCodePurposes }).notNull(),
  recipient: text('recipient').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every SMS and email the platform sent (or, in development, only stored) for a merchant. */
export const outbox = platformSchema.table('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  purpose: text('purpose').notNull(),
  status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
