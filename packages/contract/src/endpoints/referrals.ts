import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema, moneyAmountSchema } from '../money.ts';
import { ignoredParams, queryObject } from '../schemas.ts';

/**
 * Invite friends (issue 17, decision 0081). A player's own referral code (`members.referral_code`, never an agent's
 * invitation code) brings friends in with `?r=<code>`; a friend who meets the merchant's rules (first deposit and
 * valid bets within a number of days of joining) earns the referrer a reward once, paid from a promotion's budget.
 */

/**
 * A friend's state: `pending` not qualified yet; `qualified` met the rules, the reward waits for the budget;
 * `rewarded` paid; `refused` no reward (the reason says why); `expired` the days to qualify ran out.
 */
export const referralStates = ['pending', 'qualified', 'rewarded', 'refused', 'expired'] as const;
/**
 * Why a friend earns nothing: the friend and the referrer share an IP, a device (the browser's user agent of
 * a session) or a payee name, or the referrer already has the most rewarded friends the rules allow.
 */
export const referralRefusals = ['shared_ip', 'shared_device', 'shared_payee', 'limit_reached'] as const;
export const referralRewardKinds = ['cash', 'bonus'] as const;

export const referralRulesSchema = z.object({
  enabled: z.boolean(),
  rewardKind: z.enum(referralRewardKinds),
  /** Money. */
  reward: z.number(),
  /** The friend's first deposit must be at least this much (money). */
  minFirstDeposit: z.number(),
  /** The friend's valid bets within `withinDays` must reach this (money; 0: none needed). */
  minValidBets: z.number(),
  withinDays: z.number().int(),
  maxRewardedFriends: z.number().int(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const getReferralDetails = defineEndpoint({
  name: 'getReferralDetails',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  auth: 'member',
  tag: 'referrals',
  summary:
    "The member's referral code (made now when it has none and autoGenerate is true), how many friends joined " +
    'with it, and the domains its links may point at',
  request: queryObject({
    autoGenerate: z.enum(['true', 'false']).default('false'),
    ...ignoredParams('merchantCode', 'language'),
  }),
  response: z.object({
    referralCode: z.string().nullable(),
    totalInvitations: z.number().int(),
    promotionDomains: z.array(z.string()),
    /** Ours: whether the merchant's referral rewards are on (the site shows its invite links only then). */
    enabled: z.boolean(),
  }),
});

export const invitedFriendSchema = z.object({
  /** The friend's username, masked (first and last letters). */
  maskedName: z.string(),
  joinedAt: z.string(),
  state: z.enum(referralStates),
  /** Paid reward (money); 0 until paid. */
  reward: z.number(),
  rewardedAt: z.string().nullable(),
  /** When the friend can no longer qualify (ISO time). */
  qualifyBy: z.string(),
});
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

export const getInvitedFriends = defineEndpoint({
  name: 'getInvitedFriends',
  method: 'GET',
  path: '/wps/relay/referral/friends',
  auth: 'member',
  tag: 'referrals',
  summary: "The merchant's referral rules and the member's invited friends (masked), newest first, with their state",
  request: queryObject({ pageNo: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({
    rules: referralRulesSchema,
    totalRewarded: z.number(),
    friends: z.array(invitedFriendSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const consoleReferralRulesSchema = referralRulesSchema.extend({
  /** The promotion whose budget pays the rewards; null until chosen. */
  promotionId: z.number().int().nullable(),
});

export const getReferralRules = defineEndpoint({
  name: 'getReferralRules',
  method: 'GET',
  path: '/cms/v1/referrals/rules',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's referral rules (off with zero amounts until set)",
  request: queryObject({}),
  response: consoleReferralRulesSchema,
});

export const referralRulesInputSchema = z.strictObject({
  enabled: z.boolean(),
  promotionId: z.number().int().positive().max(2_147_483_647),
  rewardKind: z.enum(referralRewardKinds),
  reward: moneyAmountSchema,
  minFirstDeposit: moneyAmountSchema,
  minValidBets: moneyAmountOrZeroSchema,
  withinDays: z.number().int().min(1).max(365),
  maxRewardedFriends: z.number().int().min(1).max(10_000),
});

export const saveReferralRules = defineEndpoint({
  name: 'saveReferralRules',
  method: 'POST',
  path: '/cms/v1/referrals/rules',
  auth: 'operator',
  tag: 'console',
  summary:
    "Sets the merchant's referral rules; the paying promotion must be the merchant's (promotion_not_found); audited",
  request: referralRulesInputSchema,
  response: consoleReferralRulesSchema,
});

export const consoleReferralSchema = z.object({
  friendId: z.number().int(),
  friendUsername: z.string(),
  referrerId: z.number().int(),
  referrerUsername: z.string(),
  joinedAt: z.string(),
  firstDeposit: z.number().nullable(),
  validBets: z.number(),
  state: z.enum(referralStates),
  reason: z.enum(referralRefusals).nullable(),
  reward: z.number(),
  rewardKind: z.enum(referralRewardKinds).nullable(),
  rewardedAt: z.string().nullable(),
});
export type ConsoleReferral = z.infer<typeof consoleReferralSchema>;

export const listReferrals = defineEndpoint({
  name: 'listReferrals',
  method: 'GET',
  path: '/cms/v1/referrals',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's referrals, newest first, with their state and the reason a reward was refused",
  request: queryObject({
    state: z.enum(referralStates).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(consoleReferralSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});
