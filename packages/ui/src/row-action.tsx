import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from './button.tsx';

export interface RowActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** What the button does ("Edit"). */
  label: string;
  /** Which row it acts on ("VND-01"): read after the label by screen readers, so every row's button has its own name. */
  rowName?: string;
  variant?: ButtonVariant;
}

/** A button in a table row; its accessible name says which row it acts on. */
export function RowAction({ label, rowName, variant = 'secondary', ...rest }: RowActionProps) {
  return (
    <button type="button" className={buttonClassName(variant)} {...rest}>
      {label}
      {rowName === undefined ? null : <span className="visually-hidden"> {rowName}</span>}
    </button>
  );
}
