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
  picks: z.array(z.number().int().min(0).max(99)).max(49).default([]),
  /** The stake of one unit; the ticket's stake is the unit times its units. */
  unit: moneyAmountSchema,
});
export type LotteryBuyRequest = z.input<typeof lotteryBuyRequestSchema>;
export const lotteryBuyResponseSchema = z.object({ ticket: lotteryTicketSchema, balance: z.number() });

export const lotteryTicketsSchema = z.object({ tickets: z.array(lotteryTicketSchema) });

// ---------------------------------------------------------------- chase bets (decision 0074)

/** The most draws one chase covers. */
export const lotteryChaseMaxDraws = 120;

/**
 * A chase: the same bet on the open draw and the draws after it, `draws` of them, a ticket each, all bought (and
 * debited, a ticket at a time) at once. `stopOnWin`: the first win refunds the undrawn tickets.
 */
export const lotteryChaseRequestSchema = lotteryBuyRequestSchema.extend({
  draws: z.number().int().min(1).max(lotteryChaseMaxDraws),
  stopOnWin: z.boolean().default(false),
});
export type LotteryChaseRequest = z.input<typeof lotteryChaseRequestSchema>;

export const lotteryChaseStates = ['running', 'stopped', 'cancelled', 'finished'] as const;

export const lotteryChaseSchema = z.object({
  chaseId: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  position: z.number().int().nullable(),
  picks: z.array(z.number().int()),
  unit: z.number(),
  units: z.number().int(),
  /** The stake of each draw's ticket. */
  stake: z.number(),
  draws: z.number().int(),
  stopOnWin: z.boolean(),
  /** running; stopped (on a win); cancelled (by the player); finished (every ticket drawn). */
  state: z.enum(lotteryChaseStates),
  /** Tickets still waiting for their draw. */
  drawsLeft: z.number().int(),
  /** The next draw a ticket of the chase waits for, if any. */
  nextDrawCode: z.string().nullable(),
  /** What its tickets have won so far. */
  won: z.number(),
  /** Tickets refunded (the chase stopped or was cancelled before their draw). */
  refunded: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type LotteryChase = z.infer<typeof lotteryChaseSchema>;

export const lotteryChaseResponseSchema = z.object({ chase: lotteryChaseSchema, balance: z.number() });
export const lotteryChasesSchema = z.object({ chases: z.array(lotteryChaseSchema) });
export const lotteryChaseCancelRequestSchema = z.strictObject({ chaseId: z.string().min(1).max(64) });

export const lotterySessionResponseSchema = providerSessionSchema.extend({
  gameCode: z.string(),
  /** Which numbers the game draws: ssc, pk10, 11x5, k3 or lhc. */
  kind: z.string(),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  /**
   * The odds of each bet type in hundredths of the unit; bet types whose picks differ in chance per pick as
   * `<betType>:<pick>` (K3 sums, Mark Six zodiac groups and colours).
   */
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

// ---------------------------------------------------------------- the platform's signed reads (decision 0071)

/** One game of the lottery as the platform's `/lgw` calls need it: its kind, its pace, its open and last draw. */
export const lotteryProviderGameSchema = z.object({
  gameCode: z.string(),
  /** Which numbers it draws: ssc, pk10, 11x5, k3 or lhc. */
  kind: z.string(),
  /** Seconds between two draws (on average, for daily draws). */
  everySeconds: z.number().int().positive(),
  open: lotteryDrawSchema.nullable(),
  /** The latest drawn or cancelled draw. */
  last: lotteryDrawSchema.nullable(),
});
export type LotteryProviderGame = z.infer<typeof lotteryProviderGameSchema>;

export const lotteryProviderGamesSchema = z.object({
  provider: z.string(),
  games: z.array(lotteryProviderGameSchema),
});
export type LotteryProviderGames = z.infer<typeof lotteryProviderGamesSchema>;

/** Query of the signed `GET /rgs/v1/lottery/draws`: one draw by its code, or a game's latest results. */
export const lotteryProviderDrawsQuerySchema = z.strictObject({
  requestId: z.string().min(8).max(64),
  timestamp: z.coerce.number().int().positive(),
  gameCode: z.string().min(1).max(32).optional(),
  drawCode: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LotteryProviderDrawsQuery = z.input<typeof lotteryProviderDrawsQuerySchema>;

export const lotteryProviderDrawsSchema = z.object({
  provider: z.string(),
  /** Newest first; a draw asked for by code is the only one (none when unknown). */
  draws: z.array(lotteryDrawSchema),
});
export type LotteryProviderDraws = z.infer<typeof lotteryProviderDrawsSchema>;
