import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountOrZeroSchema } from '../money.ts';
import { queryObject } from '../schemas.ts';
import {
  contractActionInput,
  contractBillSchema,
  contractKindSchema,
  contractOfferInput,
  contractPeriodSchema,
  contractRateSchema,
  contractSchema,
  contractTierInput,
  contractTierSchema,
  maxContractTiers,
} from './agent-contracts.ts';

/**
 * The console's agent contracts (issue 15, decision 0046): templates per kind, settlement settings, every
 * agent's contracts (the house's contracts with top agents are offered here), the bill queue with approval (a
 * second operator above the merchant's second threshold), a period run now, and what a re-run would change.
 */

const templateSchema = z.object({
  kind: contractKindSchema,
  enabled: z.boolean(),
  maxRate: z.number(),
  tiers: z.array(contractTierSchema),
});

const settingsSchema = z.object({
  payer: z.enum(['house', 'upline']),
  approvalThreshold: z.number(),
  secondApprovalThreshold: z.number(),
  carryNegativeDividend: z.boolean(),
});

export const getContractSetup = defineEndpoint({
  name: 'getContractSetup',
  method: 'GET',
  path: '/cms/v1/contracts/setup',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's contract templates (one per kind) and settlement settings",
  request: queryObject({}),
  response: z.object({ templates: z.array(templateSchema), settings: settingsSchema }),
});

export const updateContractTemplate = defineEndpoint({
  name: 'updateContractTemplate',
  method: 'PUT',
  path: '/cms/v1/contracts/templates',
  auth: 'operator',
  tag: 'console',
  summary: 'Sets whether a kind is offered, its highest rate and its suggested tiers',
  request: z.strictObject({
    kind: contractKindSchema,
    enabled: z.boolean(),
    maxRate: contractRateSchema,
    tiers: z.array(contractTierInput).max(maxContractTiers),
  }),
  response: z.object({ templates: z.array(templateSchema) }),
});

export const updateContractSettings = defineEndpoint({
  name: 'updateContractSettings',
  method: 'PUT',
  path: '/cms/v1/contracts/settings',
  auth: 'operator',
  tag: 'console',
  summary:
    'Who pays the bills, the approval thresholds (a bill above the first waits for an operator, above the second ' +
    'for a second one; 0: every bill; the second never below the first), and whether negative dividends carry over',
  request: z
    .strictObject({
      payer: z.enum(['house', 'upline']),
      approvalThreshold: moneyAmountOrZeroSchema,
      secondApprovalThreshold: moneyAmountOrZeroSchema,
      carryNegativeDividend: z.boolean(),
    })
    .refine((v) => v.secondApprovalThreshold >= v.approvalThreshold, {
      message: 'second_threshold_below_first',
      path: ['secondApprovalThreshold'],
    }),
  response: settingsSchema,
});

export const listConsoleContracts = defineEndpoint({
  name: 'listConsoleContracts',
  method: 'GET',
  path: '/cms/v1/contracts',
  auth: 'operator',
  tag: 'console',
  summary: "Every agent's contracts of a kind, newest first",
  request: queryObject({ kind: contractKindSchema }),
  response: z.object({ list: z.array(contractSchema) }),
});

export const offerHouseContract = defineEndpoint({
  name: 'offerHouseContract',
  method: 'POST',
  path: '/cms/v1/contracts/offer',
  auth: 'operator',
  tag: 'console',
  summary: "Offers a top agent the house's contract (or a change of it)",
  request: contractOfferInput,
  response: z.object({ contract: contractSchema, downlineHigherRate: z.enum(['Y', 'N']) }),
});

export const actOnHouseContract = defineEndpoint({
  name: 'actOnHouseContract',
  method: 'POST',
  path: '/cms/v1/contracts/act',
  auth: 'operator',
  tag: 'console',
  summary: "Withdraws or terminates one of the house's contracts, or answers a top agent's termination request",
  request: contractActionInput.omit({ confirmHigherRate: true }),
  response: z.object({ contract: contractSchema }),
});

export const listContractBills = defineEndpoint({
  name: 'listContractBills',
  method: 'GET',
  path: '/cms/v1/contracts/bills',
  auth: 'operator',
  tag: 'console',
  summary: 'The bills of a kind (all, or of one state: the approval queue is `pending_approval`), newest first',
  request: queryObject({
    kind: contractKindSchema.optional(),
    state: z.enum(['calculated', 'pending_approval', 'paid', 'rejected', 'carried_over']).optional(),
  }),
  response: z.object({ list: z.array(contractBillSchema) }),
});

export const decideContractBill = defineEndpoint({
  name: 'decideContractBill',
  method: 'POST',
  path: '/cms/v1/contracts/bills/decide',
  auth: 'operator',
  tag: 'console',
  summary:
    'Approves (pays) or rejects a bill waiting for approval; above the second threshold a second operator ' +
    'approves after the first',
  request: z.strictObject({
    billId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    decision: z.enum(['approve', 'reject']),
  }),
  response: z.object({ bill: contractBillSchema }),
});

const periodRef = {
  kind: contractKindSchema,
  period: contractPeriodSchema,
  /** Any instant inside the period (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
};

export const runContractPeriod = defineEndpoint({
  name: 'runContractPeriod',
  method: 'POST',
  path: '/cms/v1/contracts/run',
  auth: 'operator',
  tag: 'console',
  summary:
    'Settles a closed period now (bills not yet made are made, calculated ones paid); a run again pays nothing twice',
  request: z.strictObject(periodRef),
  response: z.object({ runId: z.number().int(), list: z.array(contractBillSchema) }),
});

export const diffContractPeriod = defineEndpoint({
  name: 'diffContractPeriod',
  method: 'GET',
  path: '/cms/v1/contracts/run/diff',
  auth: 'operator',
  tag: 'console',
  summary: "What a period's bills would be from today's figures, beside the bills made (late money, a re-run)",
  request: queryObject(periodRef),
  response: z.object({
    list: z.array(
      z.object({
        contractId: z.number().int(),
        agentId: z.number().int(),
        billed: contractBillSchema.nullable(),
        now: contractBillSchema.pick({
          validBet: true,
          netLoss: true,
          activeMembers: true,
          tier: true,
          rate: true,
          gross: true,
          own: true,
        }),
        changed: z.boolean(),
      }),
    ),
  }),
});

export const listContractActions = defineEndpoint({
  name: 'listContractActions',
  method: 'GET',
  path: '/cms/v1/contracts/actions',
  auth: 'operator',
  tag: 'console',
  summary: 'Every action on a contract, oldest first (who, what, status before and after)',
  request: queryObject({ contractId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({
    list: z.array(
      z.object({
        action: z.string(),
        actorMemberId: z.number().int().nullable(),
        actorOperatorId: z.number().int().nullable(),
        statusBefore: z.string().nullable(),
        statusAfter: z.string(),
        at: z.string(),
      }),
    ),
  }),
});
