import { z } from 'zod';
import { sportsEventStatuses, sportsLegOutcomes, sportsMarketKinds, sportsbookSports } from './sportsbook-api.ts';
import { text } from './schemas.ts';

/**
 * The sportsbook's console (issue 19, decision 0089) over the provider back-office path (decision 0084): the
 * events with their markets, a merchant's suspension of a market, a merchant's void of an event or a market (its
 * bets on it refunded or re-priced), the liability per selection of the merchant's open bets and the bet search.
 * The same shapes travel console → platform and platform → sportsbook (`backOfficeRequest` adds the envelope and
 * the merchant on the second leg). Every figure is about the named merchant's bets only.
 */

const idSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id_chars');

/** Which events the list shows: taking bets (scheduled or live), or finished and cancelled ones. */
export const sportsConsoleEventScopes = ['open', 'past'] as const;

export const sportsConsoleEventsQueryFields = {
  scope: z.enum(sportsConsoleEventScopes).default('open'),
  sport: z.enum(sportsbookSports).optional(),
};

/** One market as the merchant sees it: the feed's state, the merchant's own suspension or void, its open bets. */
export const sportsConsoleMarketSchema = z.object({
  id: z.string(),
  kind: z.enum(sportsMarketKinds),
  line: z.number().int(),
  map: z.number().int(),
  /** The feed's state of the market (shared by every merchant). */
  status: z.enum(['open', 'suspended', 'closed']),
  /** Suspended by this merchant: its players cannot bet on it whatever the feed says. */
  suspendedByMerchant: z.boolean(),
  /** Voided by this merchant: its bets on it were refunded (or their legs re-priced as void). */
  voided: z.boolean(),
  odds: z.record(z.string(), z.number().int()),
  /** The merchant's open bets with a leg on it, and their stakes. */
  openBets: z.number().int(),
  openStake: z.number(),
});

export const sportsConsoleEventSchema = z.object({
  id: z.string(),
  sport: z.enum(sportsbookSports),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.iso.datetime(),
  status: z.enum(sportsEventStatuses),
  minute: z.number().int().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  settled: z.boolean(),
  /** Voided by this merchant (every market of it). */
  voided: z.boolean(),
  markets: z.array(sportsConsoleMarketSchema),
});
export type SportsConsoleEvent = z.infer<typeof sportsConsoleEventSchema>;

export const sportsConsoleEventsSchema = z.object({ events: z.array(sportsConsoleEventSchema) });
export type SportsConsoleEvents = z.infer<typeof sportsConsoleEventsSchema>;

export const sportsMarketActions = ['suspend', 'reopen'] as const;

export const sportsMarketActionFields = {
  marketId: idSchema,
  action: z.enum(sportsMarketActions),
};

export const sportsMarketActionSchema = z.object({
  marketId: z.string(),
  suspendedByMerchant: z.boolean(),
  /** The call changed nothing (already suspended, or not suspended). */
  unchanged: z.boolean(),
});
export type SportsMarketActionResult = z.infer<typeof sportsMarketActionSchema>;

export const sportsVoidFields = {
  eventId: idSchema,
  /** A market of the event, or none: the whole event. */
  marketId: idSchema.nullable(),
  /** Why: kept with the void on the sportsbook and in the platform's audit log. */
  reason: text(200).min(3),
};

export const sportsVoidSchema = z.object({
  eventId: z.string(),
  marketId: z.string().nullable(),
  /** The merchant's legs voided by this call, the bets it refunded whole and their stakes (0 when repeated). */
  legs: z.number().int(),
  refunded: z.number().int(),
  refundedStake: z.number(),
  alreadyVoided: z.boolean(),
  voidedAt: z.iso.datetime(),
});
export type SportsVoidResult = z.infer<typeof sportsVoidSchema>;

export const sportsExposureQueryFields = {
  /** One event's selections; none: the biggest open exposures of every event. */
  eventId: idSchema.optional(),
};

/** One selection the merchant's open bets are on: how many, their stakes and what they would pay if it wins. */
export const sportsExposureRowSchema = z.object({
  eventId: z.string(),
  sport: z.enum(sportsbookSports),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  marketId: z.string(),
  kind: z.enum(sportsMarketKinds),
  line: z.number().int(),
  map: z.number().int(),
  selection: z.string(),
  bets: z.number().int(),
  stake: z.number(),
  /** What the bets with a leg on it return if every leg wins (a parlay counts on each of its selections). */
  payout: z.number(),
});

export const sportsExposureSchema = z.object({
  /** The merchant's open bets (those the rows are from) and their stakes. */
  openBets: z.number().int(),
  openStake: z.number(),
  selections: z.array(sportsExposureRowSchema),
});
export type SportsExposure = z.infer<typeof sportsExposureSchema>;

export const sportsConsoleBetStates = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;

export const sportsBetSearchFields = {
  playerId: z.string().trim().min(1).max(64).optional(),
  eventId: idSchema.optional(),
  state: z.enum(sportsConsoleBetStates).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

export const sportsConsoleBetSchema = z.object({
  betId: z.string(),
  playerId: z.string().nullable(),
  currency: z.string(),
  lane: z.string(),
  kind: z.enum(['single', 'parlay']),
  state: z.enum(sportsConsoleBetStates),
  stake: z.number(),
  potentialReturn: z.number(),
  paid: z.number().nullable(),
  placedAt: z.iso.datetime(),
  legs: z.array(
    z.object({
      eventId: z.string(),
      home: z.string(),
      away: z.string(),
      kind: z.enum(sportsMarketKinds),
      line: z.number().int(),
      selection: z.string(),
      odds: z.number().int(),
      outcome: z.enum(sportsLegOutcomes).nullable(),
    }),
  ),
});
export type SportsConsoleBet = z.infer<typeof sportsConsoleBetSchema>;

export const sportsBetSearchSchema = z.object({
  bets: z.array(sportsConsoleBetSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SportsBetSearch = z.infer<typeof sportsBetSearchSchema>;
