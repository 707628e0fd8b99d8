import { changePassword, type FieldRule } from '@ficha/contract';
import { textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Dialog, TextField } from '@ficha/ui';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validatePasswordChange } from './credential-rules.ts';
import { FormError } from '../../ui/form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';
import { useAuthForm } from './use-auth-form.ts';
import '../../ui/auth-forms.css';

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
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { oldPassword: initialOldPassword ?? '', newPassword: '', confirmNewPassword: '' },
    schema: withRequest(
      withChecks(textValues('oldPassword', 'newPassword', 'confirmNewPassword'), (values) =>
        validatePasswordChange(values, passwordRule),
      ),
      changePassword.request,
    ),
    fields: shownFields,
    submit: async (body) => {
      await apiClient.call(changePassword, body);
      await onChanged();
    },
  });
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
      <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
        <TextField
          label={t('field_oldPassword')}
          type="password"
          {...form.register('oldPassword')}
          error={errorText('oldPassword')}
          autoComplete="current-password"
          maxLength={64}
          required
        />
        <NewPasswordFields
          register={form.register}
          errorText={errorText}
          newPasswordHint={errorText('newPassword') ? null : ruleHint}
        />
        <FormError error={submission.formError} />
        <AuthSubmitButton isPending={submission.isPending}>{t('save')}</AuthSubmitButton>
        {isForced ? (
          <button type="button" className="auth-form__link auth-form__back" onClick={onSignOut}>
            {t('in_sign_out')}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}
