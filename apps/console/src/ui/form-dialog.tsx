import { ActionDialog } from '@ficha/ui';
import type { ReactNode } from 'react';

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

/** A dialog holding one form, with Cancel and a submit button at its foot; a click beside it keeps what was typed. */
export function FormDialog({ isOpen, title, formId, submitLabel, isBusy, onClose, children }: FormDialogProps) {
  return (
    <ActionDialog
      isOpen={isOpen}
      isBackdropDismissible={false}
      title={title}
      onClose={onClose}
      action={{ label: submitLabel, form: formId, isDisabled: isBusy }}
    >
      {children}
    </ActionDialog>
  );
}
