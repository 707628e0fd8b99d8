import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

export interface DialogProps {
  isOpen: boolean;
  title: string;
  /** Escape, or a button of the dialog, asked to close it. */
  onClose: () => void;
  children: ReactNode;
  /** The dialog's buttons, laid out at its foot. */
  footer: ReactNode;
  /** `alertdialog` for a question that needs an answer before going on. */
  role?: 'dialog' | 'alertdialog';
}

let openDialogs = 0;

/**
 * The page behind a modal is inert for the browser; `aria-hidden` on the app root says the same to tools that
 * read the accessibility tree without knowing `inert` (older screen readers, test locators), so the only
 * "Lock" or "Close" button they find is the dialog's. The dialog itself lives outside the root (a portal).
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
 * A modal on the native `<dialog>`: the browser traps focus, makes the page behind inert, closes on Escape
 * and gives focus back to the control that opened it. The content is mounted only while open.
 */
export function Dialog({ isOpen, title, onClose, children, footer, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // showModal() is the only way into the top layer, so the open state is mirrored onto the element.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  useEffect(() => (isOpen ? hideAppBehindDialog() : undefined), [isOpen]);

  return createPortal(
    <dialog ref={ref} className="dialog" role={role} aria-labelledby={titleId} onClose={onClose}>
      {isOpen ? (
        <div className="dialog-body">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
          <div className="dialog-footer">{footer}</div>
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}
