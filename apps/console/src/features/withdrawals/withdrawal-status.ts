import type { ConsoleWithdrawal, WithdrawalStatus } from '@ficha/contract';

/** What an operator may do with a withdrawal in its status (the server's state machine decides again). */
export function availableActions(w: Pick<ConsoleWithdrawal, 'status'>): Array<'approve' | 'pay' | 'reject'> {
  switch (w.status) {
    case 'pending':
    case 'awaiting_second_approval':
      return ['approve', 'reject'];
    case 'approved':
      return ['pay', 'reject'];
    default:
      return [];
  }
}

export function statusTone(status: WithdrawalStatus): 'neutral' | 'success' | 'danger' | 'info' {
  if (status === 'rejected' || status === 'not_received') return 'danger';
  if (status === 'paid' || status === 'received' || status === 'all_received') return 'success';
  if (status === 'approved') return 'info';
  return 'neutral';
}
