import { changePassword, type FieldRule } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Dialog, TextField } from '@ficha/ui';
import { placeApiError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validatePasswordChange } from './credential-rules.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';
import { useFormState } from './use-form-state.ts';
import './auth-forms.css';

export interface ChangePasswordDialogProps {
  /** After a login that must change its password: no way to dismiss it but signing out. */
  isForced: boolean;
  /** The password typed at that login, to prefill the current one (memory only). */
  initialOldPassword?: string;
  /** The merchant's password rule, for the new password. */
  passwordRule: FieldRule | null;
  onChanged: () => Promise<void>;
  onClose: () => void;
  /** Offered in forced mode, the one way out besides changing the password. */
  onSignOut: () => void;
}

const shownFields = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** SPEC §2.5, §4 "Change password": current, new and confirmation; other sessions end on the server. */
export function ChangePasswordDialog({
  isForced,
  initialOldPassword,
  passwordRule,
  onChanged,
  onClose,
  onSignOut,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorText = useFieldErrorText();
  const form = useFormState({ oldPassword: initialOldPassword ?? '', newPassword: '', confirmNewPassword: '' });
  const change = useMutation({
    mutationFn: async () => {
      await apiClient.call(changePassword, form.values);
      await onChanged();
    },
    onError: (error) => form.setServerErrors(placeApiError(error, shownFields).fields),
  });
  const clientErrors = validatePasswordChange(form.values, passwordRule);
  const errors = form.shownErrors(clientErrors);
  const formError = change.error ? placeApiError(change.error, shownFields).formError : null;
  const rule = passwordRule?.enabled ? passwordRule : null;
  const ruleHint = rule
    ? fieldErrorText({
        field: 'newPassword',
        reason: `reg_pattern_${rule.patternId}`,
        params: { min: rule.minLength, max: rule.maxLength },
      })
    : null;

  return (
    <Dialog
      title={t('change_password_title')}
      closeLabel={t('close')}
      onClose={onClose}
      isDismissible={!isForced}
      size="small"
    >
      {isForced ? (
        <p className="auth-notice" role="status">
          {tErrors('password_change_required')}
        </p>
      ) : null}
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          if (form.submit(event, clientErrors)) change.mutate();
        }}
      >
        <TextField
          label={t('field_oldPassword')}
          type="password"
          {...form.bind('oldPassword')}
          error={fieldErrorText(errors.oldPassword)}
          autoComplete="current-password"
          maxLength={64}
          required
        />
        <NewPasswordFields bind={form.bind} errors={errors} newPasswordHint={errors.newPassword ? null : ruleHint} />
        <FormError error={formError} />
        <AuthSubmitButton isPending={change.isPending}>{t('save')}</AuthSubmitButton>
        {isForced ? (
          <button type="button" className="auth-form__link auth-form__back" onClick={onSignOut}>
            {t('in_sign_out')}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}
