import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog.tsx';

export interface EditDialogProps<Item> {
  /** What is edited (or `'new'`, by the caller's convention); null while the dialog is closed. */
  item: Item | null;
  title: (item: Item) => string;
  /** The id of the form that `children` draws. */
  formId: string;
  /** Defaults to "Save". */
  submitLabel?: string;
  onClose: () => void;
  /** The form for the item; give it a `key` of the item so another item starts a fresh form. */
  children: (item: Item) => ReactNode;
}

/** Adds or edits one thing in a form dialog that is open while there is something to edit. */
export function EditDialog<Item>({ item, title, formId, submitLabel, onClose, children }: EditDialogProps<Item>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={item !== null}
      title={item === null ? '' : title(item)}
      formId={formId}
      submitLabel={submitLabel ?? t('form.save')}
      onClose={onClose}
    >
      {item === null ? null : children(item)}
    </FormDialog>
  );
}
