import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema } from '../money.ts';
import { queryObject } from '../schemas.ts';

/**
 * Agent contracts (SPEC §3, §4, §7; upstream-api §1.10, §5.1–5.2; issue 15, decision 0046): the consolidated
 * contract data the popup reads, the original client's four contract actions, the agent center's own contract
 * calls (its contracts, the ones it gave, offers and answers, bills) and the console's (templates, settings,
 * contracts, the bill queue, running a period). Rates on the wire are percentages with at most 2 decimals (1.5 =
 * 1.5 %); money as JSON numbers with at most 2 decimals.
 */

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const contractKindSchema = z.enum(contractKinds);
export type ContractKindName = z.infer<typeof contractKindSchema>;

export const contractPeriods = ['day', 'week', 'semimonth', 'month', 'hour', 'window'] as const;
export const contractPeriodSchema = z.enum(contractPeriods);
export type ContractPeriodName = z.infer<typeof contractPeriodSchema>;

/** The period kinds each contract kind may settle by (a dividend chooses; a chain keeps its top's). */
export const contractKindPeriods: Record<ContractKindName, readonly ContractPeriodName[]> = {
  dividend: ['day', 'week', 'semimonth', 'month'],
  daily: ['day'],
  hourly: ['hour'],
  realtime: ['window'],
};

/** The most tiers a contract or a template holds (the console's tier editor adds rows up to it; the server checks). */
export const maxContractTiers = 10;

/** A percentage 0–100 with at most 2 decimals. */
export const contractRateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'rate_too_many_decimals');

export const contractTierInput = z.strictObject({
  rate: contractRateSchema,
  minValidBet: moneyAmountOrZeroSchema,
  /** Dividends: the team's net loss the period must reach (null: no condition). */
  minNetLoss: moneyAmountOrZeroSchema.nullable().default(null),
  minActiveMembers: z.number().int().min(0).max(1_000_000),
});

export const contractTierSchema = z.object({
  rate: z.number(),
  minValidBet: z.number(),
  minNetLoss: z.number().nullable(),
  minActiveMembers: z.number().int(),
});

export const contractSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  productType: z.string(),
  period: contractPeriodSchema,
  /** P offered, E a changed offer, V effective, ended. */
  status: z.enum(['P', 'E', 'V', 'ended']),
  uplineId: z.number().int().nullable(),
  agentId: z.number().int(),
  agentUsername: z.string(),
  activeThreshold: z.number(),
  tiers: z.array(contractTierSchema),
  terminationRequestedBy: z.enum(['upline', 'agent']).nullable(),
  endReason: z.string().nullable(),
  offeredAt: z.string(),
  effectiveAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type AgentContract = z.infer<typeof contractSchema>;

export const contractBillSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  agentId: z.number().int(),
  kind: contractKindSchema,
  period: contractPeriodSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  validBet: z.number(),
  netLoss: z.number(),
  activeMembers: z.number().int(),
  /** The tier reached (0 = first), null when none. */
  tier: z.number().int().nullable(),
  rate: z.number(),
  gross: z.number(),
  downline: z.number(),
  own: z.number(),
  adjustment: z.number(),
  carriedIn: z.number(),
  payer: z.enum(['house', 'upline']),
  amount: z.number(),
  state: z.enum(['calculated', 'pending_approval', 'paid', 'rejected', 'carried_over']),
  approvals: z.number().int(),
  lastError: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type ContractBill = z.infer<typeof contractBillSchema>;

// ---- consolidated and the original client's actions (upstream-api §5) ----------------------------------

const rateRow = z.object({
  betVolume: z.number(),
  activeMember: z.number().int(),
  rateType: z.literal('P'),
  rate: z.number(),
});

/** `divtypereq`/`divtypeinfo`: per productType, one row per tier. */
const dividendRow = z.object({
  id: z.number().int(),
  minimumBet: z.number(),
  netLoss: z.number(),
  activeMember: z.number().int(),
  /** A fraction (0.015 = 1.5 %), as the original shows ×100. */
  contractRate: z.number(),
  status: z.string(),
  downlineHigherRate: z.enum(['Y', 'N']),
  period: z.string(),
});
const salaryRow = z.object({
  id: z.number().int(),
  status: z.string(),
  downlineHigherRate: z.enum(['Y', 'N']),
  details: z.array(rateRow),
});
const hourRow = z.object({
  contractId: z.number().int(),
  status: z.string(),
  downlineHigherRate: z.enum(['Y', 'N']),
  hourSalaryRates: z.array(
    z.object({ minimumBet: z.number(), activeMember: z.number().int(), rateType: z.literal('P'), rate: z.number() }),
  ),
});
const byProduct = <T extends z.ZodType>(row: T) => z.record(z.string(), z.array(row));

