import { ConfirmDialog } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useSetOperatorStatus, type OperatorAccount } from './queries.ts';

export interface StatusDialogProps {
  /** The operator to deactivate (when active) or reactivate; null when closed. */
  operator: OperatorAccount | null;
  onClose: () => void;
}

/** Asks before deactivating (its sessions end at once) or reactivating an operator. */
export function StatusDialog({ operator, onClose }: StatusDialogProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const change = useSetOperatorStatus();
  const deactivating = operator?.status === 'active';
  const username = operator?.username ?? '';
  return (
    <ConfirmDialog
      isOpen={operator !== null}
      title={deactivating ? t('operators.deactivateTitle', { username }) : t('operators.reactivateTitle', { username })}
      message={deactivating ? t('operators.deactivateMessage') : t('operators.reactivateMessage')}
      confirmLabel={deactivating ? t('operators.deactivate') : t('operators.reactivate')}
      onConfirm={() => {
        if (!operator) return;
        change.mutate(
          { operatorId: operator.id, status: deactivating ? 'inactive' : 'active' },
          { onSuccess: onClose },
        );
      }}
      onCancel={() => {
        change.reset();
        onClose();
      }}
      isBusy={change.isPending}
      error={change.isError ? errorMessage(change.error) : null}
    />
  );
}
