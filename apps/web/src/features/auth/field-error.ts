import { mobileNumberSchema, smsCodeSchema, type FieldError } from '@ficha/contract';

/** Client-side reasons; their texts live in the `account` namespace beside the `reg_pattern_<id>` family. */
export const requiredReason = 'required';
export const mismatchReason = 'inconsistent_twice';
export const mobileFormatReason = 'mobile_format_error';
export const codeFormatReason = 'verification_code_format';

export function fieldError(field: string, reason: string, params?: FieldError['params']): FieldError {
  return params ? { field, reason, params } : { field, reason };
}

export function isMobileNumber(value: string): boolean {
  return mobileNumberSchema.safeParse(value).success;
}

export function isSmsCode(value: string): boolean {
  return smsCodeSchema.safeParse(value).success;
}

/** A required mobile number in the contract's format (6 to 15 digits). */
export function checkMobileNumber(field: string, value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === '') return fieldError(field, requiredReason);
  return isMobileNumber(trimmed) ? null : fieldError(field, mobileFormatReason);
}

/** A required SMS code in the contract's format (4 to 8 digits). */
export function checkSmsCode(field: string, value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === '') return fieldError(field, requiredReason);
  return isSmsCode(trimmed) ? null : fieldError(field, codeFormatReason);
}

export function checkRequired(field: string, value: string): FieldError | null {
  return value.trim() === '' ? fieldError(field, requiredReason) : null;
}
