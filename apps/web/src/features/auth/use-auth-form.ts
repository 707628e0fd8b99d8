import { fieldErrorTexts, schemaResolver, useFormSubmit, type FormSchema } from '@ficha/ui/forms';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { authFieldsOfCode } from './api-errors.ts';
import { useFieldErrorText } from './use-field-error-text.ts';

export interface AuthFormOptions<TValues extends FieldValues, TBody> {
  defaultValues: DefaultValues<TValues>;
  /** The form's checks piped into the contract's request schema: what passes is the request body. */
  schema: FormSchema<TValues, TBody>;
  submit: (body: TBody) => Promise<unknown>;
  /** The inputs on screen, where the server's problems go. */
  fields: readonly string[];
  onFailure?: (error: unknown) => void;
}

/**
 * An account form: a field's problem shows once it was left or the form submitted, live after that; the
 * server's word on a field stands until it is edited; the texts are the account namespace's.
 */
export function useAuthForm<TValues extends FieldValues, TBody>({
  defaultValues,
  schema,
  submit,
  fields,
  onFailure,
}: AuthFormOptions<TValues, TBody>) {
  const fieldErrorText = useFieldErrorText();
  const form = useForm<TValues, unknown, TBody>({ defaultValues, mode: 'onTouched', resolver: schemaResolver(schema) });
  const submission = useFormSubmit(form, {
    submit,
    fields,
    fieldsOfCode: authFieldsOfCode,
    ...(onFailure ? { onFailure } : {}),
  });
  return { form, submission, errorText: fieldErrorTexts(form.formState.errors, fieldErrorText) };
}
