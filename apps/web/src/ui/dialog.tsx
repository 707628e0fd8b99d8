import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Icon } from './icon.tsx';
import './dialog.css';

export interface DialogProps {
  title: string;
  closeLabel: string;
  /** Called when the user closes the dialog (close button, Escape or a click on the backdrop). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it, the page behind is inert and
 * Escape closes it. It is open while mounted.
 */
export function Dialog({ title, closeLabel, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the dialog element itself landed on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onCancel={handleCancel} onClick={handleClick}>
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
