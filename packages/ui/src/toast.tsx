import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './icon.tsx';
import './toast.css';

export interface Toast {
  id: number;
  text: string;
}

/** How long a toast stays unless dismissed; long enough to read two lines. */
const toastLifetimeMs = 8_000;
/** Older toasts give way so the stack never covers the page. */
const maxToasts = 3;

/** Toasts to show, with their timers: `show` adds one, which leaves by itself or when dismissed. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (text: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, text }].slice(-maxToasts));
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), toastLifetimeMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  return { toasts, show, dismiss };
}

export interface ToastRegionProps {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /** Names the region for assistive technology ("Notifications"). */
  label: string;
  dismissLabel: string;
}

/**
 * Short notifications over the page. The live region is always in the page, so screen readers announce
 * each toast as it is added; each one can be dismissed by keyboard.
 */
export function ToastRegion({ toasts, onDismiss, label, dismissLabel }: ToastRegionProps) {
  return (
    <section className="toast-region" aria-label={label}>
      <ol className="toast-region__list" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className="toast">
            <p className="toast__text">{toast.text}</p>
            <button
              type="button"
              className="toast__dismiss"
              aria-label={dismissLabel}
              onClick={() => onDismiss(toast.id)}
            >
              <Icon name="close" size="small" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
