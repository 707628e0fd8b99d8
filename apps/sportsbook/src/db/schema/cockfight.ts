import type { CockfightFightState, CockfightResult, CockfightSide } from '@ficha/contract';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { sportsbookSchema } from './sportsbook-schema.ts';

export type ArenaSource = 'feed' | 'operator';
export type CockfightOutcome = 'win' | 'lose' | 'push' | 'void';

/** Arenas: the feed's, or an operator's (0002_cockfight.sql). */
export const cockfightArenas = sportsbookSchema.table('cockfight_arenas', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  source: text('source').$type<ArenaSource>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ArenaRow = typeof cockfightArenas.$inferSelect;

/** Fights of the arenas with their odds in thousandths. */
export const cockfightFights = sportsbookSchema.table('cockfight_fights', {
  id: text('id').primaryKey(),
  arenaId: text('arena_id').notNull(),
  number: integer('number').notNull(),
  meron: text('meron').notNull(),
  wala: text('wala').notNull(),
  state: text('state').$type<CockfightFightState>().notNull(),
  meronOdds: integer('meron_odds').notNull(),
  walaOdds: integer('wala_odds').notNull(),
  drawOdds: integer('draw_odds').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }),
  result: text('result').$type<CockfightResult>(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FightRow = typeof cockfightFights.$inferSelect;

/** The cockfight bets (a bet is a kit round). */
export const cockfightBets = sportsbookSchema.table('cockfight_bets', {
  roundId: text('round_id').primaryKey(),
  fightId: text('fight_id').notNull(),
  side: text('side').$type<CockfightSide>().notNull(),
  oddsMilli: integer('odds_milli').notNull(),
  outcome: text('outcome').$type<CockfightOutcome>(),
});
export type CockfightBetRow = typeof cockfightBets.$inferSelect;
