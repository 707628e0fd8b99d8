import { bigint, bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const adjustmentSettings = platformSchema.table('adjustment_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  dualApprovalThresholdMinor: bigint('dual_approval_threshold_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const walletAdjustments = platformSchema.table('wallet_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  reasonCode: text('reason_code').notNull(),
  note: text('note').notNull(),
  status: text('status', { enum: ['pending', 'posted', 'rejected'] }).notNull(),
  requestId: text('request_id').notNull(),
  requestedBy: integer('requested_by').notNull(),
  requestedByName: text('requested_by_name').notNull(),
  decidedBy: integer('decided_by'),
  decidedByName: text('decided_by_name'),
  entryId: bigint('entry_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
});

export type WalletAdjustmentRow = typeof walletAdjustments.$inferSelect;
