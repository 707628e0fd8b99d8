import { z } from 'zod';
import { providerSessionSchema } from './games-api.ts';
import { moneyAmountSchema } from './money.ts';

/**
 * The lottery provider's browser API (issue 18): the lottery page exchanges its launch token for a session, as a
 * game page does, then buys tickets on a draw of the session's game. Draws are public: their commitment (the
 * SHA-256 of the server seed) is published when the draw opens, the seed and the numbers once it is drawn, and
 * anyone can recompute the numbers (`POST /api/v1/draws/verify`).
 */
export const lotteryDrawStates = ['open', 'drawn', 'settled', 'cancelled'] as const;

export const lotteryDrawSchema = z.object({
  drawCode: z.string(),
  gameCode: z.string(),
  state: z.enum(lotteryDrawStates),
  opensAt: z.iso.datetime(),
  /** Tickets are taken until then. */
  closesAt: z.iso.datetime(),
  drawAt: z.iso.datetime(),
  serverSeedHash: z.string(),
  /** Revealed once the draw is drawn (or cancelled). */
  serverSeed: z.string().nullable(),
  numbers: z.array(z.number().int()).nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryDrawsQuerySchema = z.strictObject({ gameCode: z.string().min(1).max(32) });
export const lotteryDrawsSchema = z.object({
  gameCode: z.string(),
  /** The draw taking tickets now, or null between draws. */
  open: lotteryDrawSchema.nullable(),
  /** The latest drawn or cancelled draws, newest first. */
  recent: z.array(lotteryDrawSchema),
});

export const lotteryTicketStates = ['pending', 'open', 'won', 'lost', 'refunded'] as const;

export const lotteryTicketSchema = z.object({
  ticketId: z.string(),
  drawCode: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  position: z.number().int().nullable(),
  picks: z.array(z.number().int()),
  unit: z.number(),
  units: z.number().int(),
  stake: z.number(),
  /** Null until the draw is drawn. */
  win: z.number().nullable(),
  state: z.enum(lotteryTicketStates),
  createdAt: z.iso.datetime(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

export const lotteryBuyRequestSchema = z.strictObject({
  /** Chosen by the page: a repeated request answers the same ticket and never debits twice. */
  requestId: z.string().min(8).max(64),
  drawCode: z.string().min(1).max(40),
  betType: z.string().min(1).max(16),
  position: z.number().int().min(1).max(10).optional(),
  picks: z.array(z.number().int().min(0).max(99)).max(14).default([]),
  /** The stake of one unit; the ticket's stake is the unit times its units. */
  unit: moneyAmountSchema,
});
export type LotteryBuyRequest = z.input<typeof lotteryBuyRequestSchema>;
export const lotteryBuyResponseSchema = z.object({ ticket: lotteryTicketSchema, balance: z.number() });

export const lotteryTicketsSchema = z.object({ tickets: z.array(lotteryTicketSchema) });

export const lotterySessionResponseSchema = providerSessionSchema.extend({
  gameCode: z.string(),
  /** Which numbers the game draws: ssc, pk10, 11x5 or k3. */
  kind: z.string(),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  /** The odds of each bet type in hundredths of the unit (K3 sums as `sum:<n>`). */
  odds: z.record(z.string(), z.string()),
  minUnit: z.number(),
  maxStake: z.number(),
});

export const lotteryVerifyRequestSchema = z.strictObject({
  gameCode: z.string().min(1).max(32),
  drawCode: z.string().min(1).max(40),
  serverSeed: z.string().min(1).max(128),
});
export const lotteryVerifyResponseSchema = z.object({
  serverSeedHash: z.string(),
  numbers: z.array(z.number().int()),
});

export const lotteryCancelRequestSchema = z.strictObject({
  requestId: z.string().min(8).max(64),
  timestamp: z.number().int(),
  drawCode: z.string().min(1).max(40),
});
export const lotteryCancelResponseSchema = z.object({ draw: lotteryDrawSchema, refunded: z.number().int() });
