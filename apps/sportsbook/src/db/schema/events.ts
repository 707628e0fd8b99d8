import { bigint, integer, jsonb, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventResult, LegOutcome, MarketKind } from '../../betting/markets.ts';
import type { EventStatus, Sport } from '../../feed/feed-adapter.ts';
import { sportsbookSchema } from './sportsbook-schema.ts';

/** Events as the feed last reported them (0001_sportsbook.sql). */
export const events = sportsbookSchema.table('events', {
  id: text('id').primaryKey(),
  sport: text('sport').$type<Sport>().notNull(),
  league: text('league').notNull(),
  home: text('home').notNull(),
  away: text('away').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  status: text('status').$type<EventStatus>().notNull(),
  minute: integer('minute'),
  scoreHome: integer('score_home').notNull(),
  scoreAway: integer('score_away').notNull(),
  result: jsonb('result').$type<EventResult>(),
  /** The version of `result`: 1 the first, each correction higher (decision 0083). */
  resultVersion: integer('result_version').notNull().default(1),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type EventRow = typeof events.$inferSelect;

export const marketStatuses = ['open', 'suspended', 'closed'] as const;

/** Markets of the events, with their prices in odds thousandths. */
export const markets = sportsbookSchema.table('markets', {
  id: text('id').primaryKey(),
  eventId: text('event_id').notNull(),
  kind: text('kind').$type<MarketKind>().notNull(),
  line: integer('line').notNull(),
  map: integer('map').notNull(),
  status: text('status', { enum: marketStatuses }).notNull(),
  odds: jsonb('odds').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MarketRow = typeof markets.$inferSelect;

/** The legs of the bets (a bet is a kit round). */
export const betLegs = sportsbookSchema.table('bet_legs', {
  roundId: text('round_id').notNull(),
  leg: smallint('leg').notNull(),
  eventId: text('event_id').notNull(),
  marketId: text('market_id').notNull(),
  selection: text('selection').notNull(),
  oddsMilli: integer('odds_milli').notNull(),
  outcome: text('outcome').$type<LegOutcome>(),
});
export type BetLegRow = typeof betLegs.$inferSelect;

/** Stake and payout limits by currency ('*': the default). */
export const limits = sportsbookSchema.table('limits', {
  currency: text('currency').primaryKey(),
  minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
  maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
  maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
});
