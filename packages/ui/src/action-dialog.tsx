import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';
import { Spinner } from './spinner.tsx';
import { useUiTexts } from './ui-texts.tsx';

/** The one button besides Cancel: it acts at once, or submits the form named by `form`. */
export interface DialogAction {
  label: string;
  variant?: ButtonVariant;
  isDisabled?: boolean;
  /** The action is running: Cancel waits too and the button shows progress. */
  isBusy?: boolean;
  onClick?: () => void;
  /** The id of a form inside the dialog: the button submits it. */
  form?: string;
}

export interface ActionDialogProps extends Omit<DialogProps, 'footer' | 'onClose'> {
  onClose: () => void;
  action: DialogAction;
  /** Defaults to the app's "Cancel". */
  cancelLabel?: string;
  children: ReactNode;
}

/** A dialog that asks for one action: Cancel (first, the safe choice) and the action at its foot. */
export function ActionDialog({ action, cancelLabel, onClose, children, ...dialogProps }: ActionDialogProps) {
  const texts = useUiTexts();
  const isBusy = action.isBusy ?? false;
  return (
    <Dialog
      {...dialogProps}
      onClose={isBusy ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy} data-autofocus>
            {cancelLabel ?? texts.cancel}
          </Button>
          <Button
            type={action.form ? 'submit' : 'button'}
            form={action.form}
            variant={action.variant ?? 'primary'}
            onClick={action.onClick}
            disabled={isBusy || action.isDisabled}
            aria-busy={isBusy || undefined}
          >
            {isBusy ? <Spinner /> : null}
            {action.label}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
