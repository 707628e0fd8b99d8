import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Raffles (migration 0053, decision 0076): each raffle's committed seed and draw, its entries and winners. */
export const raffleDraws = platformSchema.table('raffle_draws', {
  promotionId: integer('promotion_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  serverSeed: text('server_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  totalTickets: bigint('total_tickets', { mode: 'number' }),
  entrants: integer('entrants'),
  drawnAt: timestamptz('drawn_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type RaffleDrawRow = typeof raffleDraws.$inferSelect;

export const raffleEntries = platformSchema.table('raffle_entries', {
  promotionId: integer('promotion_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
  firstTicket: bigint('first_ticket', { mode: 'number' }).notNull(),
  tickets: bigint('tickets', { mode: 'number' }).notNull(),
});

export type RaffleEntryRow = typeof raffleEntries.$inferSelect;

export const raffleWinners = platformSchema.table('raffle_winners', {
  promotionId: integer('promotion_id').notNull(),
  merchantId: integer('merchant_id').notNull(),
  rank: integer('rank').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  ticket: bigint('ticket', { mode: 'number' }).notNull(),
  prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
  claimedAt: timestamptz('claimed_at'),
  entryId: bigint('entry_id', { mode: 'number' }),
  bonusId: bigint('bonus_id', { mode: 'number' }),
});

export type RaffleWinnerRow = typeof raffleWinners.$inferSelect;
