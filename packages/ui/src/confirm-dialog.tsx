import { useId } from 'react';
import { ActionDialog } from './action-dialog.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** Open while true; left out, the question is open while mounted. */
  isOpen?: boolean;
  title: string;
  message: string;
  /** Names the action itself ("Lock"), never a bare "OK". */
  confirmLabel: string;
  /** Defaults to the app's "Cancel". */
  cancelLabel?: string;
  /** Given, the header has a close button with this name. */
  closeLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed work is running: the buttons wait and the confirm button shows progress. */
  isBusy?: boolean;
  /** Why the last attempt failed; the dialog stays open so it can be tried again. */
  error?: string | null;
}

/** A yes-or-no question in an alert dialog; cancelling is the safe, first-focused choice. */
export function ConfirmDialog({
  isOpen,
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
    <ActionDialog
      isOpen={isOpen}
      title={title}
      closeLabel={closeLabel}
      onClose={onCancel}
      cancelLabel={cancelLabel}
      action={{ label: confirmLabel, onClick: onConfirm, isBusy }}
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
    </ActionDialog>
  );
}
