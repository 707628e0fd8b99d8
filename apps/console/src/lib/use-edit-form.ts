import { fieldErrorTexts, useFormSubmit } from '@ficha/ui/forms';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { fieldErrorsOf } from './api-error-keys.ts';
import { useErrorMessage } from './use-error-message.ts';

export interface EditFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** Sends the values; a rejection is the server's answer (an `ApiError`) or a network failure. */
  submit: (values: TValues) => Promise<unknown>;
  /** The inputs on screen; the server's problems with other fields make the failure the form's. */
  fields?: readonly string[];
}

/**
 * A console form that the server judges (an edit dialog, a small settings card): react-hook-form holds
 * the values, `useFormSubmit` sends them once at a time and places the server's problems beside the
 * inputs; the texts come worded in the console's language.
 */
export function useEditForm<TValues extends FieldValues>({ defaultValues, submit, fields }: EditFormOptions<TValues>) {
  const { errorMessage, fieldMessage } = useErrorMessage();
  const form = useForm<TValues>({ defaultValues, resolver: serverJudged as Resolver<TValues> });
  const submission = useFormSubmit(form, { submit, ...(fields ? { fields } : {}) });
  const errorText = fieldErrorTexts(form.formState.errors, fieldMessage);
  return {
    form,
    submission,
    /** The worded problems of one input, for its `errors`. */
    errorsOf: (field: string): string[] => {
      const text = errorText(field);
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

/**
 * The resolver of a form the server judges: every value passes. With a resolver each send starts from no
 * problems, so the server's problems of the last send (some on no input) never hold the next one back.
 */
function serverJudged(values: FieldValues) {
  return { values, errors: {} };
}
