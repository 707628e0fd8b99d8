import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ignoredParams, languageSchema, queryObject } from '../schemas.ts';
import { raffleSettingsSchema } from './raffles.ts';
import { rebateSettingsSchema } from './rebates.ts';

/**
 * Promotions on the player site (issue 16 part 2, decision 0054): what the merchant offers, with the caller's
 * state of each (SPEC §4 statuses), the member's claims, the sign-up reward and the daily check-in claim, and
 * the member's bonuses (bonusDetails). The calls keep the original client's paths (upstream-api §1.9).
 */

export const promotionKinds = [
  'deposit_bonus',
  'signup_reward',
  'daily_checkin',
  'rebate',
  'raffle',
  'issued',
  'apply',
] as const;
export const promotionCategories = ['deposit', 'welcome', 'daily', 'other'] as const;

/**
 * The caller's state of a promotion (SPEC §4): `coming_soon` before it starts; `claim` a reward the member can
 * take now; `join` a deposit bonus (opted into on the deposit form); `claimed` taken (once, or today);
 * `close` ended, paused, out of budget or not for this member; `joined` a rebate the member takes part in by
 * playing (decision 0070), or a running raffle the member earns tickets in (decision 0076). Decision 0077: `issued` a reward the operator issued to the member, to claim;
 * `applying` an application under review; `rejected` the last application rejected (the member may apply again);
 * an `apply` promotion the member may apply for is `join`.
 */
export const promotionStates = [
  'coming_soon',
  'claim',
  'join',
  'claimed',
  'close',
  'joined',
  'issued',
  'applying',
  'rejected',
] as const;

export const promotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  category: z.enum(promotionCategories),
  title: z.string(),
  summary: z.string(),
  rules: z.string(),
  /** A palette name the site draws in SVG/CSS, or an https image URL. */
  art: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(promotionStates),
  /** Why a signed-in member can't take it (an error code), when `state` is `close` for that reason. */
  refusal: z.string().nullable(),
  /** A fixed reward; null for a deposit bonus. */
  amount: z.number().nullable(),
  /** A deposit bonus: percent, cap and minimum deposit. */
  matchPct: z.number().int().nullable(),
  cap: z.number().nullable(),
  minDeposit: z.number().nullable(),
  /** The wagering multiplier (30 = 30×) and its base. */
  wageringMultiplier: z.number(),
  wageringBase: z.enum(['bonus', 'bonus_deposit']),
  expiryHours: z.number().int(),
  /** A rebate's settings (decision 0070); null for the other kinds. */
  rebate: rebateSettingsSchema.nullable(),
  /** A raffle's settings (decision 0076); null for the other kinds. */
  raffle: raffleSettingsSchema.nullable(),
});

export type Promotion = z.infer<typeof promotionSchema>;

const listQuery = queryObject({ language: languageSchema.optional(), ...ignoredParams('merchantCode', 'flush') });
const promotionList = z.object({ list: z.array(promotionSchema) });

export const getAvailablePromotions = defineEndpoint({
  name: 'getAvailablePromotions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  auth: 'member',
  moduleId: 'REWCEN3',
  tag: 'promotions',
  summary: "The merchant's promotions that have not ended, with the member's state of each",
  request: listQuery,
  response: promotionList,
});

export const getMerchantAvailablePromotions = defineEndpoint({
  name: 'getMerchantAvailablePromotions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  auth: 'none',
  tag: 'promotions',
  summary: "The merchant's promotions that have not ended, as a visitor sees them",
  request: listQuery,
  response: promotionList,
});

export const getPromotionCategories = defineEndpoint({
  name: 'getPromotionCategories',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  auth: 'none',
  tag: 'promotions',
  summary: 'The promotion categories that hold at least one promotion that has not ended, with their counts',
  request: listQuery,
  response: z.object({ list: z.array(z.object({ category: z.enum(promotionCategories), count: z.number().int() })) }),
});

export const promotionClaimSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  kind: z.enum(promotionKinds),
  amount: z.number(),
  bonusId: z.number().int(),
  bonusStatus: z.enum(['active', 'completed', 'spent', 'forfeited', 'expired']),
  claimedAt: z.string(),
});

export const getPromotionClaimList = defineEndpoint({
  name: 'getPromotionClaimList',
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionClaimList',
  auth: 'member',
  moduleId: 'REWCEN3',
  tag: 'promotions',
  summary: "The member's claims, newest first",
  request: queryObject({
    language: languageSchema.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(promotionClaimSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

const claimResult = z.object({ claim: promotionClaimSchema });

export const signUpRequestReward = defineEndpoint({
  name: 'signUpRequestReward',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  auth: 'member',
  tag: 'promotions',
  summary: 'Claims the sign-up reward: once per member, into the bonus wallet; a replay answers the first claim',
  request: z.strictObject({ promotionId: z.number().int().positive().optional() }),
  response: claimResult,
});

export const claimLoginPromotion = defineEndpoint({
  name: 'claimLoginPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimLoginPromotion',
  auth: 'member',
  tag: 'promotions',
  summary: "Claims today's check-in reward (the merchant's day): once a day, into the bonus wallet",
  request: z.strictObject({ promotionId: z.number().int().positive().optional() }),
  response: claimResult,
});

export const memberBonusSchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'completed', 'spent', 'forfeited', 'expired']),
  /** The promotion it came from, when a promotion granted it. */
  promotionId: z.number().int().nullable(),
  amount: z.number(),
  /** What its bonus wallet holds now (0 once ended). */
  held: z.number(),
  requirement: z.number(),
  wagered: z.number(),
  contributions: z.record(z.string(), z.number().int()),
  defaultContributionPct: z.number().int(),
  maxBet: z.number().nullable(),
  maxCashout: z.number().nullable(),
  expiresAt: z.string(),
  grantedAt: z.string(),
  endedAt: z.string().nullable(),
  converted: z.number(),
  forfeited: z.number(),
});

export type MemberBonus = z.infer<typeof memberBonusSchema>;

export const getBonusDetails = defineEndpoint({
  name: 'getBonusDetails',
  method: 'GET',
  path: '/wps/member/bonuses',
  auth: 'member',
  tag: 'promotions',
  summary: "The member's bonuses, newest first, with wagering progress, contributions and expiry",
  request: queryObject({}),
  response: z.object({ list: z.array(memberBonusSchema) }),
});

export const forfeitMyBonus = defineEndpoint({
  name: 'forfeitMyBonus',
  method: 'POST',
  path: '/wps/member/bonuses/forfeit',
  auth: 'member',
  tag: 'promotions',
  summary: 'Gives up the active bonus: its bonus money goes back to the budget, nothing converts',
  request: z.strictObject({ bonusId: z.number().int().positive() }),
  response: z.object({ bonus: memberBonusSchema }),
});
