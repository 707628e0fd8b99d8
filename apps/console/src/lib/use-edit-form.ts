import { fieldErrorTexts, useFormSubmit } from '@ficha/ui/forms';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { fieldErrorsOf } from './api-error-keys.ts';
import { useErrorMessage } from './use-error-message.ts';

export interface EditFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** The saved values once loaded, when they come after the form: untouched inputs follow them. */
  values?: TValues | undefined;
  /** Sends the values; a rejection is the server's answer (an `ApiError`) or a network failure. */
  submit: (values: TValues) => Promise<unknown>;
  /** The inputs on screen; the server's problems with other fields make the failure the form's. */
  fields?: readonly string[];
  /**
   * The form's own checks, before anything is sent: each field's problem (a code the form words). Any
   * problem holds the send back; the problems show from the first send on, following every edit.
   */
  problemsOf?: (values: TValues) => Partial<Record<string, string>>;
  /** The own problems show only when sent, and an edit drops them (bind the inputs with `bindClearing`). */
  isCheckedWhenSent?: boolean;
}

/**
 * A console form that the server judges (an edit dialog, a small settings card): react-hook-form holds
 * the values, `useFormSubmit` sends them once at a time and places the server's problems beside the
 * inputs; the texts come worded in the console's language.
 */
export function useEditForm<TValues extends FieldValues>({
  defaultValues,
  values: saved,
  submit,
  fields,
  problemsOf,
  isCheckedWhenSent = false,
}: EditFormOptions<TValues>) {
  const { errorMessage, fieldMessage } = useErrorMessage();
  const form = useForm<TValues>({
    defaultValues,
    ...(saved ? { values: saved, resetOptions: { keepDirtyValues: true } } : {}),
    resolver: checkedBy(problemsOf),
    reValidateMode: isCheckedWhenSent ? 'onSubmit' : 'onChange',
  });
  const values = useWatch({ control: form.control }) as TValues;
  const submission = useFormSubmit(form, { submit, ...(fields ? { fields } : {}) });
  const errorText = fieldErrorTexts(form.formState.errors, fieldMessage);
  return {
    form,
    submission,
    /** The values on screen. */
    values,
    /** Back to the saved values (`values`), dropping every edit. */
    dropEdits: () => form.reset(undefined, { keepDirtyValues: false }),
    /** The form's own problems (`problemsOf`): from the first send on, or as the last send found them. */
    problems: isCheckedWhenSent
      ? ownProblems(form.formState.errors)
      : form.formState.isSubmitted && problemsOf
        ? problemsOf(values)
        : {},
    /** The worded problems the server found with one input, for its `errors`. */
    errorsOf: (field: string): string[] => {
      const error = get(form.formState.errors, field) as { type?: string } | undefined;
      const text = error?.type === checkType ? null : errorText(field);
      return text ? [text] : [];
    },
    /**
     * The worded problems of the last failure with one field, or (`withNested`) with anything under it: for
     * inputs whose server path is deeper than the form's (`names.ES`, `texts.1.title`); give `fields: []`.
     */
    failureErrorsOf: (field: string, withNested = false): string[] =>
      fieldErrorsOf(submission.failure)
        .filter((error) => error.field === field || (withNested && error.field.startsWith(`${field}.`)))
        .map(fieldMessage),
    /** The failure that no input shows, worded; null otherwise. */
    formErrorText: submission.formError ? errorMessage(submission.formError) : null,
    /** The last failure, worded, whether the inputs show it or not; null after a success. */
    failureText: submission.failure ? errorMessage(submission.failure) : null,
  };
}

const checkType = 'check';

/**
 * The resolver of a form the server judges, after the form's own checks if it has some. With a resolver
 * each send starts from no problems, so the server's problems of the last send (some on no input) never
 * hold the next one back.
 */
function checkedBy<TValues extends FieldValues>(
  problemsOf: ((values: TValues) => Partial<Record<string, string>>) | undefined,
): Resolver<TValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, problem] of Object.entries(problemsOf?.(values) ?? {})) {
      if (problem) errors[field] = { type: checkType, message: problem };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values, errors: {} };
  };
}

/** The problems the form's own checks left on its fields. */
function ownProblems(errors: FieldErrors): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, error]) => error?.type === checkType)
      .map(([field, error]) => [field, String(error?.message ?? '')]),
  );
}
