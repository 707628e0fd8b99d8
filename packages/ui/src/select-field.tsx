import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell, splitFieldProps, type FieldTexts } from './field-shell.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldTexts, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The choices; or give `<option>` children instead. */
  options?: readonly SelectOption[];
  children?: ReactNode;
  /** Keep the label for assistive technology only (a select in front of the input it qualifies). */
  isLabelHidden?: boolean;
}

/** A labelled select; `isLabelHidden` puts it inline, as the prefix of another field. */
export function SelectField(props: SelectFieldProps) {
  const [shell, { options, children, isLabelHidden, ...selectProps }] = splitFieldProps(props);
  return (
    <FieldShell {...shell} isLabelHidden={isLabelHidden}>
      {(control) => (
        <select className="form-field__select" {...selectProps} {...control}>
          {options
            ? options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : children}
        </select>
      )}
    </FieldShell>
  );
}
