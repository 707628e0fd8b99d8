import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ConfirmDialog } from '@ficha/ui';

export interface RowActionDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The action's mutation: its progress and its last failure show in the dialog. */
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an owner's action on one row (unlock, reset), showing why it failed until it is closed. */
export function RowActionDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  mutation,
  onConfirm,
  onClose,
}: RowActionDialogProps) {
  const { errorMessage } = useErrorMessage();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onCancel={() => {
        mutation.reset();
        onClose();
      }}
      isBusy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    />
  );
}
