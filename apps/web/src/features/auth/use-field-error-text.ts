import type { FieldError } from '@ficha/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredReason } from './field-error.ts';

/** Inputs whose "please enter" text has an upstream name other than `in_increase_<field>`. */
const requiredKeyAliases: Readonly<Record<string, string>> = {
  confirmPassword: 'in_increase_verifyPwd',
  confirmNewPassword: 'in_increase_verifyPwd',
  oldPassword: 'in_please_password',
  newPassword: 'enter_new_password',
};

/**
 * The text of a field error: an empty required input says what to enter (`in_increase_<field>`, the
 * upstream names), the form's own reasons and the `reg_pattern_<id>` family (with `{{min}}` and
 * `{{max}}`) from the `account` namespace, error codes from `errors`, anything else a generic text.
 */
export function useFieldErrorText(): (error: FieldError | null | undefined) => string | null {
  const { t, i18n } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  return useCallback(
    (error: FieldError | null | undefined) => {
      if (!error) return null;
      const params = error.params ?? {};
      if (error.reason === requiredReason) {
        const key = requiredKeyAliases[error.field] ?? `in_increase_${error.field}`;
        if (i18n.exists(key, { ns: 'account' })) return t(key as 'required');
      }
      if (i18n.exists(error.reason, { ns: 'account' })) return t(error.reason as 'required', params);
      if (i18n.exists(error.reason, { ns: 'errors' })) return tErrors(error.reason as 'unknown_error', params);
      return t('field_invalid');
    },
    [t, tErrors, i18n],
  );
}
