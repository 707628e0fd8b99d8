import { ActionDialog, TextareaField } from '@ficha/ui';
import { useState } from 'react';
import { AlertMessage } from './alert-message.tsx';

export interface RejectReasonDialogProps {
  isOpen: boolean;
  title: string;
  actionLabel: string;
  texts: { reason: string; hint: string; required: string };
  isBusy: boolean;
  /** Why the last rejection failed, in the user's words. */
  error: string | null;
  /** Sends the rejection with the trimmed reason; `done` closes the dialog once it succeeded. */
  onReject: (reason: string, done: () => void) => void;
  /** Closes (and forgets the typed reason and the last failure). */
  onClose: () => void;
}

/** Rejects something a player sent, with a reason (at most 200 characters) the player will see. */
export function RejectReasonDialog({
  isOpen,
  title,
  actionLabel,
  texts,
  isBusy,
  error,
  onReject,
  onClose,
}: RejectReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  function close() {
    setReason('');
    setIsMissing(false);
    onClose();
  }

  return (
    <ActionDialog
      isBackdropDismissible={false}
      isOpen={isOpen}
      title={title}
      onClose={close}
      role="alertdialog"
      action={{
        label: actionLabel,
        variant: 'danger',
        isDisabled: isBusy,
        onClick: () => {
          if (!reason.trim()) return setIsMissing(true);
          onReject(reason.trim(), close);
        },
      }}
    >
      <TextareaField
        label={texts.reason}
        hint={texts.hint}
        errors={isMissing ? [texts.required] : []}
        value={reason}
        maxLength={200}
        rows={3}
        onChange={(event) => {
          setReason(event.target.value);
          setIsMissing(false);
        }}
      />
      {error ? <AlertMessage message={error} /> : null}
    </ActionDialog>
  );
}
