import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal panel (the fairness and help panels): a native dialog, closed with Escape or the close button. */
export function Sheet({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="sheet" aria-label={title} onClose={onClose}>
      <header className="sheet-head">
        <h2>{title}</h2>
        <button type="button" className="btn btn-icon" onClick={onClose} aria-label={t('close')}>
          ✕
        </button>
      </header>
      <div className="sheet-body">{open ? children : null}</div>
    </dialog>
  );
}
