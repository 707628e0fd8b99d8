import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { emptyQuery, queryObject } from '../schemas.ts';

/**
 * Risk and AML alerts (issue 21, decision 0047): a merchant's rules, evaluated as money moves, raise alerts once per
 * rule, member and merchant-local day; operators work them in a queue (assign, note, close, lock the account).
 */

export const riskRuleKinds = [
  'large_deposit',
  'deposit_withdraw',
  'shared_accounts',
  'stake_increase',
  'play_hours',
  'bonus_hunting',
] as const;
export const riskRuleKindSchema = z.enum(riskRuleKinds);
export type RiskRuleKind = z.infer<typeof riskRuleKindSchema>;

const hour = z.number().int().min(0).max(23);

/** One rule and its values, with money as `money` gives it (a wire number in answers, minor units in requests). */
function ruleSchema<M extends z.ZodType>(money: M) {
  return z.discriminatedUnion('rule', [
    z.strictObject({ rule: z.literal('large_deposit'), enabled: z.boolean(), threshold: money }),
    z.strictObject({
      rule: z.literal('deposit_withdraw'),
      enabled: z.boolean(),
      /** The days before the withdrawal whose deposits and stakes are compared. */
      lookbackDays: z.number().int().min(1).max(90),
      /** Stakes below this share of the deposits (percent) count as little play. */
      playPercent: z.number().int().min(1).max(100),
    }),
    z.strictObject({
      rule: z.literal('shared_accounts'),
      enabled: z.boolean(),
      /** Accounts (the member included) sharing one IP, device or payee name that raise the alert. */
      accounts: z.number().int().min(2).max(100),
    }),
    z.strictObject({
      rule: z.literal('stake_increase'),
      enabled: z.boolean(),
      /** The last 24 hours' stakes against the daily average of the 7 days before. */
      factor: z.number().int().min(2).max(100),
      minStake: money,
    }),
    z
      .strictObject({
        rule: z.literal('play_hours'),
        enabled: z.boolean(),
        /** Merchant-local hours, from inclusive to exclusive (may wrap midnight). */
        fromHour: hour,
        toHour: hour,
      })
      .refine((r) => r.fromHour !== r.toHour, { path: ['toHour'], message: 'risk_hours_empty' }),
    z.strictObject({
      rule: z.literal('bonus_hunting'),
      enabled: z.boolean(),
      /** The days before the withdrawal whose granted bonuses are counted. */
      lookbackDays: z.number().int().min(1).max(90),
      /** Bonuses granted in those days (any promotion, any outcome) that make a withdrawal raise the alert. */
      minBonuses: z.number().int().min(2).max(100),
    }),
  ]);
}

export const riskRuleSchema = ruleSchema(z.number());
/** A rule as an operator sends it: money checked and turned into minor units. */
export const riskRuleInputSchema = ruleSchema(moneyAmountSchema);
export type RiskRuleInput = z.infer<typeof riskRuleInputSchema>;
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const riskAlertStatuses = ['open', 'closed'] as const;

export const riskAlertSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  rule: riskRuleKindSchema,
  /** The merchant-local day the alert stands for. */
  windowStart: z.string(),
  /** The figures that raised it (minor units as text). */
  detail: z.record(z.string(), z.unknown()),
  status: z.enum(riskAlertStatuses),
  assignedTo: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RiskAlert = z.infer<typeof riskAlertSchema>;

export const riskAlertNoteSchema = z.object({
  id: z.number().int(),
  operator: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const alertDetailSchema = riskAlertSchema.extend({
  notes: z.array(riskAlertNoteSchema),
  memberStatus: z.string(),
});

export const listRiskAlerts = defineEndpoint({
  name: 'listRiskAlerts',
  method: 'GET',
  path: '/cms/v1/risk/alerts',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's risk alerts, newest first, by state, rule or player",
  request: queryObject({
    status: z.enum(riskAlertStatuses).optional(),
    rule: riskRuleKindSchema.optional(),
    memberId: idQuery.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(riskAlertSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const getRiskAlert = defineEndpoint({
  name: 'getRiskAlert',
  method: 'GET',
  path: '/cms/v1/risk/alert',
  auth: 'operator',
  tag: 'console',
  summary: 'One alert with its notes and the player’s account status',
  request: queryObject({ alertId: idQuery }),
  response: alertDetailSchema,
});

export const assignRiskAlert = defineEndpoint({
  name: 'assignRiskAlert',
  method: 'POST',
  path: '/cms/v1/risk/alert/assign',
  auth: 'operator',
  tag: 'console',
  summary: 'Takes an open alert (assigns it to the calling operator) or gives it back; audited',
  request: z.strictObject({ alertId: id, take: z.boolean() }),
  response: alertDetailSchema,
});

export const noteRiskAlert = defineEndpoint({
  name: 'noteRiskAlert',
  method: 'POST',
  path: '/cms/v1/risk/alert/note',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a note to an alert; audited',
  request: z.strictObject({ alertId: id, body: z.string().trim().min(1).max(500) }),
  response: alertDetailSchema,
});

export const closeRiskAlert = defineEndpoint({
  name: 'closeRiskAlert',
  method: 'POST',
  path: '/cms/v1/risk/alert/close',
  auth: 'operator',
  tag: 'console',
  summary: 'Closes an open alert with a closing note; audited',
  request: z.strictObject({ alertId: id, note: z.string().trim().min(1).max(500) }),
  response: alertDetailSchema,
});

export const lockRiskAlertMember = defineEndpoint({
  name: 'lockRiskAlertMember',
  method: 'POST',
  path: '/cms/v1/risk/alert/lock',
  auth: 'operator',
  tag: 'console',
  summary: "Locks the alert's player account (its sessions end); audited",
  request: z.strictObject({ alertId: id }),
  response: alertDetailSchema,
});

export const getRiskRules = defineEndpoint({
  name: 'getRiskRules',
  method: 'GET',
  path: '/cms/v1/risk/rules',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's risk rules, one per kind (a kind never set is off, with suggested values)",
  request: emptyQuery,
  response: z.object({ rules: z.array(riskRuleSchema) }),
});

export const updateRiskRule = defineEndpoint({
  name: 'updateRiskRule',
  method: 'PUT',
  path: '/cms/v1/risk/rules',
  auth: 'operator',
  tag: 'console',
  summary: 'Sets one risk rule (on or off and its values); audited',
  request: riskRuleInputSchema,
  response: z.object({ rules: z.array(riskRuleSchema) }),
});
