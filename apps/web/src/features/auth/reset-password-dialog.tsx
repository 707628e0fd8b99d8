import { resetPasswordWithToken, type FieldRule } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { placeApiError } from './api-errors.ts';
import { validateNewPassword } from './credential-rules.ts';
import { FormError } from './form-error.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';
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
  const fieldErrorText = useFieldErrorText();
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
        <TextField
          label={t('field_newPassword')}
          type="password"
          {...form.bind('newPassword')}
          error={fieldErrorText(errors.newPassword)}
          autoComplete="new-password"
          maxLength={64}
          required
        />
        <TextField
          label={t('field_confirmNewPassword')}
          type="password"
          {...form.bind('confirmNewPassword')}
          error={fieldErrorText(errors.confirmNewPassword)}
          autoComplete="new-password"
          maxLength={64}
          required
        />
        <FormError error={formError} />
        <Button type="submit" className="auth-form__submit" disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending ? <Spinner /> : null}
          {t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
