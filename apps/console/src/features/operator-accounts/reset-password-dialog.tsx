import { resetOperatorPassword } from '@ficha/contract';
import { TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useResetOperatorPassword, type OperatorAccount } from './queries.ts';

export interface ResetPasswordDialogProps {
  /** The operator who gets a temporary password; null when closed. */
  operator: OperatorAccount | null;
  onClose: () => void;
  onReset: (operator: OperatorAccount) => void;
}

const formId = 'operator-password-form';

/** Gives an operator a temporary password the owner hands over; its sessions end and it changes it at sign-in. */
export function ResetPasswordDialog({ operator, onClose, onReset }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      isOpen={operator !== null}
      title={t('operators.resetTitle', { username: operator?.username ?? '' })}
      formId={formId}
      submitLabel={t('operators.resetSave')}
      onClose={onClose}
    >
      {operator ? <ResetPasswordForm key={operator.id} operator={operator} onReset={onReset} /> : null}
    </FormDialog>
  );
}

function ResetPasswordForm({
  operator,
  onReset,
}: {
  operator: OperatorAccount;
  onReset: ResetPasswordDialogProps['onReset'];
}) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const reset = useResetOperatorPassword();
  const form = useForm({
    defaultValues: { password: '' },
    resolver: schemaResolver(
      withRequest(
        z.object({ password: z.string() }).transform((values) => ({ operatorId: operator.id, ...values })),
        resetOperatorPassword.request,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields: ['password'],
    submit: async (body) => onReset(await reset.mutateAsync(body)),
  });
  const passwordError = fieldErrorTexts(form.formState.errors, fieldMessage)('password');
  return (
    <form id={formId} className="operator-form" onSubmit={submission.handleSubmit} noValidate>
      <p className="card-hint">{t('operators.resetIntro')}</p>
      <TextField
        label={t('operators.temporaryPassword')}
        hint={t('operators.passwordHint')}
        type="text"
        autoComplete="off"
        maxLength={128}
        {...form.register('password')}
        errors={passwordError ? [passwordError] : []}
      />
      {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
    </form>
  );
}
