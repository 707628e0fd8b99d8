import { useId, type ReactNode, type ComponentProps } from 'react';
import './form-field.css';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** Keep the label for assistive technology only (a select in front of the input it qualifies). */
  isLabelHidden?: boolean;
  children: ReactNode;
}

/** A labelled select; `isLabelHidden` puts it inline, as the prefix of another field. */
export function SelectField({ label, isLabelHidden = false, children, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const select = (
    <select id={id} className="form-field__select" {...selectProps}>
      {children}
    </select>
  );
  if (isLabelHidden) {
    return (
      <span className={className ? `form-field__inline ${className}` : 'form-field__inline'}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        {select}
      </span>
    );
  }
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {select}
    </div>
  );
}
