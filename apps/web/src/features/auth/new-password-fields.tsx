import type { FieldError } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ficha/ui';
import { useFieldErrorText } from './use-field-error-text.ts';
import type { BoundInput } from './use-form-state.ts';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

export interface NewPasswordFieldsProps {
  /** The form's binding of each input (`useFormState().bind`). */
  bind: (name: NewPasswordField) => BoundInput;
  errors: Partial<Record<NewPasswordField, FieldError>>;
  /** Help under the new password (the merchant's rule). */
  newPasswordHint?: string | null;
}

/** "Nueva contraseña" and its confirmation. */
export function NewPasswordFields({ bind, errors, newPasswordHint }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const fieldErrorText = useFieldErrorText();
  return (
    <>
      <TextField
        label={t('field_newPassword')}
        type="password"
        {...bind('newPassword')}
        error={fieldErrorText(errors.newPassword)}
        hint={newPasswordHint}
        autoComplete="new-password"
        maxLength={64}
        required
      />
      <TextField
        label={t('field_confirmNewPassword')}
        type="password"
        {...bind('confirmNewPassword')}
        error={fieldErrorText(errors.confirmNewPassword)}
        autoComplete="new-password"
        maxLength={64}
        required
      />
    </>
  );
}
