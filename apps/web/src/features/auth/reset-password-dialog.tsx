import { resetPasswordWithToken, type FieldRule } from '@ficha/contract';
import { textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Dialog } from '@ficha/ui';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validateNewPassword } from './credential-rules.ts';
import { FormError } from '../../ui/form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';
import '../../ui/auth-forms.css';

export interface ResetPasswordDialogProps {
  /** The token of the recovery mail's link (`/login?resetToken=…`). */
  token: string;
  passwordRule: FieldRule | null;
  /** The password was set: go on to the login with this username. */
  onReset: (username: string) => void;
  onClose: () => void;
}

const shownFields = ['newPassword', 'confirmNewPassword'];

/** The "Nueva contraseña" dialog of a recovery link: the new password twice, then on to the login. */
export function ResetPasswordDialog({ token, passwordRule, onReset, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('account');
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    schema: withRequest(
      withChecks(textValues('newPassword', 'confirmNewPassword'), (values) =>
        validateNewPassword(values, passwordRule),
      ).transform((values) => ({ token, ...values })),
      resetPasswordWithToken.request,
    ),
    fields: shownFields,
    submit: async (body) => onReset((await apiClient.call(resetPasswordWithToken, body)).username),
  });

  return (
    <Dialog title={t('new_password')} closeLabel={t('close')} onClose={onClose} size="small">
      <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
        <p className="auth-form__intro">{t('reset_intro')}</p>
        <NewPasswordFields register={form.register} errorText={errorText} />
        <FormError error={submission.formError} />
        <AuthSubmitButton isPending={submission.isPending}>{t('save')}</AuthSubmitButton>
      </form>
    </Dialog>
  );
}
