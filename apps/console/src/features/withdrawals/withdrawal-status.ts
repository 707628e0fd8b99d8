import type { ConsoleWithdrawal, WithdrawalStatus } from '@ficha/contract';

/**
 * What an operator may do with a withdrawal in its status (the server's state machine decides again). The second
 * approval is never offered to the operator who gave the first (`operatorId`): the server refuses it anyway.
 */
export function availableActions(
  w: Pick<ConsoleWithdrawal, 'status' | 'firstApproverId'>,
  operatorId: number | undefined,
): Array<'approve' | 'pay' | 'reject'> {
  switch (w.status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'awaiting_second_approval':
      return operatorId !== undefined && w.firstApproverId !== operatorId ? ['approve', 'reject'] : ['reject'];
    case 'approved':
      return ['pay', 'reject'];
    default:
      return [];
  }
}

/** Whether the withdrawal waits for a second approval the operator may not give (they gave the first). */
export function awaitsAnotherApprover(
  w: Pick<ConsoleWithdrawal, 'status' | 'firstApproverId'>,
  operatorId: number | undefined,
): boolean {
  return w.status === 'awaiting_second_approval' && w.firstApproverId === operatorId;
}

export function statusTone(status: WithdrawalStatus): 'neutral' | 'success' | 'danger' | 'info' {
  if (status === 'rejected' || status === 'not_received') return 'danger';
  if (status === 'paid' || status === 'received' || status === 'all_received') return 'success';
  if (status === 'approved') return 'info';
  return 'neutral';
}
