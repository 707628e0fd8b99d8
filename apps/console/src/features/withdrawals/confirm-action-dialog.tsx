import type { ConsoleWithdrawal } from '@ficha/contract';
import { ConfirmDialog, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useWithdrawalAction } from './queries.ts';

/** A withdrawal the operator is about to approve or mark paid. */
export interface PendingConfirmation {
  kind: 'approve' | 'pay';
  withdrawal: ConsoleWithdrawal;
}

/**
 * Asks before an approval (first or second) or marking paid, as deposit approval does: both move the player's
 * money one step further, the last one out to the bank.
 */
export function ConfirmActionDialog({
  pending,
  onClose,
}: {
  pending: PendingConfirmation | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const action = useWithdrawalAction();
  const w = pending?.withdrawal;
  const values = {
    id: w?.id ?? '',
    amount: w ? moneyText(w.amount, i18n.language, { currency: w.currency }) : '',
    member: w?.username ?? '',
    payee: w?.payeeName ?? '',
    bank: w?.bankName ?? '',
    account: w?.accountNumber ?? '',
  };
  const isSecond = w?.status === 'awaiting_second_approval';
  const texts =
    pending?.kind === 'pay'
      ? {
          title: t('withdrawals.payTitle', values),
          message: t('withdrawals.payMessage', values),
          confirm: t('withdrawals.markPaid'),
        }
      : {
          title: t(isSecond ? 'withdrawals.secondApproveTitle' : 'withdrawals.approveTitle', values),
          message: t(
            isSecond || !w?.needsSecondApproval ? 'withdrawals.approveMessage' : 'withdrawals.approveFirstMessage',
            values,
          ),
          confirm: t(isSecond ? 'withdrawals.secondApprove' : 'withdrawals.approve'),
        };
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      isBusy={action.isPending}
      error={action.isError ? errorMessage(action.error) : null}
      onCancel={() => {
        action.reset();
        onClose();
      }}
      onConfirm={() => {
        if (pending) {
          action.mutate({ kind: pending.kind, withdrawalId: pending.withdrawal.id }, { onSuccess: onClose });
        }
      }}
    />
  );
}
