import { ApiError } from '@ficha/contract/client';
import { useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { problemMessage, readFieldError } from './field-problem.ts';
import { placeServerError, type FieldsOfCode } from './server-error.ts';

export interface FormSubmitOptions<TValues> {
  /** Sends what the schema let through; a rejection is the server's answer (an `ApiError`) or a network failure. */
  submit: (values: TValues) => Promise<unknown>;
  /** The inputs on screen; the server's problems with other fields make the failure the form's. Default: every value. */
  fields?: readonly string[];
  /** Error codes that are about one input (`captcha_error` → `captcha`). */
  fieldsOfCode?: FieldsOfCode;
  /** Sees a failure before it is placed (a login that now needs a captcha, a verification step). */
  onFailure?: (error: unknown) => void;
}

export interface FormSubmit {
  /** The form's `onSubmit`: checks, sends once at a time, and places a failure. */
  handleSubmit: (event?: { preventDefault?: () => void }) => Promise<void>;
  /** The call is running: the submit shows it and ignores presses. */
  isPending: boolean;
  /** The last failure that no shown input carries, for the form's own message; null otherwise. */
  formError: unknown;
  /** The last failure of a call, whether the inputs or the form show it; null after a success. */
  failure: unknown;
  clearFormError: () => void;
  /** Places the failure of another call of the form (a code request) as a submit's failure is placed. */
  showError: (error: unknown) => void;
}

/**
 * The one submit flow of every form: the schema check (react-hook-form, focus on the first problem),
 * then the call, pending meanwhile, then the server's answer placed — problems of shown fields beside
 * them, focus on the first, anything else as the form's error.
 */
export function useFormSubmit<TFieldValues extends FieldValues, TValues>(
  form: UseFormReturn<TFieldValues, unknown, TValues>,
  { submit, fields, fieldsOfCode, onFailure }: FormSubmitOptions<TValues>,
): FormSubmit {
  const [formError, setFormError] = useState<unknown>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // A second press while the call runs must not send twice, even before the pending state renders.
  const isSending = useRef(false);

  const shownFields = () => fields ?? Object.keys(form.getValues());

  // A problem the schema found with something the form does not show (a value it builds itself) can't be
  // fixed beside an input: the form says what the server would have answered.
  const handleInvalid = (errors: FieldErrors<TFieldValues>) => {
    const shown = shownFields();
    const unplaced = Object.keys(errors)
      .filter((field) => !shown.includes(field))
      .map((field) => readFieldError(field, errors[field] as { message?: string } | undefined))
      .filter((error) => error !== null);
    setFormError(unplaced.length > 0 ? new ApiError('request_param_err', '', 400, { fields: unplaced }) : null);
  };

  const showError = (error: unknown) => {
    setFailure(error);
    const placed = placeServerError(error, shownFields(), fieldsOfCode);
    Object.values(placed.fields).forEach(({ field, reason, params }, index) =>
      form.setError(
        field as Path<TFieldValues>,
        { type: 'server', message: problemMessage({ reason, params: params ?? {} }) },
        { shouldFocus: index === 0 },
      ),
    );
    setFormError(placed.formError);
  };

  const send = async (values: TValues) => {
    if (isSending.current) return;
    isSending.current = true;
    setFormError(null);
    try {
      await submit(values);
      setFailure(null);
    } catch (error) {
      onFailure?.(error);
      showError(error);
    } finally {
      isSending.current = false;
    }
  };

  return {
    handleSubmit: async (event) => {
      if (isSending.current) {
        event?.preventDefault?.();
        return;
      }
      // Built here, in the event, not during render: react-hook-form checks, then calls `send` or `handleInvalid`.
      await form.handleSubmit(send, handleInvalid)(event as Parameters<ReturnType<typeof form.handleSubmit>>[0]);
    },
    isPending: form.formState.isSubmitting,
    formError,
    failure,
    clearFormError: () => setFormError(null),
    showError,
  };
}
