import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, TextareaField } from '@ficha/ui';

export interface RejectDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Asks the reason a withdrawal is rejected (2–200 characters); the player sees it. */
export function RejectDialog({ isOpen, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const isValid = trimmed.length >= 2 && trimmed.length <= 200;
  return (
    <ActionDialog
      isBackdropDismissible={false}
      isOpen={isOpen}
      title={t('withdrawals.rejectTitle')}
      onClose={onClose}
      action={{
        label: t('withdrawals.reject'),
        isDisabled: !isValid,
        onClick: () => {
          onReject(trimmed);
          setReason('');
        },
      }}
    >
      <TextareaField
        label={t('withdrawals.rejectReason')}
        hint={t('withdrawals.rejectReasonHint')}
        value={reason}
        maxLength={200}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}
