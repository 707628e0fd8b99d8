import { useTranslation } from 'react-i18next';
import { AlertMessage } from './alert-message.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  /** Names the action itself ("Lock"), never a bare "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  /** Why the last attempt failed; the dialog stays open so it can be tried again. */
  errorMessage?: string | null;
}

/** Asks before an action that changes something for someone else. Cancel comes first, so it takes the focus. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  errorMessage = null,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={onConfirm} disabled={isBusy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {errorMessage ? <AlertMessage message={errorMessage} /> : null}
    </Dialog>
  );
}
