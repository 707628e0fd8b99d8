import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Icon } from './icon.tsx';
import './dialog.css';

export interface DialogProps {
  title: string;
  /** Accessible name of the close button; required unless the dialog cannot be dismissed. */
  closeLabel?: string;
  /** Called when the user closes the dialog (close button, Escape or a click on the backdrop). */
  onClose?: () => void;
  /** False for a dialog that must be completed (a forced password change): no close button, Escape does nothing. */
  isDismissible?: boolean;
  /** `small` suits a form or a question; `medium` (the default) suits reading; `full` holds a game (full screen on phones). */
  size?: 'small' | 'medium' | 'full';
  /** `alertdialog` for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (the question of a confirmation). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it (to the element marked
 * `data-autofocus`, else the first focusable one), the page behind is inert and Escape closes it. It is
 * open while mounted.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  isDismissible = true,
  size = 'medium',
  role,
  describedBy,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const canClose = isDismissible && onClose !== undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog.close();
  }, []);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (canClose) onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the dialog element itself landed on the backdrop.
    if (canClose && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {canClose ? (
            <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
