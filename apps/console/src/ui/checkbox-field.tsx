import { useId, type ReactNode } from 'react';
import { describedBy } from './described-by.ts';
import { FieldHelp } from './field-help.tsx';

export interface CheckboxFieldProps {
  label: ReactNode;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
  hint?: string;
  errors?: readonly string[];
  isDisabled?: boolean;
  /** Highlights a control whose value differs from the saved one. */
  isChanged?: boolean;
}

/** A native checkbox drawn as a switch; it keeps the checkbox role so assistive tech and tests find it. */
export function CheckboxField({
  label,
  isChecked,
  onCheckedChange,
  hint,
  errors = [],
  isDisabled = false,
  isChanged = false,
}: CheckboxFieldProps) {
  const id = useId();
  const hasErrors = errors.length > 0;
  return (
    <div className={isChanged ? 'checkbox-field is-changed' : 'checkbox-field'}>
      <input
        id={id}
        type="checkbox"
        className="switch"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, hasErrors && `${id}-errors`)}
      />
      <div className="checkbox-text">
        <label htmlFor={id} className="checkbox-label">
          {label}
        </label>
        <FieldHelp id={id} hint={hint} errors={errors} />
      </div>
    </div>
  );
}
