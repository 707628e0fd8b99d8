import { createDownlineAccount } from '@ficha/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, SelectField, TextField } from '@ficha/ui';
import {
  bindClearing,
  fieldErrorTexts,
  FormOutcome,
  schemaResolver,
  useFormSubmit,
  withRequest,
} from '@ficha/ui/forms';
import { useFieldErrorText } from '../../features/auth/use-field-error-text.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useCreateDownline } from './agent-queries.ts';
import { useMemberTypeLabel } from './member-type-label.ts';

const values = z.object({ username: z.string(), password: z.string(), type: z.string() });
type Values = z.infer<typeof values>;
type Body = z.input<typeof createDownlineAccount.request>;

const schema = withRequest<Values, Body>(
  values.transform((v) => ({ username: v.username.trim(), password: v.password, type: Number(v.type) })),
  createDownlineAccount.request,
);

/**
 * Creates a player or sub-agent directly below the agent. The initial password is told to the new member,
 * who must change it at the first sign-in (the server lets that session do nothing else).
 */
export function CreateDownlineForm({ types }: { types: readonly number[] }) {
  const { t } = useTranslation('agent');
  const typeLabel = useMemberTypeLabel();
  const fieldErrorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const create = useCreateDownline();
  const [status, setStatus] = useState<string | null>(null);
  const empty: Values = { username: '', password: '', type: String(types[0] ?? 0) };
  const form = useForm({ defaultValues: empty, mode: 'onSubmit', resolver: schemaResolver(schema) });
  const submission = useFormSubmit(form, {
    fields: ['username', 'password', 'type'],
    submit: async (body) => {
      const created = await create.mutateAsync(body);
      setStatus(t('create_downline_done', { username: created.username }));
      form.reset(empty);
    },
  });
  const errorText = fieldErrorTexts(form.formState.errors, fieldErrorText);
  const field = (name: keyof Values) =>
    bindClearing(form, name, () => {
      setStatus(null);
      submission.clearFormError();
    });
  return (
    <form className="agent-form" noValidate onSubmit={submission.handleSubmit}>
      <TextField
        label={t('username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        required
        {...field('username')}
        error={errorText('username')}
      />
      <TextField
        label={t('initial_password')}
        hint={t('initial_password_hint')}
        type="text"
        autoComplete="new-password"
        spellCheck={false}
        maxLength={64}
        required
        {...field('password')}
        error={errorText('password')}
      />
      <SelectField
        label={t('member_type')}
        options={types.map((type) => ({ value: String(type), label: typeLabel(type) }))}
        {...field('type')}
        error={errorText('type')}
      />
      <Button type="submit" aria-busy={submission.isPending} disabled={submission.isPending}>
        {t('create_downline_submit')}
      </Button>
      <FormOutcome
        className="agent-form"
        status={status}
        error={submission.formError === null ? null : errorMessage(submission.formError)}
      />
    </form>
  );
}
