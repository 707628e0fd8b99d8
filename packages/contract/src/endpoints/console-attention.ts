import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import type { OperatorPermission } from '../operator-permissions.ts';
import { queryObject } from '../schemas.ts';

/**
 * What needs an operator's attention (issue 13, decision 0067): the console's work queues and, for each, the
 * permission that lets a role see it. The console home and the navigation's badges read the counts in one call;
 * the server answers only the queues the caller's role may view.
 */
export const attentionQueues = [
  { queue: 'deposits', permission: 'deposits.view' },
  { queue: 'withdrawals', permission: 'withdrawals.view' },
  { queue: 'adjustments', permission: 'wallets.view' },
  { queue: 'kyc', permission: 'kyc.view' },
  { queue: 'riskAlerts', permission: 'risk.view' },
  { queue: 'pointRedeems', permission: 'loyalty.view' },
  { queue: 'feedback', permission: 'feedback.view' },
  { queue: 'supportChats', permission: 'support.view' },
] as const satisfies ReadonlyArray<{ queue: string; permission: OperatorPermission }>;

export const attentionQueueNames = attentionQueues.map((q) => q.queue);
export type AttentionQueue = (typeof attentionQueues)[number]['queue'];

export const getConsoleAttention = defineEndpoint({
  name: 'getConsoleAttention',
  method: 'GET',
  path: '/cms/v1/attention',
  auth: 'operator',
  tag: 'console',
  summary:
    "What waits for an operator: each work queue the caller's role may view with its count of open items (deposits and withdrawals to review, adjustments to decide, identity documents, open risk alerts, point redeems in process, unanswered feedback, support chats with unread messages)",
  request: queryObject({}),
  response: z.object({
    queues: z.array(
      z.object({
        queue: z.enum(attentionQueues.map((q) => q.queue) as [AttentionQueue, ...AttentionQueue[]]),
        count: z.number().int().nonnegative(),
      }),
    ),
  }),
});
