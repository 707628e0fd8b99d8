import { isErrorCode, type ErrorCode, type FieldError } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';

/** Codes the client makes up itself: the server never answered, or answered something unreadable. */
export type ClientErrorCode = 'network_error' | 'unknown_error';

/** Translation keys can't hold dots (i18next nests on them): `function.not.available` → `function_not_available`. */
type Dotless<S extends string> = S extends `${infer Head}.${infer Tail}` ? `${Head}_${Dotless<Tail>}` : S;

export type MessageKey = Dotless<ErrorCode> | ClientErrorCode;

/** The translation key of a failed call: the envelope's `errorCode` when we know it. */
export function messageKeyOf(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (isErrorCode(error.errorCode)) return error.errorCode.replaceAll('.', '_') as Dotless<ErrorCode>;
    return error.errorCode === 'network_error' ? 'network_error' : 'unknown_error';
  }
  // fetch rejects with a TypeError when the network or the server is down.
  if (error instanceof TypeError) return 'network_error';
  return 'unknown_error';
}

/** The failing fields of a validation error, or none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? (error.fields ?? []) : [];
}

/** The operator's session is gone: clear the token and go back to sign-in. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === 'operator_not_login';
}

/** Worth retrying: the network, or the server failing; never a 4xx answer, which says the same next time. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.errorCode === 'network_error';
  return error instanceof TypeError;
}

export const fieldReasons = [
  'required',
  'too_big',
  'too_small',
  'cidr_format',
  'country_format',
  'unknown_field',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'min_above_max',
  'always_required',
  'whole_number',
  'money_format',
  'value_for_kind',
  'below_previous_rank',
  'url_format',
  'duplicate',
  'player_unknown',
  'tag_unknown',
  'vip_rank_unknown',
  'agent_unknown',
  'send_at_past',
  'password_weak',
  'password_reused',
  'password_mismatch',
  'password_incorrect',
  'username_format',
  'username_taken',
  'invalid',
  'licence_authority_required',
  'not_image',
  'image_dimensions',
  'image_unknown',
  'merchant_code_format',
  'code_taken',
  'domain_format',
  'domain_taken',
  'colour_format',
  'colour_contrast',
  'language_not_enabled',
  'time_zone',
  'role_name_taken',
  'role_in_use',
  'role_unknown',
  'permission_owner_only',
  'date_range',
] as const;

export type FieldReason = (typeof fieldReasons)[number];

/** The translation key of a field's `reason`; an empty value (`too_small` with min 1) reads as "required". */
export function fieldReasonOf(fieldError: FieldError): FieldReason {
  if (fieldError.reason === 'too_small' && Number(fieldError.params?.['min']) <= 1) return 'required';
  return fieldReasons.find((reason) => reason === fieldError.reason) ?? 'invalid';
}
