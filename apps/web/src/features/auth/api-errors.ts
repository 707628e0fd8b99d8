import { loginChallengeSchema, loginFailureValueSchema, type FieldError, type LoginChallenge } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';

/** Error codes that are about one input; the form shows them next to it when the input is on screen. */
const fieldsOfCode: Readonly<Record<string, readonly string[]>> = {
  captcha_error: ['captcha'],
  verification_code_error: ['verificationCode', 'answer'],
  verification_code_expired: ['verificationCode', 'answer'],
  invitation_code_error: ['affiliateCode'],
  mobile_format_error: ['mobileNum'],
  username_taken: ['username'],
  mobile_taken: ['mobileNum'],
  email_taken: ['email'],
  inconsistent_twice: ['confirmPassword', 'confirmNewPassword'],
  password_incorrect: ['oldPassword'],
  totp_invalid: ['answer'],
  login_verify_failed: ['answer'],
};

export interface PlacedError {
  /** Errors shown next to their inputs. */
  fields: Record<string, FieldError>;
  /** The failure to show above the submit button, when it is not about a shown input. */
  formError: unknown;
}

/**
 * Splits a failed submission between the inputs on screen and the form: the envelope's `fields` (a nested
 * path counts for its first segment) and the codes that name one input go next to it; anything else is
 * the form's error.
 */
export function placeApiError(error: unknown, shownFields: readonly string[]): PlacedError {
  const shown = new Set(shownFields);
  const fields: Record<string, FieldError> = {};
  if (!(error instanceof ApiError)) return { fields, formError: error };
  let isUnplaced = false;
  for (const item of error.fields ?? []) {
    const name = item.field.split('.')[0] ?? item.field;
    if (shown.has(name)) fields[name] ??= { ...item, field: name };
    else isUnplaced = true;
  }
  const codeField = fieldsOfCode[error.errorCode]?.find((name) => shown.has(name));
  if (codeField) {
    fields[codeField] ??= { field: codeField, reason: error.errorCode };
    return { fields, formError: null };
  }
  const isPlaced = (error.fields?.length ?? 0) > 0 && !isUnplaced;
  return { fields, formError: isPlaced ? null : error };
}

export type LoginFailure =
  { kind: 'verify'; challenge: LoginChallenge } | { kind: 'error'; error: unknown; needsCaptcha: boolean };

/**
 * What a failed login asks for: a verification step for a new IP (`login_verify_required` with its
 * challenge), or a message, with the image captcha from now on when the answer says so (or the captcha
 * itself was wrong).
 */
export function interpretLoginError(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    if (error.errorCode === 'login_verify_required') {
      const challenge = loginChallengeSchema.safeParse(error.value);
      if (challenge.success) return { kind: 'verify', challenge: challenge.data };
    }
    const value = loginFailureValueSchema.safeParse(error.value);
    const needsCaptcha = (value.success && value.data.captcha) || error.errorCode === 'captcha_error';
    return { kind: 'error', error, needsCaptcha };
  }
  return { kind: 'error', error, needsCaptcha: false };
}
