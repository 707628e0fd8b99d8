import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { languageSchema, queryObject, text } from '../schemas.ts';
import { raffleSettingsInputSchema, raffleSettingsSchema } from './raffles.ts';
import { rebateSettingsInputSchema, rebateSettingsSchema } from './rebates.ts';
import { memberBonusSchema, promotionCategories, promotionKinds, promotionClaimSchema } from './promotions.ts';

/**
 * The console's promotions (issue 16 part 2, decision 0054): the builder (kind, texts per language, art,
 * schedule, budget, reward, bonus terms, eligibility), pausing, the claims, and a player's bonus history with
 * forfeit and extend.
 */

const isoInstant = z.iso.datetime({ offset: true });
/** An uploaded art's address (the banner images' store, decision 0065). */
const uploadedArtPattern = /^\/media\/banners\/[0-9a-f]{32}\.(png|jpg|webp)$/;
const percent = z.number().int().min(0).max(100);

export const promotionTextSchema = z.strictObject({
  title: text(80).min(1),
  summary: text(200).default(''),
  rules: text(4000).default(''),
});

const promotionFields = {
  kind: z.enum(promotionKinds),
  category: z.enum(promotionCategories),
  /** Texts by language code; at least one. */
  texts: z.partialRecord(languageSchema, promotionTextSchema).refine((t) => Object.keys(t).length > 0, {
    message: 'promotion_texts_required',
  }),
  /**
   * A palette name (`sunrise`, `emerald`, `violet`, `ocean`, `ember`), an https image URL, or the address of an
   * uploaded art of the merchant (`/media/banners/<key>.<ending>`, decision 0077).
   */
  art: z.union([
    z.enum(['sunrise', 'emerald', 'violet', 'ocean', 'ember']),
    z.url({ protocol: /^https$/ }).max(500),
    z.string().regex(uploadedArtPattern, 'invalid_format'),
  ]),
  startsAt: isoInstant,
  endsAt: isoInstant,
  budget: moneyAmountSchema,
  /** sign-up and check-in: the fixed reward. */
  amount: moneyAmountSchema.optional(),
  /** deposit bonus: match percent, cap, minimum deposit, which deposit (1 = first; absent = any), channels. */
  matchPct: z.number().int().min(1).max(500).optional(),
  cap: moneyAmountSchema.optional(),
  minDeposit: moneyAmountSchema.optional(),
  depositNumber: z.number().int().min(1).max(100).optional(),
  channelCodes: z.array(text(32).min(1)).max(20).default([]),
  /** Bonus terms: multiplier (0–100×, 2 decimals), base, contributions by game type, max bet / cash-out. */
  wageringMultiplier: z.number().min(0).max(100).multipleOf(0.01),
  wageringBase: z.enum(['bonus', 'bonus_deposit']).default('bonus'),
  contributions: z.record(z.string().regex(/^[A-Z_]{2,16}$/), percent).default({ RNG: 100, LIVE: 10 }),
  defaultContributionPct: percent.default(0),
  maxBet: moneyAmountSchema.optional(),
  maxCashout: moneyAmountSchema.optional(),
  playOrder: z.enum(['cash_first', 'bonus_first']).default('cash_first'),
  expiryHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
  eligibility: z
    .strictObject({
      memberTypes: z.array(z.number().int().min(0).max(9)).max(10).optional(),
      agentUsername: text(64).min(1).optional(),
      registeredAfter: isoInstant.optional(),
      registeredBefore: isoInstant.optional(),
      minDeposits: z.number().int().min(0).max(10_000).optional(),
      maxDeposits: z.number().int().min(0).max(10_000).optional(),
      countries: z
        .array(z.string().regex(/^[A-Z]{2}$/))
        .max(250)
        .optional(),
      perIpHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 365)
        .optional(),
      perDeviceHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 365)
        .optional(),
    })
    .default({}),
  exclusiveGroup: text(64).min(1).optional(),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  /** rebate: rates per game type, basis, period, minimum payout, cap, payout, manual requests (decision 0070). */
  rebate: rebateSettingsInputSchema.optional(),
  /** raffle: ticket price, game types, prizes, payout (decision 0076). */
  raffle: raffleSettingsInputSchema.optional(),
};

/** The checks across fields of a promotion, created or edited. */
function checkPromotion(
  p: {
    kind: string;
    startsAt: string;
    endsAt: string;
    matchPct?: number | undefined;
    cap?: bigint | undefined;
    amount?: bigint | undefined;
    rebate?: unknown;
    budget?: bigint;
    raffle?: { prizes: bigint[] } | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (Date.parse(p.endsAt) <= Date.parse(p.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'promotion_schedule_invalid' });
  if (p.kind === 'deposit_bonus' && (p.matchPct === undefined || p.cap === undefined))
    ctx.addIssue({ code: 'custom', path: ['matchPct'], message: 'promotion_reward_invalid' });
  if (p.kind === 'rebate' && p.rebate === undefined)
    ctx.addIssue({ code: 'custom', path: ['rebate'], message: 'promotion_reward_invalid' });
  // A raffle's prizes must fit its budget: the draw can always pay every rank.
  if (
    p.kind === 'raffle' &&
    (p.raffle === undefined || (p.budget !== undefined && p.raffle.prizes.reduce((a, b) => a + b, 0n) > p.budget))
  )
    ctx.addIssue({ code: 'custom', path: ['raffle'], message: 'promotion_reward_invalid' });
  if (p.kind !== 'deposit_bonus' && p.kind !== 'rebate' && p.kind !== 'raffle' && p.amount === undefined)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'promotion_reward_invalid' });
}

export const promotionInputSchema = z.strictObject(promotionFields).superRefine(checkPromotion);

