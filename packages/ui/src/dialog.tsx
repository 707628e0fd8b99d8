import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon.tsx';
import { useHidesAppBehindDialogs } from './ui-texts.tsx';
import './dialog.css';

export interface DialogProps {
  title: string;
  /** Open while true; the content is mounted only while open. Left out, the dialog is open while mounted. */
  isOpen?: boolean;
  /** Accessible name of the close button in the header; without it the header has no close button. */
  closeLabel?: string;
  /** Called when the user closes the dialog (close button, Escape or, if allowed, a click on the backdrop). */
  onClose?: () => void;
  /** False for a dialog that must be completed (a forced password change): no close button, Escape does nothing. */
  isDismissible?: boolean;
  /** False when a click beside the dialog must not close it (a form that would lose what was typed). */
  isBackdropDismissible?: boolean;
  /** `small` suits a form or a question; `medium` (the default) suits reading; `full` holds a game (full screen on phones). */
  size?: 'small' | 'medium' | 'full';
  /** `alertdialog` for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (the question of a confirmation). */
  describedBy?: string;
  /**
   * True when the content draws its own header and close (a game that says so, decision 0086): the title stays
   * the dialog's accessible name but is not shown, and the header with its close button is left out.
   */
  isHeaderHidden?: boolean;
  /** The dialog's buttons, laid out at its foot. */
  footer?: ReactNode;
  children: ReactNode;
}

let openDialogs = 0;

/**
 * The page behind a modal is inert for the browser; where the app asks for it (`hidesAppBehindDialogs`),
 * `aria-hidden` on the app root says the same to tools that read the accessibility tree without knowing
 * `inert`. The dialog itself lives outside the root (a portal).
 */
function hideAppBehindDialog(): () => void {
  const root = document.getElementById('root');
  openDialogs += 1;
  root?.setAttribute('aria-hidden', 'true');
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) root?.removeAttribute('aria-hidden');
  };
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it (to the element marked
 * `data-autofocus`, else the first focusable one), the page behind is inert, Escape closes it and focus
 * goes back to the control that opened it.
 */
export function Dialog({
  title,
  isOpen = true,
  closeLabel,
  onClose,
  isDismissible = true,
  isBackdropDismissible = true,
  size = 'medium',
  role,
  describedBy,
  footer,
  isHeaderHidden = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const canClose = isDismissible && onClose !== undefined;
  const hidesApp = useHidesAppBehindDialogs();

  // showModal() is the only way into the top layer, so the open state is mirrored onto the element.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  useEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, []);

  useEffect(() => (isOpen && hidesApp ? hideAppBehindDialog() : undefined), [isOpen, hidesApp]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (canClose) onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the dialog element itself landed on the backdrop.
    if (canClose && isBackdropDismissible && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      {isOpen ? (
        <div className="dialog__panel">
          <div className={isHeaderHidden ? 'visually-hidden' : 'dialog__header'}>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {canClose && closeLabel && !isHeaderHidden ? (
              <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}
