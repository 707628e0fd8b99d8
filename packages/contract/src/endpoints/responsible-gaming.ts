import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';

/**
 * Responsible gaming (issue 21, decision 0048): limits a player sets (deposit, loss, wager per day / week / month,
 * session time), the reality check, time-outs and self-exclusions, the monthly activity statement, and the
 * operator's view and actions on a player's behalf.
 */

export const rgMoneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export const rgPeriods = ['day', 'week', 'month'] as const;
export const rgExclusionDurations = ['24h', '7d', '30d', '6m', '1y', '5y', 'permanent'] as const;
/** Durations of a time-out; the longer ones are a self-exclusion. */
export const rgTimeoutDurations = ['24h', '7d', '30d'] as const;

/** The largest money limit accepted (1,000,000,000.00): anything above is absurd, not a limit. */
export const RG_MAX_LIMIT_MINOR = 100_000_000_000n;

const limitAmountSchema = moneyAmountSchema.refine((minor) => minor <= RG_MAX_LIMIT_MINOR, 'rg_limit_too_large');

export const rgMoneyLimitKindSchema = z.enum(rgMoneyLimitKinds);
export const rgPeriodSchema = z.enum(rgPeriods);
export const rgExclusionDurationSchema = z.enum(rgExclusionDurations);

const pendingSchema = z.object({
  /** The raised value waiting (money, or minutes for the session limit); null when the change is a removal. */
  value: z.number().nullable(),
  /** From when the player may confirm it. */
  effectiveAt: z.string(),
  /** The cooling-off is over: a confirmation applies it. */
  confirmable: z.boolean(),
});

export const rgLimitSchema = z.object({
  kind: z.enum([...rgMoneyLimitKinds, 'session']),
  period: z.enum([...rgPeriods, 'session']),
  /** Money (2 decimals), or minutes for the session limit. */
  value: z.number(),
  /** Used so far in the current period (money kinds; minutes played in this session for the session limit). */
  used: z.number(),
  pending: pendingSchema.nullable(),
});

export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgExclusionSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  startsAt: z.string(),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
  source: z.enum(['player', 'operator', 'register']),
});

export const rgStatusSchema = z.object({
  limits: z.array(rgLimitSchema),
  coolingOffHours: z.number().int(),
  realityCheck: z.object({
    /** The player's interval in minutes; null when off. */
    minutes: z.number().int().nullable(),
    /** The intervals the merchant offers. */
    options: z.array(z.number().int()),
    /** A check is waiting for its answer: debits are refused until it comes. */
    due: z.boolean(),
    sessionStartedAt: z.string().nullable(),
    sessionStake: z.number(),
    sessionNet: z.number(),
  }),
});

export type RgStatus = z.infer<typeof rgStatusSchema>;

export const getResponsibleGaming = defineEndpoint({
  name: 'getResponsibleGaming',
  method: 'GET',
  path: '/wps/member/rg',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: "The member's limits (with pending raises), the reality check and the current session's figures",
  request: emptyQuery,
  response: rgStatusSchema,
});

export const setRgLimit = defineEndpoint({
  name: 'setRgLimit',
  method: 'POST',
  path: '/wps/member/rg/limit',
  auth: 'member',
  tag: 'responsible-gaming',
  summary:
    'Sets a deposit, loss or wager limit for a period. A first or lower limit applies at once; a raise waits for ' +
    "the merchant's cooling-off and then the member's confirmation",
  request: z.strictObject({ kind: rgMoneyLimitKindSchema, period: rgPeriodSchema, amount: limitAmountSchema }),
  response: rgStatusSchema,
});

export const removeRgLimit = defineEndpoint({
  name: 'removeRgLimit',
  method: 'POST',
  path: '/wps/member/rg/limit/remove',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: 'Asks to remove a limit (the session limit too): it waits for the cooling-off and a confirmation',
  request: z.strictObject({
    kind: z.enum([...rgMoneyLimitKinds, 'session']),
    period: z.enum([...rgPeriods, 'session']),
  }),
  response: rgStatusSchema,
});

export const setRgSessionLimit = defineEndpoint({
  name: 'setRgSessionLimit',
  method: 'POST',
  path: '/wps/member/rg/session-limit',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: 'Sets the session-time limit in minutes, with the same rules (a longer one waits for the cooling-off)',
  request: z.strictObject({ minutes: z.number().int().min(5).max(1440) }),
  response: rgStatusSchema,
});

export const confirmRgLimit = defineEndpoint({
  name: 'confirmRgLimit',
  method: 'POST',
  path: '/wps/member/rg/limit/confirm',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: 'Confirms a pending raise or removal once its cooling-off is over',
  request: z.strictObject({
    kind: z.enum([...rgMoneyLimitKinds, 'session']),
    period: z.enum([...rgPeriods, 'session']),
  }),
  response: rgStatusSchema,
});

