import { bigint, bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

export const ledgerAccountKinds = [
  'player_wallet',
  'agent_wallet',
  'bonus_wallet',
  'house',
  'payment_clearing',
  'promotion_budget',
  'agent_commission',
  'outside_world',
  'member_points',
  'points_pool',
  /** What a member owes (never above zero): a resettlement took back more than the wallet held (decision 0083). */
  'member_debt',
] as const;

export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = platformSchema.table('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  currency: text('currency').notNull(),
  kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
  ownerMemberId: bigint('owner_member_id', { mode: 'number' }),
  ownerRef: text('owner_ref').notNull(),
  balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const journalEntries = platformSchema.table('journal_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  currency: text('currency').notNull(),
  kind: text('kind').notNull(),
  source: text('source').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
  memo: text('memo').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const postings = platformSchema.table('postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
