import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy } from './described-by.ts';
import { FieldErrors } from './field-errors.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  errors?: readonly string[];
}

export function TextareaField({ label, hint, errors = [], ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  const hasErrors = errors.length > 0;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={id}
        className="input textarea"
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
