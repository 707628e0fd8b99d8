import type { SportsOddsFormat } from '@ficha/contract';
import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { sportsbookSchema } from './sportsbook-schema.ts';

/** Bets the player cashed out, at the amount taken (0003_cash_out_odds_formats.sql). */
export const cashOuts = sportsbookSchema.table('cash_outs', {
  roundId: text('round_id').primaryKey(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  marginBp: integer('margin_bp').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each player's odds format. */
export const playerSettings = sportsbookSchema.table('player_settings', {
  playerKey: text('player_key').primaryKey(),
  oddsFormat: text('odds_format').$type<SportsOddsFormat>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
