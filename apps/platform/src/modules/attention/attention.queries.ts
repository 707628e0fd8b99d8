import type { AttentionQueue } from '@ficha/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * How each queue counts its open items of a merchant. Each count reads the partial or status index of its queue
 * (`deposits_queue`, `withdrawals_queue`, `wallet_adjustments_status`, `kyc_documents_queue`, `risk_alerts_queue`,
 * `points_redeems_queue`, `feedback_merchant`, `support_conversations_inbox`): only the open items, never the history.
 */
const openItems: Record<AttentionQueue, (merchantId: number) => SQL> = {
  deposits: (m) => sql`select count(*)::int from platform.deposits
    where merchant_id = ${m} and status = 'pending'`,
  withdrawals: (m) => sql`select count(*)::int from platform.withdrawals
    where merchant_id = ${m} and status in ('pending', 'awaiting_second_approval', 'approved')`,
  adjustments: (m) => sql`select count(*)::int from platform.wallet_adjustments
    where merchant_id = ${m} and status = 'pending'`,
  kyc: (m) => sql`select count(*)::int from platform.kyc_documents
    where merchant_id = ${m} and status = 'pending'`,
  riskAlerts: (m) => sql`select count(*)::int from platform.risk_alerts
    where merchant_id = ${m} and status = 'open'`,
  pointRedeems: (m) => sql`select count(*)::int from platform.points_redeems
    where merchant_id = ${m} and status = 'in_process'`,
  feedback: (m) => sql`select count(*)::int from platform.feedback
    where merchant_id = ${m} and status = 'open'`,
  supportChats: (m) => sql`select count(*)::int from platform.support_conversations c
    where c.merchant_id = ${m} and c.status = 'open' and c.last_message_id > c.operator_read_id
      and exists (select 1 from platform.support_messages s
        where s.conversation_id = c.id and s.author = 'customer' and s.id > c.operator_read_id)`,
};

/** The open items of each of `queues` for a merchant, in one statement. */
export async function openItemCounts(
  db: Db,
  merchantId: number,
  queues: readonly AttentionQueue[],
): Promise<Record<string, number>> {
  if (queues.length === 0) return {};
  const columns = sql.join(
    queues.map((queue) => sql`(${openItems[queue](merchantId)}) as ${sql.identifier(queue)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select ${columns}`));
  return row ?? {};
}
