import { bigint, boolean, index, integer, jsonb, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { lotterySchema } from './lottery-schema.ts';
import { sessions } from './provider-tables.ts';

/** The states a chase is stored in; a running chase with every ticket drawn is shown as finished. */
export const storedChaseStates = ['running', 'stopped', 'cancelled'] as const;

/** Chase bets: the same bet over the next N draws, a ticket per draw (0003_chases.sql). */
export const chases = lotterySchema.table(
  'chases',
  {
    id: text('id').primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id),
    requestId: text('request_id').notNull(),
    playerKey: text('player_key').notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    position: integer('position'),
    picks: jsonb('picks').$type<number[]>().notNull(),
    unitMinor: bigint('unit_minor', { mode: 'bigint' }).notNull(),
    units: integer('units').notNull(),
    draws: integer('draws').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    state: text('state', { enum: storedChaseStates }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    unique('chases_session_id_request_id_key').on(t.sessionId, t.requestId),
    index('chases_player_recent').on(t.playerKey, t.gameCode, t.createdAt),
  ],
);

export type ChaseRow = typeof chases.$inferSelect;
