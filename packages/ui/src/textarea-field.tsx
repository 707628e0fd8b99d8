import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldTexts } from './field-shell.tsx';

export interface TextareaFieldProps extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** A labelled multi-line input with its hint and errors. */
export function TextareaField({ label, hint, error, errors, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} errors={errors} className={className}>
      {(control) => <textarea className="form-field__input form-field__textarea" {...textareaProps} {...control} />}
    </FieldShell>
  );
}
