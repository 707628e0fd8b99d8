import { bigint, bigserial, boolean, customType, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

/** bytea as a Buffer on both drivers (pg answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const paymentChannels = platformSchema.table('payment_channels', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  code: text('code').notNull(),
  kind: text('kind', { enum: ['bank_transfer', 'ewallet', 'gateway'] }).notNull(),
  name: text('name').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  bankName: text('bank_name').notNull(),
  accountHolder: text('account_holder').notNull(),
  accountNumber: text('account_number').notNull(),
  instructions: text('instructions').notNull(),
  minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
  maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
  enabled: boolean('enabled').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentChannelRow = typeof paymentChannels.$inferSelect;

export const deposits = platformSchema.table('deposits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  channelId: integer('channel_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  reference: text('reference').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'failed', 'expired'] }).notNull(),
  rejectReason: text('reject_reason'),
  entryId: bigint('entry_id', { mode: 'number' }),
  reviewedByOperatorId: integer('reviewed_by_operator_id'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  gatewayOrderId: text('gateway_order_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The deposit bonus the player opted into (migration 0042); granted when the deposit is credited. */
  promotionId: integer('promotion_id'),
});

export type DepositRow = typeof deposits.$inferSelect;

export const depositProofs = platformSchema.table('deposit_proofs', {
  depositId: bigint('deposit_id', { mode: 'number' }).primaryKey(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
});

export const gatewayCallbacks = platformSchema.table('gateway_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id'),
  depositId: bigint('deposit_id', { mode: 'number' }),
  orderId: text('order_id').notNull(),
  outcome: text('outcome').notNull(),
  result: text('result').notNull(),
  body: text('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
