import { useId, type InputHTMLAttributes } from 'react';
import { describedBy } from './described-by.ts';
import { FieldErrors } from './field-errors.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  errors?: readonly string[];
}

export function TextField({ label, hint, errors = [], ...inputProps }: TextFieldProps) {
  const id = useId();
  const hasErrors = errors.length > 0;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className="input"
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, hasErrors && `${id}-errors`)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </div>
  );
}
