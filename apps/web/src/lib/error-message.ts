import { ApiError } from '@ficha/contract/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';

/** The translation key for a failure: the envelope's error code when we translate it, else a generic key. */
export function errorKeyOf(error: unknown, knownKeys: (key: string) => boolean): string {
  if (error instanceof ApiError) {
    if (knownKeys(error.errorCode)) return error.errorCode;
    return error.status === 0 || error.errorCode === 'network_error' ? 'network_error' : 'unknown_error';
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return 'network_error';
  return 'unknown_error';
}

/**
 * The one place that turns a failed call into text for the user. Components show what it returns and
 * never look at error codes themselves. An untranslated code falls back to the server's own message,
 * which is already in the request language.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const key = errorKeyOf(error, (code) => i18n.exists(code, { ns: 'errors' }));
      if (key === 'unknown_error' && error instanceof ApiError && error.message) return error.message;
      const text = t(key as 'unknown_error');
      // A time-out or self-exclusion names only its end (decision 0048); a permanent one has none.
      const endsAt = error instanceof ApiError ? (error.value as { endsAt?: unknown } | undefined)?.endsAt : undefined;
      return typeof endsAt === 'string' ? `${text}: ${formatDateTime(endsAt, i18n.language)}` : text;
    },
    [t, i18n],
  );
}
