import { useId, type ComponentProps, type ReactNode } from 'react';
import './form-field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'children'> {
  label: string;
  /** The problem with the value, shown under the input and announced with it. */
  error?: string | null;
  /** A short help text under the input. */
  hint?: string | null;
  /** Placed before the input on the same row (a dialing-code select). */
  leading?: ReactNode;
  /** Placed after the input on the same row (a button, an image). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error, wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  leading,
  trailing,
  className,
  required,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__row">
        {leading}
        <input
          id={id}
          className="form-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required ? true : undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