export const consolidatedSchema = z.object({
  divtypereq: byProduct(dividendRow),
  dailysalreqtype: byProduct(salaryRow),
  contracthoursalreq: byProduct(hourRow),
  realtimesalreqtype: byProduct(salaryRow),
  divtypeinfo: byProduct(dividendRow),
  dailysalinfotype: byProduct(salaryRow),
  contracthoursalinfo: byProduct(hourRow),
  realtimesalinfo: byProduct(salaryRow),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

export const getContractConsolidated = defineEndpoint({
  name: 'getContractConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'member',
  moduleId: 'AGENTPOLICY3',
  tag: 'agent',
  summary:
    "The member's contract requests (offers and termination requests waiting for its answer: the popup) and " +
    'effective contracts, per kind and productType (upstream-api §5.1); empty for trial accounts',
  request: queryObject({}),
  response: consolidatedSchema,
});

/** A (the answerer agrees: accept an offer or a termination request), R (reject), C (terminate). */
const actionStatus = z.enum(['A', 'R', 'C']);
const contractIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const actionResult = z.object({ contract: contractSchema });

export const processDividendReq = defineEndpoint({
  name: 'processDividendReq',
  method: 'GET',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: 'member',
  moduleId: 'DIVIDEND',
  tag: 'agent',
  summary: "Answers the member's dividend request of a productType (`type`): A accept, R reject, C terminate",
  request: queryObject({ type: z.string().min(1).max(16), status: actionStatus }),
  response: actionResult,
});
export const processContractDividend = {
  ...processDividendReq,
  name: 'processContractDividend',
  path: '/wps/relay/MCSFE_processContractDividend',
  summary: 'processDividendReq at its A-path',
};

export const processDailySalContract = defineEndpoint({
  name: 'processDailySalContract',
  method: 'GET',
  path: '/wps/relay/MCS2_processDailySalContract',
  auth: 'member',
  moduleId: 'DAYSAL',
  tag: 'agent',
  summary: 'Answers a daily salary contract (`id`): A accept, R reject, C terminate',
  request: queryObject({ id: contractIdParam, status: actionStatus }),
  response: actionResult,
});
export const processDailySalaryContract = {
  ...processDailySalContract,
  name: 'processDailySalaryContract',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  summary: 'processDailySalContract at its A-path',
};

export const processContractHourSalary = defineEndpoint({
  name: 'processContractHourSalary',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  auth: 'member',
  moduleId: 'HOURSAL3',
  tag: 'agent',
  summary: 'Answers an hourly salary contract (`contractId`): A accept, R reject, C terminate',
  request: z.strictObject({ contractId: contractIdParam, status: actionStatus }),
  response: actionResult,
});
export const processContractHourSalaryA = {
  ...processContractHourSalary,
  name: 'processContractHourSalaryA',
  path: '/wps/relay/MCSFE_processContractHourSalary',
  summary: 'processContractHourSalary at its A-path',
};

export const processRealTimeSalaryContract = defineEndpoint({
  name: 'processRealTimeSalaryContract',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  auth: 'member',
  moduleId: 'RTSALARY3',
  tag: 'agent',
  summary:
    'Answers a real-time salary contract (`id` or `contractId`, upstream-api (I)): A accept, R reject, C terminate',
  request: z
    .strictObject({ id: contractIdParam.optional(), contractId: contractIdParam.optional(), status: actionStatus })
    .refine((v) => v.id !== undefined || v.contractId !== undefined, { message: 'required', path: ['id'] }),
  response: actionResult,
});

// ---- the agent center's contract calls ---------------------------------------------------------------

export const listMyContracts = defineEndpoint({
  name: 'listMyContracts',
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'member',
  moduleId: 'AGENTPOLICY3',
  tag: 'agent',
  summary:
    "The agent's contracts of a kind (its own, and those it gave its direct downline), newest first, and which " +
    'kinds the merchant offers',
  request: queryObject({ kind: contractKindSchema }),
  response: z.object({
    own: z.array(contractSchema),
    given: z.array(contractSchema),
    kinds: z.array(contractKindSchema),
  }),
});

export const contractOfferInput = z.strictObject({
  agentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  kind: contractKindSchema,
  productType: z.string().min(1).max(16).default('CONS'),
  period: contractPeriodSchema,
  activeThreshold: moneyAmountOrZeroSchema,
  tiers: z.array(contractTierInput).min(1).max(maxContractTiers),
});

export const offerAgentContract = defineEndpoint({
  name: 'offerAgentContract',
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  auth: 'member',
  moduleId: 'AGENTPOLICY3',
  tag: 'agent',
  summary:
    'Offers a direct downline agent a contract (or a change of its effective one): rates within 0–100 % and the ' +
    "agent's own; tiers increasing",
  request: contractOfferInput,
  response: z.object({ contract: contractSchema, downlineHigherRate: z.enum(['Y', 'N']) }),
});

export const contractActionInput = z.strictObject({
  contractId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(['accept', 'reject', 'terminate']),
  /** The popup's `higher_rate` confirmation: accepting ends contracts below that pay more. */
  confirmHigherRate: z.boolean().default(false),
});

export const actOnAgentContract = defineEndpoint({
  name: 'actOnAgentContract',
  method: 'POST',
  path: '/wps/agent/contracts/act',
  auth: 'member',
  moduleId: 'AGENTPOLICY3',
  tag: 'agent',
  summary:
    'Answers a contract as the agent it pays (accept/reject an offer or a termination request, ask to terminate) ' +
    'or as the upline that gave it (withdraw an offer, terminate, accept or reject a termination request)',
  request: contractActionInput,
  response: actionResult,
});

const billPage = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const listMyContractBills = defineEndpoint({
  name: 'listMyContractBills',
  method: 'GET',
  path: '/wps/agent/contracts/bills',
  auth: 'member',
  moduleId: 'AGENTPOLICY3',
  tag: 'agent',
  summary: "The agent's bills of a kind, newest period first, with the figures, tier, rate and state of each",
  request: queryObject({ kind: contractKindSchema, ...billPage }),
  response: z.object({ list: z.array(contractBillSchema), pageNo: z.number().int() }),
});
