import type { AttentionQueue } from '@ficha/contract';

/** Where each queue is worked (`to`, already filtered to what waits) and the section whose menu entry shows it. */
export const attentionLinks: Readonly<Record<AttentionQueue, { to: string; section: string }>> = {
  deposits: { to: '/deposits?status=pending', section: '/deposits' },
  withdrawals: { to: '/withdrawals', section: '/withdrawals' },
  adjustments: { to: '/adjustments', section: '/adjustments' },
  kyc: { to: '/kyc?status=pending', section: '/kyc' },
  riskAlerts: { to: '/risk?status=open', section: '/risk' },
  pointRedeems: { to: '/loyalty?tab=redeems', section: '/loyalty' },
  feedback: { to: '/feedback', section: '/feedback' },
  supportChats: { to: '/support', section: '/support' },
};

/** The open items per navigation section (sections with nothing waiting are absent). */
export function countsBySection(queues: ReadonlyArray<{ queue: AttentionQueue; count: number }>) {
  const counts = new Map<string, number>();
  for (const { queue, count } of queues) {
    if (count <= 0) continue;
    const { section } = attentionLinks[queue];
    counts.set(section, (counts.get(section) ?? 0) + count);
  }
  return counts;
}
