import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  errors?: readonly string[];
}

export function SelectField({ label, options, hint, errors = [], className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} errors={errors} className={className}>
      {(control) => (
        <select {...selectProps} {...control} className="input select">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
