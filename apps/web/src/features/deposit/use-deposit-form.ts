import { fieldErrorTexts, schemaResolver, useFormSubmit, type FormSchema } from '@ficha/ui/forms';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { depositProblems } from './deposit-checks.ts';

export interface DepositFormOptions<TValues extends FieldValues, TBody> {
  defaultValues: DefaultValues<TValues>;
  /** The form's checks, then the endpoint's request schema over the body the form builds. */
  schema: FormSchema<TValues, TBody>;
  /** The inputs on screen, where problems go. */
  fields: readonly string[];
  /** Sends the body; resolves with the status line of what just worked. */
  submit: (body: TBody) => Promise<string>;
}

/**
 * A deposit form: checked when it is sent, each problem stays beside its input until the next send; a
 * refusal of the server is the form's line in the server's words, and a status line says what just worked.
 */
export function useDepositForm<TValues extends FieldValues, TBody>({
  defaultValues,
  schema,
  fields,
  submit,
}: DepositFormOptions<TValues, TBody>) {
  const { t } = useTranslation('deposit');
  const errorMessage = useErrorMessage();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<TValues, unknown, TBody>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: schemaResolver(schema),
  });
  const submission = useFormSubmit(form, {
    fields,
    submit: async (body) => {
      const sent = await submit(body);
      form.reset();
      setStatus(sent);
    },
  });
  return {
    form,
    submission,
    status,
    setStatus,
    // The form's own checks have their texts; the server's word on a field is its error's message.
    errorText: fieldErrorTexts(form.formState.errors, ({ reason }) =>
      (depositProblems as readonly string[]).includes(reason)
        ? t(reason as (typeof depositProblems)[number])
        : errorMessage(submission.failure),
    ),
    formError: submission.formError === null ? null : errorMessage(submission.formError),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      setStatus(null);
      return submission.handleSubmit(event);
    },
  };
}
