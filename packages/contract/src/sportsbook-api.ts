import { z } from 'zod';
import { languageCodes } from './languages.ts';
import { moneyAmountSchema } from './money.ts';
import { signedEnvelopeFields } from './seamless.ts';

/**
 * The sportsbook's browser API (issue 19, decision 0057): what the betting pages served by the sportsbook call,
 * on a game session like the game server's (`x-game-session`). Odds travel as integer thousandths of decimal odds
 * (1.850 → 1850), lines in quarter units (-0.75 → -3), money as JSON numbers with at most 2 decimals.
 */
/** The sportsbook's lanes: sports, e-sports and cockfight (decision 0072), one betting page each. */
export const sportsbookGameCodes = ['sports', 'esports', 'cockfight'] as const;
export type SportsbookGameCode = (typeof sportsbookGameCodes)[number];

export const sportsbookSports = ['football', 'basketball', 'tennis', 'cs2', 'dota2', 'lol'] as const;
export type SportsbookSport = (typeof sportsbookSports)[number];
/** The e-sports lane (`/esports`): the others are on `/sports`. */
export const sportsbookEsports: readonly SportsbookSport[] = ['cs2', 'dota2', 'lol'];

export const sportsMarketKinds = [
  '1x2',
  'winner',
  'handicap',
  'total',
  'btts',
  'correct_score',
  'map_winner',
  'map_total',
] as const;
export type SportsMarketKind = (typeof sportsMarketKinds)[number];

export const sportsEventStatuses = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const sportsLegOutcomes = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;

/** What the player accepts when a price moved between the slip and placement. */
export const oddsChangePolicies = ['none', 'better', 'any'] as const;

/**
 * How the player reads prices (decision 0075), stored per player by the sportsbook: decimal (European), Hong Kong,
 * Malay and Indonesian. Prices still travel as decimal thousandths; odds-formats.ts converts them for display.
 */
export const sportsOddsFormats = ['decimal', 'hong_kong', 'malay', 'indonesian'] as const;
export type SportsOddsFormat = (typeof sportsOddsFormats)[number];

const oddsMilliSchema = z.number().int().min(1001).max(1_000_000);
const idSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars');

export const sportsMarketSchema = z.object({
  id: z.string(),
  kind: z.enum(sportsMarketKinds),
  line: z.number().int(),
  map: z.number().int(),
  /** Suspended: shown, not taking bets. */
  suspended: z.boolean(),
  odds: z.record(z.string(), oddsMilliSchema),
});

export const sportsEventSchema = z.object({
  id: z.string(),
  sport: z.enum(sportsbookSports),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.iso.datetime(),
  status: z.enum(sportsEventStatuses),
  minute: z.number().int().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  markets: z.array(sportsMarketSchema),
});
export type SportsEvent = z.infer<typeof sportsEventSchema>;

export const sportsEventsQuerySchema = z.strictObject({ sport: z.enum(sportsbookSports).optional() });
export const sportsEventsSchema = z.object({ events: z.array(sportsEventSchema) });

export const sportsLimitsSchema = z.object({ minStake: z.number(), maxStake: z.number(), maxPayout: z.number() });

export const sportsSessionStartRequestSchema = z.strictObject({ token: z.string().min(16).max(128) });
export const sportsSessionStartResponseSchema = z.object({
  /** Send it as `x-game-session` on every other call. */
  sessionToken: z.string(),
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  language: z.enum(languageCodes),
  returnUrl: z.string().nullable(),
  balance: z.number(),
  expiresAt: z.iso.datetime(),
  /** The lane the player came from: `sports`, `esports` or `cockfight`. */
  lane: z.enum(sportsbookGameCodes),
  limits: sportsLimitsSchema,
  /** The player's odds format, as stored by the sportsbook (decimal until the player chooses another). */
  oddsFormat: z.enum(sportsOddsFormats),
  /** How long a bet with a live leg is held before it is checked again and accepted (decision 0083), in ms. */
  liveDelayMs: z.number().int().min(0),
});

export const sportsOddsFormatRequestSchema = z.strictObject({ oddsFormat: z.enum(sportsOddsFormats) });
export const sportsOddsFormatResponseSchema = z.object({ oddsFormat: z.enum(sportsOddsFormats) });

