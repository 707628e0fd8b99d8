import { useId, type ComponentProps } from 'react';
import './form-field.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'children'> {
  label: string;
  error?: string | null;
}

/** A checkbox with its label and, when it must be ticked, the error under it. */
export function CheckboxField({ label, error, className, required, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field form-field--checkbox ${className}` : 'form-field form-field--checkbox'}>
      <div className="form-field__check">
        <input
          id={id}
          type="checkbox"
          className="form-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required ? true : undefined}
          {...inputProps}
        />
        <label htmlFor={id} className="form-field__check-label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