export const setRealityCheck = defineEndpoint({
  name: 'setRealityCheck',
  method: 'POST',
  path: '/wps/member/rg/reality-check',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: "Sets the reality-check interval (one of the merchant's options, in minutes; null turns it off)",
  request: z.strictObject({ minutes: z.number().int().min(1).max(1440).nullable() }),
  response: rgStatusSchema,
});

export const answerRealityCheck = defineEndpoint({
  name: 'answerRealityCheck',
  method: 'POST',
  path: '/wps/member/rg/reality-check/answer',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: 'Answers a due reality check: continue (play resumes until the next one) or leave (the session ends)',
  request: z.strictObject({ choice: z.enum(['continue', 'leave']) }),
  response: rgStatusSchema,
});

export const excludeSelf = defineEndpoint({
  name: 'excludeSelf',
  method: 'POST',
  path: '/wps/member/rg/exclusion',
  auth: 'member',
  tag: 'responsible-gaming',
  summary:
    'Takes a time-out (24h, 7d, 30d) or self-excludes (6m, 1y, 5y, permanent) across every merchant sharing the ' +
    "member's verified email or mobile; signs the member out everywhere",
  request: z.strictObject({ duration: rgExclusionDurationSchema }),
  response: rgExclusionSchema,
});

export const rgStatementMonthSchema = z.object({
  /** `YYYY-MM` in the merchant's time zone. */
  month: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  /** Wins − stakes: negative when the member lost. */
  netResult: z.number(),
});

export const getActivityStatement = defineEndpoint({
  name: 'getActivityStatement',
  method: 'GET',
  path: '/wps/member/rg/statement',
  auth: 'member',
  tag: 'responsible-gaming',
  summary: "The member's deposits, withdrawals, stakes and net result per month (the last 12 months)",
  request: emptyQuery,
  response: z.object({ months: z.array(rgStatementMonthSchema), timeZone: z.string() }),
});

export const rgEventSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  /** The operator who acted; null when the player did. */
  operator: z.string().nullable(),
  createdAt: z.string(),
});

const memberIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const getPlayerRg = defineEndpoint({
  name: 'getPlayerRg',
  method: 'GET',
  path: '/cms/v1/rg/player',
  auth: 'operator',
  tag: 'console',
  summary: "A player's limits, reality check, exclusions and every RG event, newest first",
  request: queryObject({ memberId: memberIdSchema }),
  response: rgStatusSchema.extend({
    exclusions: z.array(rgExclusionSchema),
    events: z.array(rgEventSchema),
  }),
});

export const setPlayerRgLimit = defineEndpoint({
  name: 'setPlayerRgLimit',
  method: 'PUT',
  path: '/cms/v1/rg/player/limit',
  auth: 'operator',
  tag: 'console',
  summary:
    "Sets a player's limit on the player's behalf, under the player's rules (a raise waits for the cooling-off); audited",
  request: z.strictObject({
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    kind: rgMoneyLimitKindSchema,
    period: rgPeriodSchema,
    amount: limitAmountSchema,
  }),
  response: rgStatusSchema,
});

export const liftPlayerRgLimit = defineEndpoint({
  name: 'liftPlayerRgLimit',
  method: 'POST',
  path: '/cms/v1/rg/player/limit/lift',
  auth: 'operator',
  tag: 'console',
  summary: "Asks to lift a player's limit on its behalf: it waits for the cooling-off like the player's own; audited",
  request: z.strictObject({
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    kind: z.enum([...rgMoneyLimitKinds, 'session']),
    period: z.enum([...rgPeriods, 'session']),
  }),
  response: rgStatusSchema,
});

export const excludePlayer = defineEndpoint({
  name: 'excludePlayer',
  method: 'POST',
  path: '/cms/v1/rg/player/exclusion',
  auth: 'operator',
  tag: 'console',
  summary:
    'Takes a time-out or self-exclusion for a player on its request; it cannot be lifted before its end; audited',
  request: z.strictObject({
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    duration: rgExclusionDurationSchema,
  }),
  response: rgExclusionSchema,
});

export const getRgReport = defineEndpoint({
  name: 'getRgReport',
  method: 'GET',
  path: '/cms/v1/rg/report',
  auth: 'operator',
  tag: 'console',
  summary: 'RG events of the merchant in a date range (limits set, reality checks, exclusions), counted and listed',
  request: queryObject({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    kind: text(40).optional(),
  }),
  response: z.object({
    counts: z.array(z.object({ kind: z.string(), count: z.number().int() })),
    events: z.array(rgEventSchema),
  }),
});

export const importRgRegister = defineEndpoint({
  name: 'importRgRegister',
  method: 'POST',
  path: '/cms/v1/rg/register',
  auth: 'operator',
  tag: 'console',
  summary:
    'Imports self-exclusions from an external register: CSV lines `email,mobile,end date (YYYY-MM-DD or empty for ' +
    'permanent)`, at most 5000; every matching member of the deployment is excluded; audited',
  request: z.strictObject({ csv: z.string().min(1).max(500_000) }),
  response: z.object({ imported: z.number().int(), membersExcluded: z.number().int() }),
});
