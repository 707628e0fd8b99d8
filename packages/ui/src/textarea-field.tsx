import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, splitFieldProps, type FieldTexts } from './field-shell.tsx';

export interface TextareaFieldProps extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** A labelled multi-line input with its hint and errors. */
export function TextareaField(props: TextareaFieldProps) {
  const [shell, textareaProps] = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => <textarea className="form-field__input form-field__textarea" {...textareaProps} {...control} />}
    </FieldShell>
  );
}
