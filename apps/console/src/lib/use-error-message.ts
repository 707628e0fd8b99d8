import type { FieldError } from '@ficha/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldReasonOf, messageKeyOf } from './api-error-keys.ts';

export interface ErrorMessages {
  /** The translated message of a failed call, from its `errorCode`. */
  errorMessage: (error: unknown) => string;
  /** The translated problem of one failing field, without the field's name. */
  fieldMessage: (fieldError: FieldError) => string;
}

/** The one place that turns an API error into text; components never special-case codes. */
export function useErrorMessage(): ErrorMessages {
  const { t } = useTranslation();
  const errorMessage = useCallback((error: unknown) => t(`errors.${messageKeyOf(error)}`), [t]);
  const fieldMessage = useCallback(
    (fieldError: FieldError) =>
      t(`fieldReasons.${fieldReasonOf(fieldError)}`, {
        max: fieldError.params?.['max'] ?? '',
        min: fieldError.params?.['min'] ?? '',
      }),
    [t],
  );
  return { errorMessage, fieldMessage };
}
