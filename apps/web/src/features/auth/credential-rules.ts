import { validateField, type FieldError, type FieldRule } from '@ficha/contract';
import {
  checkMobileNumber,
  checkRequired,
  checkSmsCode,
  fieldError,
  mismatchReason,
  requiredReason,
} from './field-error.ts';

type Errors<K extends string> = Partial<Record<K, FieldError>>;

function collect<K extends string>(entries: [K, FieldError | null][]): Errors<K> {
  const errors: Errors<K> = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
}

/** SPEC §5 "Login" by username: username (trimmed) and password required; the captcha too once shown. */
export function validateLogin(
  values: { username: string; password: string; captcha: string },
  isCaptchaShown: boolean,
): Errors<'username' | 'password' | 'captcha'> {
  return collect<'username' | 'password' | 'captcha'>([
    ['username', checkRequired('username', values.username)],
    ['password', values.password.trim() === '' ? fieldError('password', requiredReason) : null],
    ['captcha', isCaptchaShown ? checkRequired('captcha', values.captcha) : null],
  ]);
}

/** SPEC §5 "Login" by SMS: the mobile number in mobile format, and the code. */
export function validateSmsLogin(values: {
  mobileNum: string;
  verificationCode: string;
}): Errors<'mobileNum' | 'verificationCode'> {
  return collect<'mobileNum' | 'verificationCode'>([
    ['mobileNum', checkMobileNumber('mobileNum', values.mobileNum)],
    ['verificationCode', checkSmsCode('verificationCode', values.verificationCode)],
  ]);
}

/** A new password in the merchant's password format (when it has a rule), and its confirmation. */
export function validateNewPassword(
  values: { newPassword: string; confirmNewPassword: string },
  passwordRule: FieldRule | null,
): Errors<'newPassword' | 'confirmNewPassword'> {
  const { newPassword, confirmNewPassword } = values;
  const newError = passwordRule?.enabled
    ? validateField('newPassword', { ...passwordRule, required: true }, newPassword)
    : newPassword === ''
      ? fieldError('newPassword', requiredReason)
      : null;
  const confirmError =
    confirmNewPassword === ''
      ? fieldError('confirmNewPassword', requiredReason)
      : confirmNewPassword === newPassword
        ? null
        : fieldError('confirmNewPassword', mismatchReason);
  return collect<'newPassword' | 'confirmNewPassword'>([
    ['newPassword', newError],
    ['confirmNewPassword', confirmError],
  ]);
}

/** SPEC §5 "Change password": the current password is required as well. */
export function validatePasswordChange(
  values: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  passwordRule: FieldRule | null,
): Errors<'oldPassword' | 'newPassword' | 'confirmNewPassword'> {
  return {
    ...(values.oldPassword === '' ? { oldPassword: fieldError('oldPassword', requiredReason) } : {}),
    ...validateNewPassword(values, passwordRule),
  };
}

/** SPEC §5 "Forgot by email": username and an email address. */
export function validateForgotByEmail(values: { username: string; email: string }): Errors<'username' | 'email'> {
  const email = values.email.trim();
  return collect<'username' | 'email'>([
    ['username', checkRequired('username', values.username)],
    [
      'email',
      email === ''
        ? fieldError('email', requiredReason)
        : validateField(
            'email',
            { enabled: true, required: true, patternId: 3, acceptedPattern: '', minLength: 3, maxLength: 128 },
            email,
          ),
    ],
  ]);
}

/** SPEC §5 "Forgot by phone": mobile, code and the new password. */
export function validateForgotByPhone(
  values: { mobileNum: string; verificationCode: string; newPassword: string; confirmNewPassword: string },
  passwordRule: FieldRule | null,
): Errors<'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword'> {
  return {
    ...validateSmsLogin(values),
    ...validateNewPassword(values, passwordRule),
  };
}
