import { bigint, bigserial, text, timestamp } from 'drizzle-orm/pg-core';
import { gamesSchema } from './games-schema.ts';

export const crashPhasesStored = ['betting', 'flying', 'crashed', 'void'] as const;

/** Room rounds of crash (0003_crash.sql). */
export const crashRounds = gamesSchema.table('crash_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  room: text('room').notNull(),
  number: bigint('number', { mode: 'number' }).notNull(),
  publicSeed: text('public_seed').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  phase: text('phase', { enum: crashPhasesStored }).notNull(),
  pointHundredths: bigint('point_hundredths', { mode: 'bigint' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  flightStartedAt: timestamp('flight_started_at', { withTimezone: true }),
  crashedAt: timestamp('crashed_at', { withTimezone: true }),
});

/** Bets on room rounds, each one game round (games.rounds) of the round service. */
export const crashBets = gamesSchema.table('crash_bets', {
  id: text('id').primaryKey(),
  crashRoundId: bigint('crash_round_id', { mode: 'number' }).notNull(),
  roundId: text('round_id').notNull().unique(),
  playerKey: text('player_key').notNull(),
  playerLabel: text('player_label').notNull(),
  autoCashOutHundredths: bigint('auto_cash_out_hundredths', { mode: 'bigint' }),
  cashedOutHundredths: bigint('cashed_out_hundredths', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
