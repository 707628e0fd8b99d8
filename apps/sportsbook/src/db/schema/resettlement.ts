import { bigint, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventResult } from '../../betting/markets.ts';
import { sportsbookSchema } from './sportsbook-schema.ts';

/** Corrections of settled events' results (0004_resettlement.sql, decision 0083). */
export const resultCorrections = sportsbookSchema.table(
  'result_corrections',
  {
    eventId: text('event_id').notNull(),
    version: integer('version').notNull(),
    previousResult: jsonb('previous_result').$type<EventResult>().notNull(),
    result: jsonb('result').$type<EventResult>().notNull(),
    source: text('source', { enum: ['feed', 'operator'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.version] })],
);
export type ResultCorrectionRow = typeof resultCorrections.$inferSelect;

export const resettlementStates = ['pending', 'done', 'refused'] as const;

/** A settled bet's return after a correction, one row per (bet, settlement version). */
export const betResettlements = sportsbookSchema.table(
  'bet_resettlements',
  {
    roundId: text('round_id').notNull(),
    version: integer('version').notNull(),
    eventId: text('event_id').notNull(),
    resultVersion: integer('result_version').notNull(),
    previousReturnMinor: bigint('previous_return_minor', { mode: 'bigint' }).notNull(),
    returnMinor: bigint('return_minor', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: resettlementStates }).notNull(),
    debtMinor: bigint('debt_minor', { mode: 'bigint' }).notNull().default(0n),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.version] })],
);
export type BetResettlementRow = typeof betResettlements.$inferSelect;
