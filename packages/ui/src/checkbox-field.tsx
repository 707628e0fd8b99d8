import { useId, type InputHTMLAttributes } from 'react';
import { describedBy } from './described-by.ts';
import { FieldHelp } from './field-help.tsx';
import { errorList } from './error-list.ts';
import type { FieldTexts } from './field-shell.tsx';
import './fields.css';

export interface CheckboxFieldProps
  extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  /** `switch` draws the checkbox as a switch; it keeps the checkbox role so assistive tech and tests find it. */
  appearance?: 'checkbox' | 'switch';
  /** Highlights a control whose value differs from the saved one. */
  isChanged?: boolean;
  /** The new state, for a controlled checkbox without an event handler. */
  onCheckedChange?: (isChecked: boolean) => void;
}

/** A checkbox with its label, hint and errors. */
export function CheckboxField({
  label,
  hint,
  error,
  errors,
  appearance = 'checkbox',
  isChanged = false,
  onCheckedChange,
  onChange,
  className,
  required,
  ...inputProps
}: CheckboxFieldProps) {
  const id = useId();
  const problems = errorList(error, errors);
  const hasErrors = problems.length > 0;
  const classes = ['form-field form-field--checkbox', isChanged ? 'is-changed' : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <input
        id={id}
        type="checkbox"
        className={appearance === 'switch' ? 'form-field__switch' : 'form-field__checkbox'}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, hasErrors && `${id}-errors`)}
        aria-required={required ? true : undefined}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...inputProps}
      />
      <div className="form-field__check-text">
        <label htmlFor={id} className="form-field__check-label">
          {label}
        </label>
        <FieldHelp id={id} hint={hint} errors={problems} />
      </div>
    </div>
  );
}
