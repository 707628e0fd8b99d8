import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell, type FieldTexts } from './field-shell.tsx';

export interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Placed before the input on the same row (a dialing-code select). */
  leading?: ReactNode;
  /** Placed after the input on the same row (a button, an image). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and errors; `register()` of react-hook-form spreads onto it (ref included). */
export function TextField({
  label,
  hint,
  error,
  errors,
  leading,
  trailing,
  className,
  required,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      errors={errors}
      className={className}
      leading={leading}
      trailing={trailing}
    >
      {(control) => (
        <input className="form-field__input" aria-required={required ? true : undefined} {...inputProps} {...control} />
      )}
    </FieldShell>
  );
}
