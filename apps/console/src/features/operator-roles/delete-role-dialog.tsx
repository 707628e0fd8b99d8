import { ConfirmDialog } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useDeleteOperatorRole, type CustomOperatorRole } from './queries.ts';

export interface DeleteRoleDialogProps {
  /** The custom role to delete; null when closed. */
  role: CustomOperatorRole | null;
  onClose: () => void;
}

/** Asks before deleting a custom role; the server refuses while operators hold it (`role_in_use`). */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const remove = useDeleteOperatorRole();
  return (
    <ConfirmDialog
      isOpen={role !== null}
      title={t('roles.deleteTitle', { name: role?.name ?? '' })}
      message={t('roles.deleteMessage')}
      confirmLabel={t('roles.delete')}
      onConfirm={() => {
        if (role) remove.mutate({ id: role.id }, { onSuccess: onClose });
      }}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      isBusy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
    />
  );
}
