import { changeOperatorPassword } from '@ficha/contract';
import { buttonClassName, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withChecks, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useChangeOperatorPassword } from './queries.ts';
import './password-change-form.css';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The operator's own password change: the current (temporary) password, a new one under the console's rule and
 * its confirmation. After it the session reads again and the console opens (decision 0066).
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const change = useChangeOperatorPassword();
  const form = useForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: schemaResolver(
      withRequest(
        withChecks(
          z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
          (values) => [
            values.confirmPassword === values.newPassword
              ? null
              : { field: 'confirmPassword', reason: 'password_mismatch' },
          ],
        ).transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword })),
        changeOperatorPassword.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields,
    fieldsOfCode: { password_incorrect: ['currentPassword'] },
    submit: (body) => change.mutateAsync(body),
  });
  const errorsOf = (field: (typeof fields)[number]) => {
    const text = fieldErrorTexts(form.formState.errors, fieldMessage)(field);
    return text ? [text] : [];
  };

  return (
    <form className="operator-password-form" onSubmit={submission.handleSubmit} noValidate>
      <TextField
        label={t('passwordChange.current')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        {...form.register('currentPassword')}
        errors={errorsOf('currentPassword')}
      />
      <TextField
        label={t('passwordChange.new')}
        hint={t('operators.passwordHint')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        {...form.register('newPassword')}
        errors={errorsOf('newPassword')}
      />
      <TextField
        label={t('passwordChange.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        {...form.register('confirmPassword')}
        errors={errorsOf('confirmPassword')}
      />
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
      <div className="operator-password-actions">
        <button type="submit" className={buttonClassName('primary')} disabled={submission.isPending}>
          {t('passwordChange.submit')}
        </button>
      </div>
    </form>
  );
}
