import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';
import { rebateRecordSchema, rebateRequestStatuses } from './rebates.ts';

/**
 * The console's manual rebate queue (issue 16, decision 0070): members' requests for the running period's rebate,
 * approved (paid once, from the promotion's budget) or rejected with a reason.
 */

export const consoleRebateRequestSchema = rebateRecordSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** The period's rebate now and what was paid of it before this request, for the reviewer. */
  computed: z.number(),
  paidBefore: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export type ConsoleRebateRequest = z.infer<typeof consoleRebateRequestSchema>;

export const listRebateRequests = defineEndpoint({
  name: 'listRebateRequests',
  method: 'GET',
  path: '/cms/v1/rebates/requests',
  auth: 'operator',
  tag: 'console',
  summary: 'Manual rebate requests, oldest pending first (or newest first for the other statuses)',
  request: queryObject({
    status: z.enum(rebateRequestStatuses).default('pending'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(consoleRebateRequestSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const decideRebateRequest = defineEndpoint({
  name: 'decideRebateRequest',
  method: 'POST',
  path: '/cms/v1/rebates/requests/decide',
  auth: 'operator',
  tag: 'console',
  summary: 'Approves (pays once) or rejects (with a reason) a pending manual rebate request; audited',
  request: z
    .strictObject({
      requestId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      decision: z.enum(['approve', 'reject']),
      reason: text(200).default(''),
    })
    .refine((r) => r.decision === 'approve' || r.reason.trim().length > 0, {
      path: ['reason'],
      message: 'required',
    }),
  response: z.object({ request: consoleRebateRequestSchema }),
});
