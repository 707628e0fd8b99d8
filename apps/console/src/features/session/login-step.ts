import { ApiError } from '@ficha/contract/client';

export interface LoginNeeds {
  /** The server wants a solved captcha with the next attempt. */
  captcha: boolean;
  /** The server wants the authenticator code (asked for, or the one sent was wrong). */
  totpCode: boolean;
}

export const noLoginNeeds: LoginNeeds = { captcha: false, totpCode: false };

/**
 * What the next sign-in attempt must carry after a failure (decision 0018). A failure that says nothing about the
 * captcha (a wait, a lock, no connection) keeps what was asked before; once asked for, the code stays asked for.
 */
export function nextLoginNeeds(previous: LoginNeeds, error: unknown): LoginNeeds {
  if (!(error instanceof ApiError)) return previous;
  const value = error.value as { captcha?: unknown } | undefined;
  const saysCaptcha = typeof value?.captcha === 'boolean';
  return {
    captcha: saysCaptcha ? value?.captcha === true : previous.captcha,
    totpCode: previous.totpCode || error.errorCode === 'operator_totp_required' || error.errorCode === 'totp_invalid',
  };
}
