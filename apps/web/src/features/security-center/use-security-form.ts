import { bindClearing, fieldErrorTexts, schemaResolver, useFormSubmit, type FormSchema } from '@ficha/ui/forms';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useFieldProblemText } from './use-field-problem-text.ts';

export interface SecurityFormOptions<TValues extends FieldValues, TBody> {
  defaultValues: DefaultValues<TValues>;
  /** Values from the server that the inputs follow, except those the member edited. */
  values?: TValues;
  /** The contract's request schema (after the form's own shaping and checks): what passes is the body. */
  schema: FormSchema<TValues, TBody>;
  submit: (body: TBody) => Promise<unknown>;
  /** The inputs on screen, where problems go. Default: every value of the form. */
  fields?: readonly string[];
}

/**
 * A security-center form: checked when it is sent, a field's problem goes as soon as the field is
 * edited (and comes back only with the next send), and a status line says what just worked.
 */
export function useSecurityForm<TValues extends FieldValues, TBody>({
  defaultValues,
  values,
  schema,
  submit,
  fields,
}: SecurityFormOptions<TValues, TBody>) {
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<TValues, unknown, TBody>({
    defaultValues,
    ...(values ? { values, resetOptions: { keepDirtyValues: true } } : {}),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: schemaResolver(schema),
  });
  const submission = useFormSubmit(form, { submit, ...(fields ? { fields } : {}) });
  return {
    form,
    submission,
    status,
    setStatus,
    /** An input's binding: an edit drops the field's problem and the last status. */
    field: (name: Path<TValues>) => bindClearing(form, name, () => setStatus(null)),
    errorText: fieldErrorTexts(form.formState.errors, (error) =>
      problemText({ reason: error.reason, params: error.params ?? {} }),
    ),
    formError: submission.formError === null ? null : errorMessage(submission.formError),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      setStatus(null);
      return submission.handleSubmit(event);
    },
  };
}
