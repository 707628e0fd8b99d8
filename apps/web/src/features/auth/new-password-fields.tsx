import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ficha/ui';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

export interface NewPasswordFieldsProps {
  /** The form's `register` (react-hook-form). */
  register: (name: NewPasswordField) => UseFormRegisterReturn<NewPasswordField>;
  /** The worded problem of a field, or null. */
  errorText: (field: NewPasswordField) => string | null;
  /** Help under the new password (the merchant's rule). */
  newPasswordHint?: string | null;
}

/** "Nueva contraseña" and its confirmation. */
export function NewPasswordFields({ register, errorText, newPasswordHint }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={t('field_newPassword')}
        type="password"
        {...register('newPassword')}
        error={errorText('newPassword')}
        hint={newPasswordHint}
        autoComplete="new-password"
        maxLength={64}
        required
      />
      <TextField
        label={t('field_confirmNewPassword')}
        type="password"
        {...register('confirmNewPassword')}
        error={errorText('confirmNewPassword')}
        autoComplete="new-password"
        maxLength={64}
        required
      />
    </>
  );
}
