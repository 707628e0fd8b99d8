import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy } from './described-by.ts';
import { FieldErrors } from './field-errors.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  errors?: readonly string[];
}

export function SelectField({ label, options, hint, errors = [], className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const hasErrors = errors.length > 0;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="input select"
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, hasErrors && `${id}-errors`)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </div>
  );
}
