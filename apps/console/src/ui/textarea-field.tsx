import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell.tsx';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: string;
  errors?: readonly string[];
}

export function TextareaField({ label, hint, errors = [], ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} errors={errors}>
      {(control) => <textarea {...textareaProps} {...control} className="input textarea" />}
    </FieldShell>
  );
}
