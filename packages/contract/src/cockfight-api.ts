import { z } from 'zod';
import { moneyAmountSchema } from './money.ts';
import { signedEnvelopeFields } from './seamless.ts';

/**
 * Cockfight (sabong) in the sportsbook (issue 19, decision 0072): arenas run fights one after another; each
 * fight takes bets on MERON, WALA or DRAW at fixed odds while its betting window is open. Odds travel as integer
 * thousandths of decimal odds (1.900 → 1900), money as JSON numbers with at most 2 decimals.
 */
export const cockfightSides = ['meron', 'wala', 'draw'] as const;
export type CockfightSide = (typeof cockfightSides)[number];

/** scheduled → open (betting window) → closed (the fight is on) → settled (result in) or cancelled. */
export const cockfightFightStates = ['scheduled', 'open', 'closed', 'settled', 'cancelled'] as const;
export type CockfightFightState = (typeof cockfightFightStates)[number];

/** A fight's result: a side won, or a draw. A fight called off is `cancelled` with no result. */
export const cockfightResults = ['meron', 'wala', 'draw'] as const;
export type CockfightResult = (typeof cockfightResults)[number];

/** How a bet ended: won, lost, stake returned (MERON/WALA on a draw), or void (fight cancelled: rolled back). */
export const cockfightBetOutcomes = ['win', 'lose', 'push', 'void'] as const;

const oddsMilliSchema = z.number().int().min(1001).max(1_000_000);
export const cockfightOddsSchema = z.object({ meron: oddsMilliSchema, wala: oddsMilliSchema, draw: oddsMilliSchema });

const idSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars');
const entrySchema = z.string().trim().min(1).max(80);

export const cockfightFightSchema = z.object({
  id: z.string(),
  arenaId: z.string(),
  arenaName: z.string(),
  number: z.number().int(),
  meron: z.string(),
  wala: z.string(),
  state: z.enum(cockfightFightStates),
  odds: cockfightOddsSchema,
  /** While open: milliseconds until the window closes as the server counts them (null: no planned close). */
  closesInMs: z.number().int().nullable(),
  result: z.enum(cockfightResults).nullable(),
});
export type CockfightFight = z.infer<typeof cockfightFightSchema>;

/** The arena view of a player: the fight on now (or next), the ones after it, and the last results. */
export const cockfightArenaSchema = z.object({
  arena: z.object({ id: z.string(), name: z.string() }).nullable(),
  current: cockfightFightSchema.nullable(),
  upcoming: z.array(cockfightFightSchema),
  results: z.array(cockfightFightSchema),
});
export type CockfightArena = z.infer<typeof cockfightArenaSchema>;

export const cockfightArenaQuerySchema = z.strictObject({ arenaId: idSchema.optional() });

export const placeCockfightBetRequestSchema = z.strictObject({
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars'),
  fightId: idSchema,
  side: z.enum(cockfightSides),
  stake: moneyAmountSchema,
});

export const cockfightBetSchema = z.object({
  betId: z.string(),
  fightId: z.string(),
  arenaName: z.string(),
  fightNumber: z.number().int(),
  meron: z.string(),
  wala: z.string(),
  side: z.enum(cockfightSides),
  odds: z.number().int(),
  stake: z.number(),
  potentialReturn: z.number(),
  /** open until the fight is settled; won / lost / push (stake back on a draw) / void (fight cancelled). */
  status: z.enum(['open', 'won', 'lost', 'push', 'void']),
  /** What was paid back once settled (0 for a loss), null while open or void. */
  paid: z.number().nullable(),
  placedAt: z.iso.datetime(),
});
export type CockfightBet = z.infer<typeof cockfightBetSchema>;

export const placeCockfightBetResponseSchema = z.object({ bet: cockfightBetSchema, balance: z.number() });
export const cockfightBetsSchema = z.object({ bets: z.array(cockfightBetSchema) });

// ---------------------------------------------------------------- the operator's calls (signed by the platform)

export const createCockfightFightRequestSchema = z.strictObject({
  ...signedEnvelopeFields,
  arenaId: idSchema,
  arenaName: entrySchema,
  meron: entrySchema,
  wala: entrySchema,
  odds: cockfightOddsSchema,
});

export const controlCockfightFightRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    ...signedEnvelopeFields,
    fightId: idSchema,
    action: z.literal('open'),
    /** How long the betting window stays open before it closes by itself. */
    windowSeconds: z.number().int().min(10).max(3600),
  }),
  z.strictObject({ ...signedEnvelopeFields, fightId: idSchema, action: z.literal('close') }),
  z.strictObject({
    ...signedEnvelopeFields,
    fightId: idSchema,
    action: z.literal('settle'),
    result: z.enum(cockfightResults),
  }),
  z.strictObject({ ...signedEnvelopeFields, fightId: idSchema, action: z.literal('cancel') }),
]);
/** A control call without its signed envelope. */
export type ControlCockfightFightRequest = DistributiveOmit<
  z.infer<typeof controlCockfightFightRequestSchema>,
  'requestId' | 'timestamp'
>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const cockfightFightAnswerSchema = z.object({ fight: cockfightFightSchema, bets: z.number().int() });
