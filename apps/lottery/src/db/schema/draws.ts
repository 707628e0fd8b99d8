import { bigint, bigserial, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { lotteryDrawStates } from '@ficha/contract';
import { lotterySchema } from './lottery-schema.ts';
import { rounds } from './provider-tables.ts';

/** Draws of every lottery game: 0002_draws.sql. */
export const draws = lotterySchema.table('draws', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameCode: text('game_code').notNull(),
  drawCode: text('draw_code').notNull().unique(),
  state: text('state', { enum: lotteryDrawStates }).notNull(),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  numbers: jsonb('numbers').$type<number[]>(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DrawRow = typeof draws.$inferSelect;

/** A ticket: a round of the kit on one draw, with its bet. */
export const tickets = lotterySchema.table(
  'tickets',
  {
    roundId: text('round_id')
      .primaryKey()
      .references(() => rounds.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => draws.id),
    betType: text('bet_type').notNull(),
    position: integer('position'),
    picks: jsonb('picks').$type<number[]>().notNull(),
    unitMinor: bigint('unit_minor', { mode: 'bigint' }).notNull(),
    units: integer('units').notNull(),
    /** The chase that bought it (0003_chases.sql), if any. */
    chaseId: text('chase_id'),
  },
  (t) => [index('tickets_draw').on(t.drawId)],
);

export type TicketRow = typeof tickets.$inferSelect;
