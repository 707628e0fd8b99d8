import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema, moneyAmountSchema } from '../money.ts';
import { ignoredParams, languageSchema, queryObject } from '../schemas.ts';
import { gameTypeSchema } from './catalog.ts';

/**
 * Rebates (issue 16, decision 0070): a promotion of kind `rebate` pays back a rate per game type of a period's
 * valid bets or net loss. Settled automatically when its period (a day or a week of the merchant's time zone)
 * closes; while it runs, a member may request what is claimable so far (manual rebate, module MANPLAYREB3), which
 * an operator approves (or the promotion approves at once under its threshold). Rates are percents with up to two
 * decimals (0.8 = 0.8 %); money is wire money.
 */

export const rebateBases = ['valid_bet', 'net_loss'] as const;
export const rebatePeriods = ['daily', 'weekly'] as const;
export const rebatePayouts = ['cash', 'bonus'] as const;

const ratePct = z.number().min(0).max(100).multipleOf(0.01);

/** The rebate settings of a promotion, as the builder sends them. */
export const rebateSettingsInputSchema = z.strictObject({
  basis: z.enum(rebateBases),
  period: z.enum(rebatePeriods),
  /** The rate of each game type (the catalog's types); a type not named earns `defaultRate`. */
  rates: z.partialRecord(gameTypeSchema, ratePct),
  defaultRate: ratePct.default(0),
  /** A period's rebate below this is not paid (a request below it is refused). */
  minPayout: moneyAmountOrZeroSchema.default(0n),
  /** The most one member receives for one period. */
  cap: moneyAmountSchema.optional(),
  /** Paid to the wallet, or granted as a bonus with the promotion's wagering terms. */
  payAs: z.enum(rebatePayouts).default('cash'),
  /** Whether members may request the running period's rebate (manual rebate). */
  manual: z.boolean().default(true),
  /** A request up to this amount is approved at once; absent: every request waits for an operator. */
  autoApproveUpTo: moneyAmountSchema.optional(),
});

/** The rebate settings of a promotion, as the site and the console read them. */
export const rebateSettingsSchema = z.object({
  basis: z.enum(rebateBases),
  period: z.enum(rebatePeriods),
  rates: z.record(z.string(), z.number()),
  defaultRate: z.number(),
  minPayout: z.number(),
  cap: z.number().nullable(),
  payAs: z.enum(rebatePayouts),
  manual: z.boolean(),
  autoApproveUpTo: z.number().nullable(),
});

export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** The original client's call: the rebate rate of each product (game) type the member's promotions pay. */
export const getCustomerRebateSettingByProductType = defineEndpoint({
  name: 'getCustomerRebateSettingByProductType',
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  auth: 'member',
  tag: 'promotions',
  summary: "The rebate rate of each product (game) type in the merchant's open rebate promotions",
  request: queryObject({
    productType: gameTypeSchema.optional(),
    language: languageSchema.optional(),
    ...ignoredParams('merchantCode'),
  }),
  response: z.object({
    list: z.array(
      z.object({
        promotionId: z.number().int(),
        title: z.string(),
        productType: z.string(),
        rate: z.number(),
        basis: z.enum(rebateBases),
        period: z.enum(rebatePeriods),
        minPayout: z.number(),
        cap: z.number().nullable(),
        payAs: z.enum(rebatePayouts),
      }),
    ),
  }),
});

/** One game type's share of a running period's rebate. */
export const rebateTypeLineSchema = z.object({
  gameType: z.string(),
  /** Valid bets, or net loss (stakes less wins, never below 0), of this type. */
  basis: z.number(),
  rate: z.number(),
  amount: z.number(),
});

/** What a member may claim now of one rebate promotion: the running period's rebate so far. */
export const claimableRebateSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  basis: z.enum(rebateBases),
  period: z.enum(rebatePeriods),
  /** The running period: its first and last local day (YYYY-MM-DD). */
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(rebateTypeLineSchema),
  /** The period's rebate so far (after the cap). */
  computed: z.number(),
  /** Already paid or waiting for review in this period. */
  paid: z.number(),
  pending: z.number(),
  /** What a request would ask for now: computed − paid − pending, or 0 below the minimum payout. */
  claimable: z.number(),
  minPayout: z.number(),
  cap: z.number().nullable(),
  payAs: z.enum(rebatePayouts),
});

export type ClaimableRebate = z.infer<typeof claimableRebateSchema>;

export const getClaimableRebates = defineEndpoint({
  name: 'getClaimableRebates',
  method: 'GET',
  path: '/wps/member/rebates/claimable',
  auth: 'member',
  moduleId: 'MANPLAYREB3',
  tag: 'promotions',
  summary: "The running period's rebate of each open manual-rebate promotion: computed, paid, pending, claimable",
  request: queryObject({ language: languageSchema.optional() }),
  response: z.object({ list: z.array(claimableRebateSchema) }),
});

export const rebateRequestStatuses = ['pending', 'paid', 'rejected', 'closed'] as const;

/** A rebate paid or asked for: a request (manual) or a period's settlement (automatic). */
export const rebateRecordSchema = z.object({
  id: z.number().int(),
  source: z.enum(['request', 'settlement']),
  promotionId: z.number().int(),
  title: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number(),
  /** A settlement is `paid` or `due` (waiting for budget or for the active bonus to end). */
  status: z.enum([...rebateRequestStatuses, 'due']),
  reason: z.string(),
  payAs: z.enum(rebatePayouts),
  createdAt: z.string(),
});

export type RebateRecord = z.infer<typeof rebateRecordSchema>;

export const requestManualRebate = defineEndpoint({
  name: 'requestManualRebate',
  method: 'POST',
  path: '/wps/member/rebates/request',
  auth: 'member',
  moduleId: 'MANPLAYREB3',
  tag: 'promotions',
  summary: "Requests the running period's claimable rebate; paid at once under the auto-approve threshold",
  request: z.strictObject({ promotionId: z.number().int().positive() }),
  response: z.object({ request: rebateRecordSchema }),
});

export const getRebateRecords = defineEndpoint({
  name: 'getRebateRecords',
  method: 'GET',
  path: '/wps/member/rebates/records',
  auth: 'member',
  tag: 'promotions',
  summary: "The member's rebates, requested and settled, newest first",
  request: queryObject({
    language: languageSchema.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(rebateRecordSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});
