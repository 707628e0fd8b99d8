import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema, moneyAmountSchema } from '../money.ts';
import { languageSchema, queryObject, text } from '../schemas.ts';
import { gameTypeSchema } from './catalog.ts';
import {
  leaderboardMetrics,
  leaderboardPeriods,
  leaderboardPrizeKinds,
  missionGoals,
  missionPeriods,
  missionRewardKinds,
} from './missions.ts';

/**
 * The console's mission and leaderboard builder (issue 17, decision 0078): per merchant, a title per language,
 * the goal or ranking, the reward or prizes and the schedule; and each board's settled periods.
 */

const titlesSchema = z
  .partialRecord(languageSchema, text(80).min(1))
  .refine((t) => Object.keys(t).length > 0, { message: 'titles_required' });
const isoTime = z.iso.datetime({ offset: true });
/** Whole counts and points, and money in minor units, all bounded. */
const countSchema = z.number().int().min(1).max(1_000_000);
const pointsAmount = z.number().int().min(1).max(100_000_000);

export const missionInputSchema = z
  .strictObject({
    /** Absent: a new mission. */
    id: z.number().int().positive().max(2_147_483_647).optional(),
    titles: titlesSchema,
    period: z.enum(missionPeriods),
    goal: z.enum(missionGoals),
    /** For `rounds` and `wager`: the catalog's game type counted; empty: every type. */
    gameType: z.union([z.literal(''), gameTypeSchema]).default(''),
    /** Rounds, days or friends for the counting goals. */
    targetCount: countSchema.optional(),
    /** Money for `wager` and `deposit`. */
    targetAmount: moneyAmountSchema.optional(),
    rewardKind: z.enum(missionRewardKinds),
    /** Points for `points`. */
    rewardPoints: pointsAmount.optional(),
    /** Money for `bonus` and `cash`. */
    rewardAmount: moneyAmountSchema.optional(),
    startsAt: isoTime,
    endsAt: isoTime,
    active: z.boolean(),
  })
  .superRefine((m, ctx) => {
    const money = m.goal === 'wager' || m.goal === 'deposit';
    if ((money ? m.targetAmount : m.targetCount) === undefined)
      ctx.addIssue({ code: 'custom', path: [money ? 'targetAmount' : 'targetCount'], message: 'required' });
    if ((m.rewardKind === 'points' ? m.rewardPoints : m.rewardAmount) === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [m.rewardKind === 'points' ? 'rewardPoints' : 'rewardAmount'],
        message: 'required',
      });
    if (Date.parse(m.endsAt) <= Date.parse(m.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
  });

export const consoleMissionSchema = z.object({
  id: z.number().int(),
  titles: z.record(z.string(), z.string()),
  period: z.enum(missionPeriods),
  goal: z.enum(missionGoals),
  gameType: z.string(),
  target: z.number(),
  rewardKind: z.enum(missionRewardKinds),
  reward: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  /** Rewards claimed so far, over every period. */
  claims: z.number().int(),
});
export type ConsoleMission = z.infer<typeof consoleMissionSchema>;

export const listConsoleMissions = defineEndpoint({
  name: 'listConsoleMissions',
  method: 'GET',
  path: '/cms/v1/missions',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's missions, inactive and ended ones included, with their claim counts",
  request: queryObject({}),
  response: z.array(consoleMissionSchema),
});

export const saveMission = defineEndpoint({
  name: 'saveMission',
  method: 'POST',
  path: '/cms/v1/missions',
  auth: 'operator',
  tag: 'console',
  summary: 'Creates or changes a mission (progress already made stays; rewards claimed stay paid); audited',
  request: missionInputSchema,
  response: consoleMissionSchema,
});

export const leaderboardInputSchema = z
  .strictObject({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    titles: titlesSchema,
    metric: z.enum(leaderboardMetrics),
    period: z.enum(leaderboardPeriods),
    minBet: moneyAmountOrZeroSchema,
    prizeKind: z.enum(leaderboardPrizeKinds),
    /** The prizes of rank 1, 2, …: money for `cash` … */
    cashPrizes: z.array(moneyAmountSchema).min(1).max(50).optional(),
    /** … whole points for `points`. */
    pointPrizes: z.array(pointsAmount).min(1).max(50).optional(),
    startsAt: isoTime,
    endsAt: isoTime,
    active: z.boolean(),
  })
  .superRefine((b, ctx) => {
    const field = b.prizeKind === 'cash' ? 'cashPrizes' : 'pointPrizes';
    const prizes: readonly (bigint | number)[] | undefined = b[field];
    if (!prizes) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    prizes?.forEach((prize, index) => {
      const above = prizes[index - 1];
      if (above !== undefined && prize > above)
        ctx.addIssue({ code: 'custom', path: [field, index], message: 'above_previous_rank' });
    });
    if (Date.parse(b.endsAt) <= Date.parse(b.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
  });

export const consoleLeaderboardSchema = z.object({
  id: z.number().int(),
  titles: z.record(z.string(), z.string()),
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  minBet: z.number(),
  prizeKind: z.enum(leaderboardPrizeKinds),
  prizes: z.array(z.number()),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
});
export type ConsoleLeaderboard = z.infer<typeof consoleLeaderboardSchema>;

export const listConsoleLeaderboards = defineEndpoint({
  name: 'listConsoleLeaderboards',
  method: 'GET',
  path: '/cms/v1/leaderboards',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's leaderboards",
  request: queryObject({}),
  response: z.array(consoleLeaderboardSchema),
});

export const saveLeaderboard = defineEndpoint({
  name: 'saveLeaderboard',
  method: 'POST',
  path: '/cms/v1/leaderboards',
  auth: 'operator',
  tag: 'console',
  summary: 'Creates or changes a leaderboard (periods already settled stay as paid); audited',
  request: leaderboardInputSchema,
  response: consoleLeaderboardSchema,
});

export const leaderboardResultSchema = z.object({
  periodStart: z.string(),
  settledAt: z.string(),
  winners: z.array(z.object({ rank: z.number().int(), username: z.string(), score: z.number(), prize: z.number() })),
});

export const listLeaderboardResults = defineEndpoint({
  name: 'listLeaderboardResults',
  method: 'GET',
  path: '/cms/v1/leaderboards/results',
  auth: 'operator',
  tag: 'console',
  summary: "A leaderboard's settled periods, newest first, with the ranks paid",
  request: queryObject({ leaderboardId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.array(leaderboardResultSchema),
});
