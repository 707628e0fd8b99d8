import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema } from '../money.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';

/**
 * A rank's perks (decision 0082) as the site shows them: the rebate boost in percent points added to the rate of
 * every game type a rebate promotion pays, the rank's own daily withdrawal limits (0: the merchant's rule applies),
 * the birthday reward and the level-up reward (wire money; 0: none).
 */
export const rankPerksSchema = z.object({
  rebateBoost: z.number(),
  withdrawDailyCount: z.number().int(),
  withdrawDailyAmount: z.number(),
  birthdayReward: z.number(),
  levelUpReward: z.number(),
});
export type RankPerks = z.infer<typeof rankPerksSchema>;

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
  /** The perks of the rank held (null: no rank yet) and of the next rank (null: the top rank is held). */
  perks: rankPerksSchema.nullable(),
  nextPerks: rankPerksSchema.nullable(),
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
  rebateBoost: z.number(),
  withdrawDailyCount: z.number().int(),
  withdrawDailyAmount: z.number(),
  birthdayReward: z.number(),
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
  /** Percent points with up to two decimals, at most 5 (0.25: a 0.80 % rebate pays 1.05 %). */
  rebateBoost: z.number().min(0).max(5).multipleOf(0.01).default(0),
  /** Withdrawals a day (0: the merchant's rule). */
  withdrawDailyCount: z.number().int().min(0).max(100).default(0),
  /** Withdrawn a day, all requests together (0: no daily amount limit). */
  withdrawDailyAmount: moneyAmountOrZeroSchema.default(0n),
  birthdayReward: moneyAmountOrZeroSchema.default(0n),
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
