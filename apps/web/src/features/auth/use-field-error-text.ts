import type { FieldError } from '@ficha/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredReason } from './field-error.ts';
import { fieldErrorValues, type TranslateAccount } from './length-text.ts';

/** Inputs whose "please enter" text has an upstream name other than `in_increase_<field>`. */
const requiredKeyAliases: Readonly<Record<string, string>> = {
  confirmPassword: 'in_increase_verifyPwd',
  confirmNewPassword: 'in_increase_verifyPwd',
  oldPassword: 'in_please_password',
  newPassword: 'enter_new_password',
};

/**
 * The text of a field error: an empty required input says what to enter (`in_increase_<field>`, the
 * upstream names), the form's own reasons and the `reg_pattern_<id>` family (with `{{length}}`, a range or
 * one length made from `min` and `max`: ./length-text.ts) from the `account` namespace, error codes from
 * `errors`, anything else a generic text.
 */
export function useFieldErrorText(): (error: FieldError | null | undefined) => string | null {
  const { t, i18n } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const translate: TranslateAccount = useCallback((key, options) => t(key as 'required', options), [t]);
  return useCallback(
    (error: FieldError | null | undefined) => {
      if (!error) return null;
      const params = error.params ?? {};
      if (error.reason === requiredReason) {
        const key = requiredKeyAliases[error.field] ?? `in_increase_${error.field}`;
        if (i18n.exists(key, { ns: 'account' })) return t(key as 'required');
      }
      if (i18n.exists(error.reason, { ns: 'account' }))
        return translate(error.reason, fieldErrorValues(translate, error.reason, params));
      if (i18n.exists(error.reason, { ns: 'errors' })) return tErrors(error.reason as 'unknown_error', params);
      return t('field_invalid');
    },
    [t, translate, tErrors, i18n],
  );
}
