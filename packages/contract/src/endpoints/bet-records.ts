import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject } from '../schemas.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const betRecordStatusFilter = ['all', 'open', 'settled', 'cancelled'] as const;

/** One round of the member (a bet record). Money as wire numbers; profit is win − stake of a settled round. */
export const betRecordSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  /** The game's name in the request's language as the lobby lists it; null when the lobby no longer lists it. */
  gameName: z.string().nullable(),
  /** The game's icon as the lobby shows it; null when the lobby has none or no longer lists the game. */
  gameIconUrl: z.string().nullable(),
  vendorCode: z.string(),
  vendorName: z.string(),
  category: z.string(),
  stake: z.number(),
  validBet: z.number(),
  win: z.number(),
  /** Null while the round is open or when it was cancelled. */
  profit: z.number().nullable(),
  status: z.enum(['open', 'settled', 'cancelled']),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The round's page on the provider (game recall). */
  detailUrl: z.string(),
});

export type BetRecord = z.infer<typeof betRecordSchema>;

/**
 * Totals of every round the betting record's filter matches (all pages, from the database's aggregate): stake,
 * valid bet and win of the rounds not cancelled (a cancelled round's stake went back), profit (win − stake) of the
 * settled ones.
 */
export const betRecordTotalsSchema = z.object({
  rounds: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  win: z.number(),
  profit: z.number(),
});

export type BetRecordTotals = z.infer<typeof betRecordTotalsSchema>;

export const getBettingRecords = defineEndpoint({
  name: 'getBettingRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBettingRecords',
  auth: 'member',
  tag: 'records',
  summary: "The member's betting record (personalHistoryCopy): rounds opened between two UTC days, by status, paged",
  request: queryObject({
    startDate: isoDay,
    endDate: isoDay,
    status: z.enum(betRecordStatusFilter).default('all'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(betRecordSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totals: betRecordTotalsSchema,
  }),
});

/**
 * The kinds of game a profit and loss groups by: each game's own type in the lobby (a slot, a mini game such as
 * dice, crash or mines, a lottery draw...), not its provider's.
 */
export const profitCategories = [
  'slots',
  'mini',
  'lottery',
  'sports',
  'cockfight',
  'table',
  'fishing',
  'live',
] as const;

export const profitPeriods = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;

const profitTotalsSchema = z.object({
  rounds: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  win: z.number(),
  profit: z.number(),
});

export const getPersonalProfit = defineEndpoint({
  name: 'getPersonalProfit',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPersonalProfit',
  auth: 'member',
  tag: 'records',
  summary:
    "The member's profit and loss (personalProfit): settled rounds of a period (UTC days), in total and by each game's type",
  request: queryObject({ period: z.enum(profitPeriods).default('today') }),
  response: z.object({
    period: z.enum(profitPeriods),
    from: z.string(),
    to: z.string(),
    totals: profitTotalsSchema,
    categories: z.array(profitTotalsSchema.extend({ category: z.string() })),
  }),
});
