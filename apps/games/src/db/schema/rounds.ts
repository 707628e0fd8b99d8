import { bigint, bigserial, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { gamesSchema } from './games-schema.ts';

/** A launch and the game session it becomes (0002_rounds.sql). */
export const sessions = gamesSchema.table('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  launchTokenHash: text('launch_token_hash').notNull().unique(),
  tokenHash: text('token_hash').unique(),
  mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
  gameCode: text('game_code').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url'),
  /** The sites that may frame the game page (its `frame-ancestors`), from the signed launch call. */
  frameAncestors: text('frame_ancestors').array().notNull().default([]),
  playerId: text('player_id'),
  playerKey: text('player_key'),
  demoBalanceMinor: bigint('demo_balance_minor', { mode: 'bigint' }),
  lastBalanceMinor: bigint('last_balance_minor', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export type SessionRow = typeof sessions.$inferSelect;

/** Provably-fair seed pairs; one live pair per player key (revealed_at null). */
export const seedPairs = gamesSchema.table('seed_pairs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerKey: text('player_key').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
});
export type SeedPairRow = typeof seedPairs.$inferSelect;

export const roundStates = ['open', 'decided', 'rolling_back', 'settled', 'rolled_back'] as const;
export type RoundState = (typeof roundStates)[number];

/** Rounds, written before money moves (decision 0013). */
export const rounds = gamesSchema.table('rounds', {
  id: text('id').primaryKey(),
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  clientRequestId: text('client_request_id').notNull(),
  playerKey: text('player_key').notNull(),
  playerId: text('player_id'),
  mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
  gameCode: text('game_code').notNull(),
  currency: text('currency').notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
  winMinor: bigint('win_minor', { mode: 'bigint' }),
  multiplier: text('multiplier').notNull().default('0.00'),
  state: text('state', { enum: roundStates }).notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
  seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull(),
  nonce: bigint('nonce', { mode: 'number' }).notNull(),
  debitTransactionId: text('debit_transaction_id').notNull(),
  creditTransactionId: text('credit_transaction_id').notNull(),
  rollbackTransactionId: text('rollback_transaction_id').notNull(),
  debitedAt: timestamp('debited_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
export type RoundRow = typeof rounds.$inferSelect;