export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const consolePromotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  category: z.enum(promotionCategories),
  status: z.enum(['active', 'paused']),
  texts: z.record(z.string(), z.object({ title: z.string(), summary: z.string(), rules: z.string() })),
  art: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  budget: z.number(),
  /** What the budget account still holds (grants take from it, forfeits and cash-out excess return to it). */
  budgetLeft: z.number(),
  /** The budget less what is left: what grants hold or paid out now. */
  budgetUsed: z.number(),
  claims: z.number().int(),
  granted: z.number(),
  exclusiveGroup: z.string().nullable(),
  /** What the builder set, in its own terms, for the edit page (decision 0059). */
  amount: z.number().nullable(),
  matchPct: z.number().int().nullable(),
  cap: z.number().nullable(),
  minDeposit: z.number().nullable(),
  depositNumber: z.number().int().nullable(),
  channelCodes: z.array(z.string()),
  wageringMultiplier: z.number(),
  wageringBase: z.enum(['bonus', 'bonus_deposit']),
  contributions: z.record(z.string(), z.number().int()),
  defaultContributionPct: z.number().int(),
  maxBet: z.number().nullable(),
  maxCashout: z.number().nullable(),
  playOrder: z.enum(['cash_first', 'bonus_first']),
  expiryHours: z.number().int(),
  eligibility: z.object({
    memberTypes: z.array(z.number().int()).optional(),
    agentUsername: z.string().optional(),
    registeredAfter: z.string().optional(),
    registeredBefore: z.string().optional(),
    minDeposits: z.number().int().optional(),
    maxDeposits: z.number().int().optional(),
    countries: z.array(z.string()).optional(),
    perIpHours: z.number().int().optional(),
    perDeviceHours: z.number().int().optional(),
  }),
  sortOrder: z.number().int(),
  rebate: rebateSettingsSchema.nullable(),
  raffle: raffleSettingsSchema.nullable(),
});

export const listConsolePromotions = defineEndpoint({
  name: 'listConsolePromotions',
  method: 'GET',
  path: '/cms/v1/promotions',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's promotions, newest first, with budget left, claims and granted amount",
  request: queryObject({}),
  /** `timeZone`: the merchant's, in which the builder shows and takes the schedule (decision 0059). */
  response: z.object({ list: z.array(consolePromotionSchema), timeZone: z.string() }),
});

export const createPromotion = defineEndpoint({
  name: 'createPromotion',
  method: 'POST',
  path: '/cms/v1/promotions',
  auth: 'operator',
  tag: 'console',
  summary: "Creates a promotion and funds its budget account (one ledger entry, the promotion's own account)",
  request: promotionInputSchema,
  response: consolePromotionSchema,
});

/**
 * Edits a promotion (decision 0059): the same fields as the builder. Once a promotion has claims, its kind,
 * reward and bonus terms are fixed (a granted bonus keeps the terms it was granted with, so the promotion
 * that shows them must too): changing them is promotion_terms_locked. A new budget moves the difference in or
 * out of the promotion's budget account; it can't take out more than the account still holds.
 */
export const updatePromotion = defineEndpoint({
  name: 'updatePromotion',
  method: 'POST',
  path: '/cms/v1/promotions/update',
  auth: 'operator',
  tag: 'console',
  summary: 'Edits a promotion; kind, reward and bonus terms are fixed once it has claims',
  request: z.strictObject({ promotionId: z.number().int().positive(), ...promotionFields }).superRefine(checkPromotion),
  response: consolePromotionSchema,
});

export const setPromotionStatus = defineEndpoint({
  name: 'setPromotionStatus',
  method: 'POST',
  path: '/cms/v1/promotions/status',
  auth: 'operator',
  tag: 'console',
  summary: 'Pauses a promotion (no new claims) or resumes it',
  request: z.strictObject({ promotionId: z.number().int().positive(), status: z.enum(['active', 'paused']) }),
  response: consolePromotionSchema,
});

export const listConsolePromotionClaims = defineEndpoint({
  name: 'listConsolePromotionClaims',
  method: 'GET',
  path: '/cms/v1/promotions/claims',
  auth: 'operator',
  tag: 'console',
  summary: "A promotion's claims, newest first",
  request: queryObject({
    promotionId: z.coerce.number().int().positive(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    /** Each claim with its player and the bonus's wagering progress (wagered of requirement). */
    list: z.array(
      promotionClaimSchema.extend({
        memberId: z.number().int(),
        username: z.string(),
        wagered: z.number(),
        requirement: z.number(),
      }),
    ),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const getPlayerBonuses = defineEndpoint({
  name: 'getPlayerBonuses',
  method: 'GET',
  path: '/cms/v1/members/bonuses',
  auth: 'operator',
  tag: 'console',
  summary: "A player's bonus history, newest first",
  request: queryObject({ memberId: z.coerce.number().int().positive() }),
  response: z.object({ list: z.array(memberBonusSchema) }),
});

export const forfeitPlayerBonus = defineEndpoint({
  name: 'forfeitPlayerBonus',
  method: 'POST',
  path: '/cms/v1/members/bonuses/forfeit',
  auth: 'operator',
  tag: 'console',
  summary: "Forfeits a player's active bonus (its money back to the budget), with a reason in the audit",
  request: z.strictObject({
    memberId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    reason: text(200).min(1),
  }),
  response: z.object({ bonus: memberBonusSchema }),
});

export const extendPlayerBonus = defineEndpoint({
  name: 'extendPlayerBonus',
  method: 'POST',
  path: '/cms/v1/members/bonuses/extend',
  auth: 'operator',
  tag: 'console',
  summary: "Moves an active bonus's expiry later by some hours, with a reason in the audit",
  request: z.strictObject({
    memberId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    reason: text(200).min(1),
  }),
  response: z.object({ bonus: memberBonusSchema }),
});
