import { bigint, bigserial, jsonb, text, timestamp, type PgSchema } from 'drizzle-orm/pg-core';

export const roundStates = ['open', 'decided', 'rolling_back', 'settled', 'rolled_back'] as const;
export type RoundState = (typeof roundStates)[number];

/**
 * The kit's tables in a provider's own PostgreSQL schema (decision 0026): game sessions from launch tokens,
 * provably-fair seed pairs and rounds. The provider's migrations create them (`sql/provider-tables.sql` is the
 * DDL to copy into a new provider's first migration); this declares them for drizzle, once per schema.
 */
export function createProviderTables(schema: PgSchema) {
  /** A launch and the game session it becomes. */
  const sessions = schema.table('sessions', {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    tokenHash: text('token_hash').unique(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    gameCode: text('game_code').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    returnUrl: text('return_url'),
    playerId: text('player_id'),
    playerKey: text('player_key'),
    demoBalanceMinor: bigint('demo_balance_minor', { mode: 'bigint' }),
    lastBalanceMinor: bigint('last_balance_minor', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The sites that may frame the game page (its `frame-ancestors`), from the signed launch call. */
    frameAncestors: text('frame_ancestors').array().notNull().default([]),
  });

  /** Provably-fair seed pairs; one live pair per player key (revealed_at null). */
  const seedPairs = schema.table('seed_pairs', {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerKey: text('player_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  });

  /** Rounds (bets), written before money moves (decision 0013). */
  const rounds = schema.table('rounds', {
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

  return { sessions, seedPairs, rounds };
}

export type ProviderTables = ReturnType<typeof createProviderTables>;
export type SessionRow = ProviderTables['sessions']['$inferSelect'];
export type SeedPairRow = ProviderTables['seedPairs']['$inferSelect'];
export type RoundRow = ProviderTables['rounds']['$inferSelect'];
export type NewRound = ProviderTables['rounds']['$inferInsert'];
