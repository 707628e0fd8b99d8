import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, Dialog, TextareaField } from '@ficha/ui';

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
    <Dialog
      isBackdropDismissible={false}
      isOpen={isOpen}
      title={t('withdrawals.rejectTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className={buttonClassName('primary')}
            disabled={!isValid}
            onClick={() => {
              onReject(trimmed);
              setReason('');
            }}
          >
            {t('withdrawals.reject')}
          </button>
        </>
      }
    >
      <TextareaField
        label={t('withdrawals.rejectReason')}
        hint={t('withdrawals.rejectReasonHint')}
        value={reason}
        maxLength={200}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
