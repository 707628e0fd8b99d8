import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, Dialog } from '@ficha/ui';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  /** The id of the form inside, which the footer's submit button submits. */
  formId: string;
  submitLabel: string;
  isBusy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and a submit button at its foot. */
export function FormDialog({ isOpen, title, formId, submitLabel, isBusy, onClose, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isBackdropDismissible={false}
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" form={formId} className={buttonClassName('primary')} disabled={isBusy}>
            {submitLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
