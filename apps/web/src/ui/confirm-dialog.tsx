import { useId } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Spinner } from './spinner.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed work is running: the buttons wait and the confirm button shows progress. */
  isBusy?: boolean;
  /** Shown under the question when the confirmed work failed. */
  error?: string | null;
}

/** A yes-or-no question in an alert dialog; cancelling is the safe, first-focused choice. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  error = null,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      onClose={isBusy ? undefined : onCancel}
      size="small"
      role="alertdialog"
      describedBy={messageId}
    >
      <p id={messageId} className="confirm-dialog__message">
        {message}
      </p>
      {error ? (
        <p className="confirm-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? <Spinner /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
