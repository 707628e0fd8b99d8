import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { parseMoneyText } from '../money.ts';
import { queryObject, text } from '../schemas.ts';
import { pagedQuery } from './account-records.ts';

/** An amount in a query string (`12.50`), as minor units. */
const queryMoney = text(20).transform((value, ctx) => {
  const parsed = parseMoneyText(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: 'money_format' });
    return z.NEVER;
  }
  return parsed.minor;
});

/** One round of the merchant's bet records (every provider), for the console. */
export const consoleBetSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  vendorCode: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  category: z.string(),
  stake: z.number(),
  validBet: z.number(),
  win: z.number(),
  /** Null while the round is open or when it was cancelled. */
  profit: z.number().nullable(),
  status: z.enum(['open', 'settled', 'cancelled']),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The round's page on the provider (replay, game recall). */
  detailUrl: z.string(),
});
export type ConsoleBet = z.infer<typeof consoleBetSchema>;

export const searchConsoleBets = defineEndpoint({
  name: 'searchConsoleBets',
  method: 'GET',
  path: '/cms/v1/bets',
  auth: 'operator',
  tag: 'console',
  summary:
    "Bet search across the merchant's providers: rounds opened in [from, to) (at most 31 days), newest first, by player, round id, game, vendor, status and stake range",
  request: queryObject({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    username: text(64).min(1).optional(),
    roundId: text(128).min(1).optional(),
    gameCode: text(64).min(1).optional(),
    vendor: text(32).min(1).optional(),
    status: z.enum(['open', 'settled', 'cancelled']).optional(),
    minStake: queryMoney.optional(),
    maxStake: queryMoney.optional(),
    ...pagedQuery,
  }),
  response: z.object({
    list: z.array(consoleBetSchema),
    pageNo: z.number().int(),
    /** Whether a next page exists (the search does not count every match of a long range). */
    hasMore: z.boolean(),
  }),
});
