import { bigint, bigserial, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const bonusStatuses = ['active', 'completed', 'spent', 'forfeited', 'expired'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** Granted bonuses (migration 0036, decision 0050); their money moves in db/functions/06_bonus_wallet.sql. */
export const memberBonuses = platformSchema.table('member_bonuses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  source: text('source').notNull(),
  grantKey: text('grant_key').notNull(),
  budgetRef: text('budget_ref').notNull(),
  bonusWalletId: bigint('bonus_wallet_id', { mode: 'number' }).notNull(),
  walletId: bigint('wallet_id', { mode: 'number' }).notNull(),
  status: text('status', { enum: bonusStatuses }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
  requirementMinor: bigint('requirement_minor', { mode: 'bigint' }).notNull(),
  wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull(),
  contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
  defaultContributionPct: integer('default_contribution_pct').notNull(),
  maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
  maxCashoutMinor: bigint('max_cashout_minor', { mode: 'bigint' }),
  playOrder: text('play_order', { enum: ['cash_first', 'bonus_first'] }).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  grantEntryId: bigint('grant_entry_id', { mode: 'number' }),
  endedAt: timestamptz('ended_at'),
  endEntryId: bigint('end_entry_id', { mode: 'number' }),
  convertedMinor: bigint('converted_minor', { mode: 'bigint' }).notNull(),
  forfeitedMinor: bigint('forfeited_minor', { mode: 'bigint' }).notNull(),
});

export type MemberBonusRow = typeof memberBonuses.$inferSelect;
