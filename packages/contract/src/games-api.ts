import { z } from 'zod';
import { languageCodes } from './languages.ts';
import { moneyAmountSchema, parseMoney } from './money.ts';

/**
 * The game server's browser API (issue 6, "Game server"): what the game pages in the iframe call. The page
 * exchanges the one-use launch token once for a game session (`POST /api/v1/session`); every other call then
 * carries the session token in the `x-game-session` header. Money is a JSON number with at most 2 decimals
 * (money.ts). Every play call carries a `requestId` chosen by the page: a repeated request answers the same
 * round and never pays twice.
 */
export const gameSessionHeader = 'x-game-session';

/** The game codes this server runs: three slots and the mini games. */
export const slotGameCodes = ['huerta-dorada', 'templo-del-jaguar', 'dragon-de-tormenta'] as const;
export const miniGameCodes = ['dice', 'limbo', 'crash', 'mines', 'plinko', 'keno', 'wheel', 'hilo'] as const;
export const gameCodes = [...slotGameCodes, ...miniGameCodes] as const;
export type GameCode = (typeof gameCodes)[number];
export const gameCodeSchema = z.enum(gameCodes);

/** Which page and which play calls a game uses. */
export const gameKinds = ['slot', 'dice', 'limbo', 'crash', 'mines', 'plinko', 'keno', 'wheel', 'hilo'] as const;
export type GameKind = (typeof gameKinds)[number];

export const gameModeSchema = z.enum(['real', 'demo']);

/** A multiplier for display: exact, truncated to 2 decimals, e.g. `"1.98"`. */
export const multiplierTextSchema = z.string().regex(/^\d+\.\d{2}$/);

/**
 * A number with at most 2 decimals read exactly (as money is), answered in hundredths: a dice threshold
 * `49.5` → 4950, a limbo target `2.00` → 200. Exponents, NaN, strings and a third decimal are refused.
 */
export const hundredthsSchema = z.unknown().transform((value, ctx): number => {
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: `number_${parsed.reason}` });
    return z.NEVER;
  }
  return Number(parsed.minor);
});

const requestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars')
  .describe('Chosen by the page, unique per play; a repeat answers the same round and pays once');
const roundIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars');

// ---------------------------------------------------------------- session, balance, fairness

/** The fairness state the player sees: the commitment of the current server seed, never the seed itself. */
export const fairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().nonnegative(),
});
export type Fairness = z.infer<typeof fairnessSchema>;

export const clientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'printable_ascii');

/** What the page needs about its game: the bet range in the session currency and the game's figures. */
export const sessionGameSchema = z.object({
  gameCode: gameCodeSchema,
  kind: z.enum(gameKinds),
  /** The game's name in the session language. */
  name: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  /** Declared RTP in basis points (9900 = 99 %). */
  rtpBasisPoints: z.number().int(),
  /** The largest multiple of the stake one round can pay, for display ("max win 4,491×"). */
  maxWinMultiplier: multiplierTextSchema,
});

export const sessionStartRequestSchema = z.strictObject({
  /** The launch token from the page URL (`?token=`): a platform launch token, or a demo token. */
  token: z.string().min(16).max(128),
});
/** What every provider's session start answers first (the game server's, the lottery's). */
export const providerSessionSchema = z.object({
  /** Send it as `x-game-session` on every other call. */
  sessionToken: z.string(),
  mode: gameModeSchema,
  currency: z.string(),
  language: z.enum(languageCodes),
  /** Where the exit button leads (the site that launched the game). */
  returnUrl: z.string().nullable(),
  balance: z.number(),
  expiresAt: z.iso.datetime(),
});
export const sessionStartResponseSchema = providerSessionSchema.extend({
  game: sessionGameSchema,
  fairness: fairnessSchema,
  /** The multi-step round (mines, hilo) the player left open in this game, to resume it. */
  activeRound: z.lazy(() => playResultSchema.nullable()),
});

export const balanceResponseSchema = z.object({ balance: z.number(), currency: z.string(), mode: gameModeSchema });

export const clientSeedRequestSchema = z.strictObject({ clientSeed: clientSeedSchema });

export const rotateSeedRequestSchema = z.strictObject({
  /** The client seed of the next pair; the current one is kept when absent. */
  clientSeed: clientSeedSchema.optional(),
});
/** Rotation reveals the retired server seed: every round played under it can now be recomputed. */
export const rotateSeedResponseSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Nonces 0 … roundsPlayed − 1 were used under this pair. */
    roundsPlayed: z.number().int().nonnegative(),
  }),
  current: fairnessSchema,
});

// ---------------------------------------------------------------- outcomes (what the page animates)

