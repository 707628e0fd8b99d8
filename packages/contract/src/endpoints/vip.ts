import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema } from '../money.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';

/** `MCSFE_getPlayerRankProgress` as recorded (N): the rank's name, this month's turnover against the next rank's. */
export const rankProgressSchema = z.object({
  playerRankName: z.string(),
  monthlyTurnover: z.object({ actual: z.number(), expected: z.number() }),
  totalTurnover: z.number(),
  /** Ours beside the recorded fields: the level (0: no rank yet), its icon, the next rank and its lifetime bar. */
  level: z.number().int(),
  iconUrl: z.string(),
  nextRankName: z.string().nullable(),
  totalExpected: z.number(),
  heldUntil: z.string().nullable(),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

export const getPlayerRankProgress = defineEndpoint({
  name: 'getPlayerRankProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  auth: 'member',
  tag: 'points',
  summary: "The member's VIP rank and its progress towards the next one (from the fold's running totals)",
  request: emptyQuery,
  response: rankProgressSchema,
});

export const vipRankSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  iconUrl: z.string(),
  monthlyBets: z.number(),
  monthlyDeposits: z.number(),
  lifetimeBets: z.number(),
  lifetimeDeposits: z.number(),
  retentionMonths: z.number().int(),
  levelUpReward: z.number(),
});
export type VipRank = z.infer<typeof vipRankSchema>;

export const listVipRanks = defineEndpoint({
  name: 'listVipRanks',
  method: 'GET',
  path: '/cms/v1/vip/ranks',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's VIP ranks by level",
  request: queryObject({}),
  response: z.array(vipRankSchema),
});

const rankInput = z.strictObject({
  name: text(40).min(1),
  iconUrl: z.union([z.literal(''), text(500).regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'url_format')]).default(''),
  monthlyBets: moneyAmountOrZeroSchema,
  monthlyDeposits: moneyAmountOrZeroSchema,
  lifetimeBets: moneyAmountOrZeroSchema,
  lifetimeDeposits: moneyAmountOrZeroSchema,
  retentionMonths: z.number().int().min(0).max(24),
  levelUpReward: moneyAmountOrZeroSchema,
});

export const saveVipRanks = defineEndpoint({
  name: 'saveVipRanks',
  method: 'PUT',
  path: '/cms/v1/vip/ranks',
  auth: 'operator',
  tag: 'console',
  summary:
    'Replaces the VIP rank table (level 1 first, each higher rank asking at least as much as the one below); ' +
    'members move on their next activity; audited',
  request: z.strictObject({ ranks: z.array(rankInput).max(20) }),
  response: z.array(vipRankSchema),
});
