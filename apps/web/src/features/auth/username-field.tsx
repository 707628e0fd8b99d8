import { TextField } from '@ficha/ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

export interface UsernameFieldProps extends Pick<ComponentProps<'input'>, 'ref' | 'name' | 'onChange' | 'onBlur'> {
  error: string | null;
}

/** "Usuario" of the account forms: trimmed by the form, never capitalised or corrected by the keyboard. */
export function UsernameField({ error, ...input }: UsernameFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('field_username')}
      {...input}
      error={error}
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={64}
      required
    />
  );
}
