import { z } from 'zod';
import { multiplierTextSchema } from './games-api.ts';
import { moneyAmountSchema, parseMoney } from './money.ts';

/**
 * The crash room (issue 6, docs/decisions/0014-crash-room.md): one shared round per room. The page watches the
 * room on a WebSocket (`GET /api/v1/crash/ws`, no sign-in: everything on it is public, players masked) and
 * bets and cashes out over HTTP with its game session (`x-game-session`). The server prices a cash-out by its
 * own clock at the moment it receives it. Times on the socket are durations (ms), never the server's clock.
 */
export const crashSocketPath = '/api/v1/crash/ws';

/** Shown multipliers: 1.00× … 10000.00×, exact, 2 decimals. */
const crashMultiplierSchema = multiplierTextSchema;

export const crashPhases = ['betting', 'flying', 'crashed'] as const;
export type CrashPhase = (typeof crashPhases)[number];

const idSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars');

/** An automatic cash-out target, 1.01 … 10000.00, read exactly as money is (2 decimals at most). */
export const crashTargetSchema = z.unknown().transform((value, ctx): bigint => {
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: `number_${parsed.reason}` });
    return z.NEVER;
  }
  if (parsed.minor < 101n || parsed.minor > 1_000_000n) {
    ctx.addIssue({ code: 'custom', message: 'crash_target_range' });
    return z.NEVER;
  }
  return parsed.minor;
});

export const crashBetRequestSchema = z.strictObject({
  /** Chosen by the page; a repeat answers the same bet and debits once. */
  requestId: idSchema,
  bet: moneyAmountSchema,
  /** Cash out by itself when the multiplier reaches this (1.01 … 10000.00); absent: only by hand. */
  autoCashOut: crashTargetSchema.optional(),
});

export const crashCashOutRequestSchema = z.strictObject({ betId: idSchema });

/** A bet as everyone in the room sees it. */
export const crashBetSchema = z.object({
  betId: z.string(),
  /** The player, masked (`•••3f9a`). */
  player: z.string(),
  stake: z.number(),
  currency: z.string(),
  autoCashOut: crashMultiplierSchema.nullable(),
  /** Where it cashed out; null while flying or when it rode to the crash. */
  cashedOutAt: crashMultiplierSchema.nullable(),
  /** Null until decided; 0 when it crashed. */
  win: z.number().nullable(),
});
export type CrashBet = z.infer<typeof crashBetSchema>;

/** The room round now. The server seed is shown only once the round has crashed. */
export const crashRoundSchema = z.object({
  number: z.number().int().nonnegative(),
  phase: z.enum(crashPhases),
  publicSeed: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  /** The crash point, once crashed. */
  point: crashMultiplierSchema.nullable(),
  /** Betting: how long bets are still taken. */
  bettingMsLeft: z.number().int().nonnegative().nullable(),
  /** Flying or crashed: ms since take-off. */
  elapsedMs: z.number().int().nonnegative().nullable(),
  multiplier: crashMultiplierSchema,
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

/** A past room round with what verifies it. */
export const crashHistoryEntrySchema = z.object({
  number: z.number().int().nonnegative(),
  point: crashMultiplierSchema,
  publicSeed: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string(),
});

export const crashServerMessageSchema = z.discriminatedUnion('type', [
  /** First message on a socket: where the room stands. */
  z.object({
    type: z.literal('snapshot'),
    round: crashRoundSchema,
    bets: z.array(crashBetSchema),
    history: z.array(crashHistoryEntrySchema),
  }),
  /** A new round takes bets. */
  z.object({ type: z.literal('betting'), round: crashRoundSchema }),
  z.object({ type: z.literal('bet'), number: z.number().int(), bet: crashBetSchema }),
  z.object({ type: z.literal('flying'), number: z.number().int() }),
  z.object({
    type: z.literal('tick'),
    number: z.number().int(),
    elapsedMs: z.number().int(),
    multiplier: crashMultiplierSchema,
  }),
  z.object({ type: z.literal('cash_out'), number: z.number().int(), bet: crashBetSchema }),
  /** The round ended: its point and revealed server seed, and every bet's result. */
  z.object({ type: z.literal('crashed'), round: crashRoundSchema, bets: z.array(crashBetSchema) }),
  z.object({ type: z.literal('pong') }),
]);
export type CrashServerMessage = z.infer<typeof crashServerMessageSchema>;

export const crashClientMessageSchema = z.strictObject({ type: z.literal('ping') });

/** What bet and cash-out answer: the bet and the wallet balance after it. */
export const crashBetResponseSchema = z.object({
  number: z.number().int(),
  bet: crashBetSchema,
  balance: z.number(),
  currency: z.string(),
});
export type CrashBetResponse = z.infer<typeof crashBetResponseSchema>;

/** Hundredths to the shown multiplier text: 250n → `2.50`. */
export function crashMultiplierText(hundredths: bigint): string {
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