const slotWinSchema = z.object({
  /** Payline index, or −1 for a ways win. */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  ways: z.number().int(),
  units: z.number().int(),
});
const slotSpinSchema = z.object({
  stops: z.array(z.number().int()),
  /** window[reel][row], symbol ids of the slot. */
  window: z.array(z.array(z.string())),
  wins: z.array(slotWinSchema),
  scatterCount: z.number().int(),
  scatterUnits: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  units: z.number().int(),
});
const hiloCardSchema = z.object({
  rank: z.number().int().min(1).max(13),
  suit: z.enum(['clubs', 'diamonds', 'hearts', 'spades']),
});
export const hiloGuessSchema = z.enum(['higher', 'lower', 'higher_or_same', 'lower_or_same']);
const hiloStepSchema = z.union([
  z.object({ action: z.literal('skip') }),
  z.object({ action: z.literal('guess'), guess: hiloGuessSchema }),
]);
export const plinkoRowsSchema = z.union([z.literal(8), z.literal(12), z.literal(16)]);
export const riskSchema = z.enum(['low', 'medium', 'high']);

/** The outcome of a round, by game: enough to animate it and to replay it. */
export const outcomeSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('slot'),
    slotCode: z.string(),
    /** The stake is this many bet units; every pay below is in units. */
    betUnits: z.number().int(),
    freeSpinMultiplier: z.number().int(),
    base: slotSpinSchema,
    freeSpins: z.array(slotSpinSchema),
    totalUnits: z.number().int(),
  }),
  z.object({
    game: z.literal('dice'),
    /** The roll, 0.00 … 99.99. */
    roll: z.number(),
    target: z.number(),
    direction: z.enum(['under', 'over']),
    won: z.boolean(),
  }),
  z.object({
    game: z.literal('limbo'),
    /** The drawn result multiplier. */
    result: multiplierTextSchema,
    target: multiplierTextSchema,
    won: z.boolean(),
  }),
  z.object({
    game: z.literal('plinko'),
    rows: plinkoRowsSchema,
    risk: riskSchema,
    /** One bounce per row, 1 = right. */
    path: z.array(z.number().int().min(0).max(1)),
    bucket: z.number().int(),
    /** The board's bucket multipliers, left to right. */
    buckets: z.array(multiplierTextSchema),
  }),
  z.object({
    game: z.literal('keno'),
    spots: z.array(z.number().int()),
    /** The 10 balls, in draw order. */
    drawn: z.array(z.number().int()),
    hits: z.array(z.number().int()),
  }),
  z.object({
    game: z.literal('wheel'),
    risk: riskSchema,
    segment: z.number().int(),
    /** The wheel's segment multipliers, clockwise from the pointer's start. */
    segments: z.array(multiplierTextSchema),
  }),
  z.object({
    game: z.literal('mines'),
    mines: z.number().int(),
    /** Cells picked so far, in order (0 … 24, row by row). */
    picks: z.array(z.number().int()),
    /** Where the mines lie: null while the round is open. */
    mineCells: z.array(z.number().int()).nullable(),
    /** What a cash-out pays now ("0.00" before the first safe pick), and after one more safe pick (null: none left). */
    currentMultiplier: multiplierTextSchema,
    nextMultiplier: multiplierTextSchema.nullable(),
  }),
  z.object({
    game: z.literal('hilo'),
    /** The cards shown so far: cards[0] is the starting card, cards[i] answered step i − 1. */
    cards: z.array(hiloCardSchema),
    steps: z.array(hiloStepSchema),
    /** What a cash-out pays now ("0.00" before the first winning guess). */
    currentMultiplier: multiplierTextSchema,
    /** What a win of each guess would take the multiplier to; absent guesses are not offered. */
    offers: z.array(z.object({ guess: hiloGuessSchema, multiplier: multiplierTextSchema })),
  }),
  z.object({
    game: z.literal('crash'),
    /** The round's crash point. */
    point: multiplierTextSchema,
    /** Where the player cashed out, or null when the bet rode to the crash. */
    cashedOutAt: multiplierTextSchema.nullable(),
  }),
]);
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * `open`: the player still decides (mines, hilo); `pending`: the outcome is fixed and the wallet has not
 * confirmed yet (the server finishes it); `settled` and `rolled_back` (stake returned) are final.
 */
export const roundStateSchema = z.enum(['open', 'pending', 'settled', 'rolled_back']);

/** What every play call answers: the round, its outcome so far, the money and the balance after it. */
export const playResultSchema = z.object({
  roundId: z.string(),
  gameCode: gameCodeSchema,
  state: roundStateSchema,
  stake: z.number(),
  /** The win so far (0 while an open round has not been cashed out). */
  win: z.number(),
  multiplier: multiplierTextSchema,
  balance: z.number(),
  currency: z.string(),
  /** The seeds' commitment and the nonce this round used. */
  fairness: fairnessSchema,
  outcome: outcomeSchema,
});
export type PlayResult = z.infer<typeof playResultSchema>;

// ---------------------------------------------------------------- play calls

const bet = moneyAmountSchema.describe('The stake, a positive JSON number with at most 2 decimals');

/** Slots: the stake covers every line (bet units = lines); the pays are units of stake / betUnits. */
export const slotSpinRequestSchema = z.strictObject({ requestId: requestIdSchema, bet });

