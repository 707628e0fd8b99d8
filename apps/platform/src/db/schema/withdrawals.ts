import { bigint, bigserial, boolean, customType, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const withdrawalSettings = platformSchema.table('withdrawal_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
  maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
  dailyCount: integer('daily_count').notNull(),
  dualApprovalThresholdMinor: bigint('dual_approval_threshold_minor', { mode: 'bigint' }).notNull(),
  depositTurnoverPct: integer('deposit_turnover_pct').notNull(),
  bonusTurnoverPct: integer('bonus_turnover_pct').notNull(),
  autoConfirmMinutes: integer('auto_confirm_minutes').notNull(),
  bankChangeCoolingHours: integer('bank_change_cooling_hours').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type WithdrawalSettingsRow = typeof withdrawalSettings.$inferSelect;

export const memberBankAccounts = platformSchema.table('member_bank_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  payeeName: text('payee_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  coolingUntil: timestamptz('cooling_until'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

export const withdrawals = platformSchema.table('withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  bankAccountId: bigint('bank_account_id', { mode: 'number' }).notNull(),
  payeeName: text('payee_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  currency: text('currency').notNull(),
  walletAccountId: bigint('wallet_account_id', { mode: 'number' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  status: text('status', {
    enum: [
      'pending',
      'awaiting_second_approval',
      'approved',
      'rejected',
      'paid',
      'received',
      'all_received',
      'not_received',
    ],
  }).notNull(),
  holdEntryId: bigint('hold_entry_id', { mode: 'number' }).notNull(),
  paidEntryId: bigint('paid_entry_id', { mode: 'number' }),
  releaseEntryId: bigint('release_entry_id', { mode: 'number' }),
  rejectReason: text('reject_reason'),
  firstApproverId: integer('first_approver_id'),
  firstApprovedAt: timestamptz('first_approved_at'),
  secondApproverId: integer('second_approver_id'),
  secondApprovedAt: timestamptz('second_approved_at'),
  paidBy: integer('paid_by'),
  paidAt: timestamptz('paid_at'),
  rejectedBy: integer('rejected_by'),
  rejectedAt: timestamptz('rejected_at'),
  confirmedAt: timestamptz('confirmed_at'),
  autoConfirmed: boolean('auto_confirmed').notNull().default(false),
  proofMime: text('proof_mime', { enum: ['image/png', 'image/jpeg'] }),
  proofImage: bytea('proof_image'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type WithdrawalRow = typeof withdrawals.$inferSelect;
