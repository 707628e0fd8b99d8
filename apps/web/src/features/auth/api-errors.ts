import { loginChallengeSchema, loginFailureValueSchema, type LoginChallenge } from '@ficha/contract';
import type { FieldsOfCode } from '@ficha/ui/forms';
import { ApiError } from '@ficha/contract/client';

/** Error codes that are about one input; the form shows them next to it when the input is on screen. */
export const authFieldsOfCode: FieldsOfCode = {
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
