import { useId, type ReactNode } from 'react';
import { describedBy } from './described-by.ts';
import { FieldHelp } from './field-help.tsx';

/** What the shell wires into its control: the label's target, and the hint and errors that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  errors: readonly string[];
  className?: string | undefined;
  /** The control (input, textarea, select), given the props that tie it to the label, hint and errors. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and errors, wired for assistive technology. */
export function FieldShell({ label, hint, errors, className, children }: FieldShellProps) {
  const id = useId();
  const hasErrors = errors.length > 0;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': hasErrors || undefined,
        'aria-describedby': describedBy(hint && `${id}-hint`, hasErrors && `${id}-errors`),
      })}
      <FieldHelp id={id} hint={hint} errors={errors} />
    </div>
  );
}
