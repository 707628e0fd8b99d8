import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';
import { movementPageSchema, pagedQuery } from './account-records.ts';
import { requestIdSchema } from './transfers.ts';
import { protectionChangeSchema } from './console-protection.ts';

export const adjustmentReasonCodes = [
  'goodwill',
  'correction',
  'promotion',
  'chargeback',
  'system_error',
  'other',
] as const;

export type AdjustmentReasonCode = (typeof adjustmentReasonCodes)[number];

export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  reasonCode: z.enum(adjustmentReasonCodes),
  note: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  entryId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export type Adjustment = z.infer<typeof adjustmentSchema>;

export const getMemberWallet = defineEndpoint({
  name: 'getMemberWallet',
  method: 'GET',
  path: '/cms/v1/members/wallet',
  auth: 'operator',
  tag: 'console',
  summary: "A member's main wallet: balance and its ledger postings, newest first",
  request: queryObject({ memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), ...pagedQuery }),
  response: movementPageSchema.extend({ balance: z.number(), currency: z.string(), accountKind: z.string() }),
});

export const createAdjustment = defineEndpoint({
  name: 'createAdjustment',
  method: 'POST',
  path: '/cms/v1/adjustments',
  auth: 'operator',
  tag: 'console',
  summary:
    "Credits or debits a member's wallet with a reason; above the merchant threshold it waits for a second " +
    'operator; audited. A retried submit (same request id) creates one adjustment',
  request: z.strictObject({
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    direction: z.enum(['credit', 'debit']),
    amount: moneyAmountSchema,
    reasonCode: z.enum(adjustmentReasonCodes),
    note: text(200),
    requestId: requestIdSchema,
  }),
  response: adjustmentSchema,
});

export const listAdjustments = defineEndpoint({
  name: 'listAdjustments',
  method: 'GET',
  path: '/cms/v1/adjustments',
  auth: 'operator',
  tag: 'console',
  summary: 'Adjustments of the merchant, newest first, optionally by status or member',
  request: queryObject({
    status: z.enum(adjustmentStatuses).optional(),
    memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...pagedQuery,
  }),
  response: z.object({ list: z.array(adjustmentSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const decideAdjustment = defineEndpoint({
  name: 'decideAdjustment',
  method: 'POST',
  path: '/cms/v1/adjustments/decision',
  auth: 'operator',
  tag: 'console',
  summary: 'Approves (posts) or rejects a pending adjustment; only an operator other than its requester; audited',
  request: z.strictObject({
    adjustmentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    decision: z.enum(['approve', 'reject']),
  }),
  response: adjustmentSchema,
});

export const adjustmentSettingsSchema = z.object({
  /** Adjustments above this amount wait for a second operator's approval. */
  dualApprovalThreshold: z.number(),
  /** A change that lowers the threshold's protection and waits for a second owner or its delay. */
  pendingChange: protectionChangeSchema.nullable(),
});

export const getAdjustmentSettings = defineEndpoint({
  name: 'getAdjustmentSettings',
  method: 'GET',
  path: '/cms/v1/adjustments/settings',
  auth: 'operator',
  tag: 'console',
  summary: 'The amount above which an adjustment needs a second operator',
  request: emptyQuery,
  response: adjustmentSettingsSchema,
});

export const updateAdjustmentSettings = defineEndpoint({
  name: 'updateAdjustmentSettings',
  method: 'PUT',
  path: '/cms/v1/adjustments/settings',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes the dual-approval threshold, owner only; raising it waits for a second owner or a delay; audited',
  request: z.strictObject({ dualApprovalThreshold: moneyAmountSchema }),
  response: adjustmentSettingsSchema,
});
