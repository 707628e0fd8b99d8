import type { FieldError } from '@ficha/contract';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { visibleErrors } from './field-error.ts';

/** The props that bind an input to a value: name, value, change and blur. */
export interface BoundInput<K extends string = string> {
  name: K;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface FormState<K extends string> {
  values: Record<K, string>;
  /** The props that bind an input to a value: name, value, change and blur. */
  bind: (name: K) => BoundInput<K>;
  setValue: (name: K, value: string) => void;
  touch: (name: K) => void;
  /** Errors to show: the server's from the last submission, else live client checks once a field was left. */
  shownErrors: (clientErrors: Partial<Record<K, FieldError>>) => Partial<Record<K, FieldError>>;
  /** Marks the form submitted; returns true when there is nothing to fix, else moves focus to the first error. */
  submit: (event: FormEvent<HTMLFormElement>, clientErrors: Partial<Record<K, FieldError>>) => boolean;
  /** Shows the server's field errors and moves focus to the first. */
  setServerErrors: (errors: Record<string, FieldError>) => void;
}

/** Values, touched fields and server errors of a small form; a change clears that field's server error. */
export function useFormState<K extends string>(initial: Record<K, string>): FormState<K> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  // The form element, as of the last submit: where focus goes to the first error.
  const submittedForm = useRef<HTMLFormElement | null>(null);

  const setValue = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const touch = (name: K) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const focusFirstError = () => {
    requestAnimationFrame(() => {
      submittedForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return {
    values,
    bind: (name) => ({
      name,
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => touch(name),
    }),
    setValue,
    touch,
    // The server's word on a field stands until the field changes (a refused captcha, a taken username).
    shownErrors: (clientErrors) => ({
      ...visibleErrors(clientErrors, touched, isSubmitted),
      ...(serverErrors as Partial<Record<K, FieldError>>),
    }),
    submit: (event, clientErrors) => {
      event.preventDefault();
      submittedForm.current = event.currentTarget;
      setIsSubmitted(true);
      const isValid = Object.keys(clientErrors).length === 0;
      if (!isValid) focusFirstError();
      return isValid;
    },
    setServerErrors: (errors) => {
      setServerErrors(errors);
      if (Object.keys(errors).length > 0) focusFirstError();
    },
  };
}