export const dicePlayRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  bet,
  /** The threshold 0.00 … 99.99: `under` wins on a roll below it, `over` above it (1 % … 98 % chance). */
  target: hundredthsSchema,
  direction: z.enum(['under', 'over']),
});

export const limboPlayRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  bet,
  /** The target multiplier, 1.01 … 1000000.00. */
  target: hundredthsSchema,
});

export const plinkoPlayRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  bet,
  rows: plinkoRowsSchema,
  risk: riskSchema,
});

export const kenoPlayRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  bet,
  /** 1 … 10 distinct numbers of 1 … 40. */
  spots: z.array(z.number().int().min(1).max(40)).min(1).max(10),
});

export const wheelPlayRequestSchema = z.strictObject({ requestId: requestIdSchema, bet, risk: riskSchema });

export const minesStartRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  bet,
  mines: z.number().int().min(1).max(24),
});
export const minesPickRequestSchema = z.strictObject({
  roundId: roundIdSchema,
  cell: z.number().int().min(0).max(24),
});
export const roundActionRequestSchema = z.strictObject({ roundId: roundIdSchema });

export const hiloStartRequestSchema = z.strictObject({ requestId: requestIdSchema, bet });
export const hiloGuessRequestSchema = z.strictObject({
  roundId: roundIdSchema,
  /** A guess on the next card, or `skip` to replace the current card without betting on it. */
  guess: z.union([hiloGuessSchema, z.literal('skip')]),
});

// ---------------------------------------------------------------- round detail and verification

/** The settings a round's outcome depends on besides its seeds (engines' RoundSettings, on the wire). */
export const roundSettingsSchema = z.discriminatedUnion('game', [
  z.strictObject({ game: z.literal('dice') }),
  z.strictObject({ game: z.literal('limbo') }),
  z.strictObject({ game: z.literal('crash') }),
  z.strictObject({ game: z.literal('mines'), mines: z.number().int().min(1).max(24) }),
  z.strictObject({ game: z.literal('plinko'), rows: plinkoRowsSchema, risk: riskSchema }),
  z.strictObject({ game: z.literal('keno') }),
  z.strictObject({ game: z.literal('wheel'), risk: riskSchema }),
  z.strictObject({ game: z.literal('hilo'), cards: z.number().int().min(1).max(10_000) }),
  z.strictObject({ game: z.literal('slot'), slotCode: z.enum(slotGameCodes) }),
]);
export type RoundSettingsWire = z.infer<typeof roundSettingsSchema>;

/**
 * A round for game recall (`GET /rgs/v1/rounds/<roundId>`, public by its unguessable id): the replay data
 * and its fairness. The server seed is shown only once its pair was rotated; an open round hides what the
 * player has not uncovered yet.
 */
export const roundDetailSchema = z.object({
  roundId: z.string(),
  gameCode: gameCodeSchema,
  /** The game's names by language code. */
  gameNames: z.record(z.string(), z.string()),
  mode: gameModeSchema,
  currency: z.string(),
  state: roundStateSchema,
  stake: z.number(),
  win: z.number(),
  multiplier: multiplierTextSchema,
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  outcome: outcomeSchema,
  fairness: z.object({
    serverSeedHash: z.string(),
    /** Null until the seed pair is rotated (then anyone can recompute the round). */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
    settings: roundSettingsSchema,
  }),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

/** The public verification call: recomputes a round from its seeds with the engines' own code. */
export const verifyRoundRequestSchema = z.strictObject({
  serverSeed: z.string().min(1).max(256),
  /** The commitment shown before the round; compared with SHA-256 of the server seed. */
  serverSeedHash: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
  clientSeed: z.string().min(1).max(256),
  nonce: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  settings: roundSettingsSchema,
});
export const verifyRoundResponseSchema = z.object({
  /** Null when no commitment was given. */
  commitmentMatches: z.boolean().nullable(),
  /** The raw draw of the round, as FAIRNESS.md defines it. */
  draw: z.discriminatedUnion('game', [
    z.object({ game: z.literal('dice'), roll: z.number() }),
    z.object({ game: z.literal('limbo'), result: multiplierTextSchema }),
    z.object({ game: z.literal('crash'), point: multiplierTextSchema }),
    z.object({ game: z.literal('mines'), mineCells: z.array(z.number().int()) }),
    z.object({ game: z.literal('plinko'), path: z.array(z.number().int()), bucket: z.number().int() }),
    z.object({ game: z.literal('keno'), drawn: z.array(z.number().int()) }),
    z.object({ game: z.literal('wheel'), segment: z.number().int() }),
    z.object({ game: z.literal('hilo'), cards: z.array(hiloCardSchema) }),
    z.object({
      game: z.literal('slot'),
      slotCode: z.string(),
      base: slotSpinSchema,
      freeSpins: z.array(slotSpinSchema),
      totalUnits: z.number().int(),
      multiplier: multiplierTextSchema,
    }),
  ]),
});
