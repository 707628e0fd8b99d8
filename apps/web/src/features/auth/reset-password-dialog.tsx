import { resetPasswordWithToken, type FieldRule } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Dialog } from '@ficha/ui';
import { placeApiError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validateNewPassword } from './credential-rules.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFormState } from './use-form-state.ts';
import './auth-forms.css';

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
  const form = useFormState({ newPassword: '', confirmNewPassword: '' });
  const reset = useMutation({
    mutationFn: () => apiClient.call(resetPasswordWithToken, { token, ...form.values }),
    onSuccess: (answer) => onReset(answer.username),
    onError: (error) => form.setServerErrors(placeApiError(error, shownFields).fields),
  });
  const clientErrors = validateNewPassword(form.values, passwordRule);
  const errors = form.shownErrors(clientErrors);
  const formError = reset.error ? placeApiError(reset.error, shownFields).formError : null;

  return (
    <Dialog title={t('new_password')} closeLabel={t('close')} onClose={onClose} size="small">
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          if (form.submit(event, clientErrors)) reset.mutate();
        }}
      >
        <p className="auth-form__intro">{t('reset_intro')}</p>
        <NewPasswordFields bind={form.bind} errors={errors} />
        <FormError error={formError} />
        <AuthSubmitButton isPending={reset.isPending}>{t('save')}</AuthSubmitButton>
      </form>
    </Dialog>
  );
}
