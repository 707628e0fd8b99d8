import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell, splitFieldProps, type FieldTexts } from './field-shell.tsx';

export interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Placed before the input on the same row (a dialing-code select). */
  leading?: ReactNode;
  /** Placed after the input on the same row (a button, an image). */
  trailing?: ReactNode;
}

/**
 * A labelled input with its hint and errors; `register()` of react-hook-form spreads onto it (ref included).
 * `required` is announced, not enforced by the browser: the form's own checks say what is missing.
 */
export function TextField(props: TextFieldProps) {
  const [shell, { leading, trailing, required, ...inputProps }] = splitFieldProps(props);
  return (
    <FieldShell {...shell} leading={leading} trailing={trailing}>
      {(control) => (
        <input className="form-field__input" aria-required={required ? true : undefined} {...inputProps} {...control} />
      )}
    </FieldShell>
  );
}
