import { bigint, date, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { lotterySchema } from './lottery-schema.ts';

/**
 * What a merchant's tickets moved per UTC day, game and bet type (0005_reports.sql, decision 0090): kept in the
 * transaction that records each money movement of a ticket.
 */
export const reportDays = lotterySchema.table(
  'report_days',
  {
    merchantCode: text('merchant_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    tickets: integer('tickets').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(0n),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(0n),
    refundMinor: bigint('refund_minor', { mode: 'bigint' }).notNull().default(0n),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.day, t.gameCode, t.betType] })],
);

/** A player who bought a ticket of a game on a day (distinct players over any run of days). */
export const reportPlayerDays = lotterySchema.table(
  'report_player_days',
  {
    merchantCode: text('merchant_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameCode: text('game_code').notNull(),
    playerKey: text('player_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.day, t.gameCode, t.playerKey] })],
);
