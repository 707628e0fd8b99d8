import { bigint, bigserial, boolean, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A game provider registered with one merchant (code unique across the deployment). */
export const seamlessProviders = platformSchema.table('seamless_providers', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  baseUrl: text('base_url').notNull(),
  enabled: boolean('enabled').notNull(),
  categories: text('categories').array().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type SeamlessProviderRow = typeof seamlessProviders.$inferSelect;

/** The opaque id a provider knows a member by. */
export const seamlessPlayers = platformSchema.table('seamless_players', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerId: integer('provider_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  playerId: text('player_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const seamlessLaunchTokens = platformSchema.table('seamless_launch_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  providerId: integer('provider_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  gameCode: text('game_code').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const seamlessTransactionKinds = [
  'debit',
  'credit',
  'rollback',
  'tombstone',
  'adjust_credit',
  'adjust_debit',
] as const;

export const seamlessTransactions = platformSchema.table('seamless_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  providerId: integer('provider_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  kind: text('kind', { enum: seamlessTransactionKinds }).notNull(),
  status: text('status', { enum: ['done', 'cancelled'] }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  roundId: text('round_id').notNull().default(''),
  gameCode: text('game_code').notNull().default(''),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(0n),
  referenceTransactionId: text('reference_transaction_id'),
  requestHash: text('request_hash').notNull().default(''),
  requestId: text('request_id').notNull().default(''),
  entryId: bigint('entry_id', { mode: 'number' }),
  answer: jsonb('answer'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type SeamlessTransactionRow = typeof seamlessTransactions.$inferSelect;

export const betRecordStatuses = ['open', 'settled', 'cancelled'] as const;

/** One row per round of a provider: the betting record (SPEC personalHistoryCopy). */
export const betRecords = platformSchema.table('bet_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  providerId: integer('provider_id').notNull(),
  providerCode: text('provider_code').notNull(),
  roundId: text('round_id').notNull(),
  gameCode: text('game_code').notNull(),
  category: text('category').notNull(),
  currency: text('currency').notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
  winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
  validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: betRecordStatuses }).notNull(),
  hasCredit: boolean('has_credit').notNull(),
  openedAt: timestamptz('opened_at').notNull().defaultNow(),
  settledAt: timestamptz('settled_at'),
  detailUrl: text('detail_url').notNull(),
});

export type BetRecordRow = typeof betRecords.$inferSelect;
