import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  errors?: readonly string[];
}

export function TextField({ label, hint, errors = [], ...inputProps }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} errors={errors}>
      {(control) => <input {...inputProps} {...control} className="input" />}
    </FieldShell>
  );
}
