import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject } from '../schemas.ts';

/**
 * Missions and leaderboards on the player site (issue 17, decision 0078). The original client's calls
 * (upstream-api §1.8 and the quest feeds of §1.9) are recorded by name only; their shapes here are ours.
 * Progress is read from the fold's aggregates, the member's login days and the referral records.
 */

export const missionPeriods = ['daily', 'weekly', 'once'] as const;
/**
 * What a mission counts: `rounds` bets placed (of `gameType` when set), `wager` valid bets (money), `deposit`
 * credited deposits (money), `login_streak` days in a row with a visit, `referral` friends who signed up with the
 * member's invitation.
 */
export const missionGoals = ['rounds', 'wager', 'deposit', 'login_streak', 'referral'] as const;
export const missionRewardKinds = ['points', 'bonus', 'cash'] as const;
/** `claimable`: done and not yet claimed; `claimed`: paid for this period. */
export const missionStates = ['in_progress', 'claimable', 'claimed'] as const;

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(missionPeriods),
  goal: z.enum(missionGoals),
  gameType: z.string(),
  /** Money for `wager` and `deposit`, a count otherwise. */
  target: z.number(),
  progress: z.number(),
  rewardKind: z.enum(missionRewardKinds),
  /** Points for `points`, money for `bonus` and `cash`. */
  reward: z.number(),
  periodStart: z.string(),
  /** When the running period ends (ISO time). */
  periodEnd: z.string(),
  state: z.enum(missionStates),
});
export type Mission = z.infer<typeof missionSchema>;

export const getMissionSummaryDetails = defineEndpoint({
  name: 'getMissionSummaryDetails',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: 'member',
  tag: 'missions',
  summary: "The member's running missions with progress, and how many are claimable (the menu's badge)",
  request: queryObject({}),
  response: z.object({ claimable: z.number().int(), missions: z.array(missionSchema) }),
});

export const claimMissionReward = defineEndpoint({
  name: 'claimMissionReward',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionReward',
  auth: 'member',
  tag: 'missions',
  summary:
    "Pays a completed mission's reward for the running period, once (points, bonus or cash); " +
    'mission_not_completed before, mission_already_claimed after',
  request: z.strictObject({ missionId: z.number().int().positive().max(2_147_483_647) }),
  response: missionSchema,
});

export const getParticipableQuestList = defineEndpoint({
  name: 'getParticipableQuestList',
  method: 'GET',
  path: '/wps/relay/getParticipableQuestList',
  auth: 'member',
  tag: 'missions',
  summary: 'The running missions the member can still complete in their period',
  request: queryObject({}),
  response: z.object({ list: z.array(missionSchema) }),
});

export const achievementSettingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(missionPeriods),
  goal: z.enum(missionGoals),
  gameType: z.string(),
  target: z.number(),
  rewardKind: z.enum(missionRewardKinds),
  reward: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const getAchievementSettingList = defineEndpoint({
  name: 'getAchievementSettingList',
  method: 'GET',
  path: '/wps/relay/getAchievementSettingList',
  auth: 'member',
  tag: 'missions',
  summary: "The merchant's running missions as configured (goal, target, reward, schedule)",
  request: queryObject({}),
  response: z.object({ list: z.array(achievementSettingSchema) }),
});

export const recordCustomerHeartbeatDaily = defineEndpoint({
  name: 'recordCustomerHeartbeatDaily',
  method: 'GET',
  path: '/wps/relay/recordCustomerHeartbeatDaily',
  auth: 'member',
  tag: 'missions',
  summary: "Records today (the merchant's local day) as a day the member visited; answers the streak so far",
  request: queryObject({}),
  response: z.object({ day: z.string(), streak: z.number().int() }),
});

export const leaderboardMetrics = ['valid_bet', 'win_multiple'] as const;
export const leaderboardPeriods = ['daily', 'weekly', 'monthly'] as const;
export const leaderboardPrizeKinds = ['cash', 'points'] as const;

export const rankBoardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  /** The least valid bet of the period that puts a member on the board (money). */
  minBet: z.number(),
  prizeKind: z.enum(leaderboardPrizeKinds),
  /** The prize of rank 1, 2, …: money for `cash`, points for `points`. */
  prizes: z.array(z.number()),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type RankBoard = z.infer<typeof rankBoardSchema>;

export const getRankBoardList = defineEndpoint({
  name: 'getRankBoardList',
  method: 'GET',
  path: '/wps/relay/getRankBoardList',
  auth: 'member',
  tag: 'missions',
  summary: "The merchant's running leaderboards and their current period",
  request: queryObject({}),
  response: z.object({ list: z.array(rankBoardSchema) }),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked (first and last character). */
  name: z.string(),
  /** Valid bet (money) or win multiple (wins ÷ valid bets, 2 decimals). */
  score: z.number(),
  prize: z.number(),
});

export const getMissionLeaderboard = defineEndpoint({
  name: 'getMissionLeaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: 'member',
  tag: 'missions',
  summary: "A leaderboard's running period (the first board when none is named): the top entries and the member's own",
  request: queryObject({ boardId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  response: z.object({
    board: rankBoardSchema.nullable(),
    entries: z.array(leaderboardEntrySchema),
    me: z.object({ rank: z.number().int().nullable(), score: z.number() }),
  }),
});