export const placeSportsBetRequestSchema = z.strictObject({
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars'),
  stake: moneyAmountSchema,
  /** One leg: a single; 2 to 10: a parlay (one leg per event). */
  legs: z
    .array(z.strictObject({ marketId: idSchema, selection: z.string().min(1).max(16), odds: oddsMilliSchema }))
    .min(1)
    .max(10),
  oddsChange: z.enum(oddsChangePolicies),
});
export type PlaceSportsBetRequest = z.input<typeof placeSportsBetRequestSchema>;

export const sportsBetSchema = z.object({
  betId: z.string(),
  kind: z.enum(['single', 'parlay']),
  /**
   * open: waiting for results; won / lost / void once settled (a push or a half win counts as won); cashed_out:
   * the player took the cash-out offer (decision 0075), `paid` is what it paid.
   */
  status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out']),
  stake: z.number(),
  /** The product of the legs' odds, truncated to thousandths. */
  combinedOdds: z.number().int(),
  potentialReturn: z.number(),
  /** What was paid back once settled (0 for a loss), null while open. */
  paid: z.number().nullable(),
  /**
   * While the bet is open: the cash-out offer now (`offered` with its amount), or `suspended` (a leg's market is
   * suspended or closed, or its event is no longer taking bets); null once the bet is settled or has lost a leg.
   */
  cashOut: z.object({ state: z.enum(['offered', 'suspended']), amount: z.number().nullable() }).nullable(),
  placedAt: z.iso.datetime(),
  /**
   * The bet's history of corrected results (decision 0083), oldest first: an event of one of its legs whose result
   * was corrected after settlement, the result before and after, and — when the correction changed what the bet
   * pays — what it paid before and after (null when the payout did not change, or the bet was not settled then).
   */
  corrections: z.array(
    z.object({
      eventId: z.string(),
      version: z.number().int(),
      before: z.object({ home: z.number().int(), away: z.number().int() }),
      after: z.object({ home: z.number().int(), away: z.number().int() }),
      paidBefore: z.number().nullable(),
      paidAfter: z.number().nullable(),
      at: z.iso.datetime(),
    }),
  ),
  legs: z.array(
    z.object({
      eventId: z.string(),
      sport: z.enum(sportsbookSports),
      home: z.string(),
      away: z.string(),
      kind: z.enum(sportsMarketKinds),
      line: z.number().int(),
      map: z.number().int(),
      selection: z.string(),
      odds: z.number().int(),
      outcome: z.enum(sportsLegOutcomes).nullable(),
    }),
  ),
});
export type SportsBet = z.infer<typeof sportsBetSchema>;

/** Takes the cash-out offer of an open bet: `amount` is the offer the player saw (re-checked at acceptance). */
export const cashOutSportsBetRequestSchema = z.strictObject({
  betId: z.uuid(),
  amount: moneyAmountSchema,
});

/** Details of `sports_cashout_changed`: the offer now. */
export const sportsCashOutChangedSchema = z.object({ amount: z.number() });

export const placeSportsBetResponseSchema = z.object({ bet: sportsBetSchema, balance: z.number() });
export const sportsBetsSchema = z.object({ bets: z.array(sportsBetSchema) });

/** Details of `sports_odds_changed`: the prices now, by market id and selection. */
export const sportsOddsChangedSchema = z.object({
  legs: z.array(z.object({ marketId: z.string(), selection: z.string(), odds: z.number().int() })),
});

const resultCount = z.number().int().min(0).max(1000);

/**
 * The operator's correction of a settled event's result (decision 0083), signed as the platform signs its calls:
 * `version` is the result's new version (the current one + 1 or above; an older or equal one is
 * `sports_result_version_stale`). Every bet on the event is re-graded and the difference moved through the wallet.
 */
export const correctSportsResultRequestSchema = z.strictObject({
  ...signedEnvelopeFields,
  eventId: z.string().min(1).max(80),
  version: z.number().int().min(2).max(1000),
  result: z.strictObject({
    home: resultCount,
    away: resultCount,
    maps: z
      .array(z.enum(['home', 'away']))
      .max(7)
      .optional(),
  }),
});
export const correctSportsResultResponseSchema = z.object({
  eventId: z.string(),
  version: z.number().int(),
  /** Bets whose payout changed (their differences are sent through the wallet). */
  resettled: z.number().int(),
});
