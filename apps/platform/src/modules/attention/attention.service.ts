import { attentionQueues, type AttentionQueue, type OperatorPermission } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { openItemCounts } from './attention.queries.ts';

/**
 * What needs an operator's attention (decision 0067): the open items of each work queue the operator's role (built-in or
 * custom) may view, for the console home and the navigation's badges. A queue the role may not open is not counted at all.
 */
export function createAttentionService(db: Db) {
  return {
    async forOperator(operator: { merchantId: number; permissions: readonly OperatorPermission[] }) {
      const granted = new Set(operator.permissions);
      const queues: AttentionQueue[] = attentionQueues.filter((q) => granted.has(q.permission)).map((q) => q.queue);
      const counts = await openItemCounts(db, operator.merchantId, queues);
      return { queues: queues.map((queue) => ({ queue, count: Number(counts[queue] ?? 0) })) };
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
