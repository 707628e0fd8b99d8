import { useId, type ReactNode } from 'react';
import { describedBy } from './described-by.ts';
import { FieldHelp } from './field-help.tsx';
import { errorList } from './error-list.ts';
import './fields.css';

/** What the shell wires into its control: the label's target, and the hint and errors that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and problems every field takes. */
export interface FieldTexts {
  label: ReactNode;
  /** A short help text under the control. */
  hint?: string | null | undefined;
  /** The problem with the value (react-hook-form's `fieldState.error?.message`), shown under the control. */
  error?: string | null | undefined;
  /** Several problems at once (a server's answer about one field). */
  errors?: readonly string[] | undefined;
}

export interface FieldShellProps extends FieldTexts {
  className?: string | undefined;
  /** Keep the label for assistive technology only (a select in front of the input it qualifies). */
  isLabelHidden?: boolean;
  /** Placed before the control on the same row (a dialing-code select). */
  leading?: ReactNode;
  /** Placed after the control on the same row (a button, an image). */
  trailing?: ReactNode;
  /** The control (input, textarea, select), given the props that tie it to the label, hint and errors. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Splits a field's props into what its shell shows (label, hint, errors, class) and what its control takes. */
export function splitFieldProps<P extends FieldTexts & { className?: string | undefined }>(
  props: P,
): [FieldTexts & { className?: string | undefined }, Omit<P, keyof FieldTexts | 'className'>] {
  const { label, hint, error, errors, className, ...control } = props;
  return [{ label, hint, error, errors, className }, control];
}

/** A labelled form control with its hint and errors, wired for assistive technology. */
export function FieldShell({
  label,
  hint,
  error,
  errors,
  className,
  isLabelHidden = false,
  leading,
  trailing,
  children,
}: FieldShellProps) {
  const id = useId();
  const problems = errorList(error, errors);
  const hasErrors = problems.length > 0;
  const control = children({
    id,
    'aria-invalid': hasErrors || undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, hasErrors && `${id}-errors`),
  });
  if (isLabelHidden) {
    return (
      <span className={className ? `form-field__inline ${className}` : 'form-field__inline'}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        {control}
      </span>
    );
  }
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {leading || trailing ? (
        <div className="form-field__row">
          {leading}
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      <FieldHelp id={id} hint={hint} errors={problems} />
    </div>
  );
}
