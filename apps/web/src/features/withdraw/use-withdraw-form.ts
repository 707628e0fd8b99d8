import { schemaResolver, useFormSubmit, type FormSchema } from '@ficha/ui/forms';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';

export interface WithdrawFormOptions<TValues extends FieldValues, TBody> {
  defaultValues: DefaultValues<TValues>;
  /** The endpoint's request schema over the body the form builds. */
  schema: FormSchema<TValues, TBody>;
  submit: (body: TBody) => Promise<unknown>;
}

/**
 * A withdrawal-page form: checked when sent, the failing inputs are marked and one line asks to check
 * them; a refusal of the server is that line too, in the server's words.
 */
export function useWithdrawForm<TValues extends FieldValues, TBody>({
  defaultValues,
  schema,
  submit,
}: WithdrawFormOptions<TValues, TBody>) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const form = useForm<TValues, unknown, TBody>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: schemaResolver(schema),
  });
  const submission = useFormSubmit(form, { fields: [], submit });
  const { errors } = form.formState;
  let error: string | null = null;
  if (Object.keys(errors).length > 0) error = t('form_invalid');
  else if (submission.formError !== null) error = errorMessage(submission.formError);
  return {
    form,
    submission,
    error,
    isInvalid: (name: Path<TValues>): true | undefined => (get(errors, name) ? true : undefined),
  };
}
