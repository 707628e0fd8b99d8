/**
 * Error keys of the wire contract. A service throws `DomainError(code)`; the server binding
 * maps the code to its HTTP status and a message in the request language.
 */
export const errorStatus = {
  request_param_err: 400,
  inconsistent_twice: 400,
  captcha_error: 400,
  verification_code_error: 400,
  verification_code_expired: 400,
  invitation_code_error: 400,
  mobile_format_error: 400,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  username_email_mismatch: 400,
  mobile_not_found: 404,
  reset_token_invalid: 400,
  password_incorrect: 400,
  totp_invalid: 400,
  login_failed: 401,
  login_verify_required: 401,
  login_verify_failed: 401,
  non_member_login: 403,
  error_not_agent: 403,
  in_need_true_account: 403,
  account_locked: 403,
  password_change_required: 403,
  request_body_required: 400,
  merchant_not_found: 400,
  CUSTOMER_NOT_LOGIN: 401,
  operator_login_failed: 401,
  operator_not_login: 401,
  forbidden: 403,
  'function.not.available': 403,
  blockip: 403,
  not_found: 404,
  http_method_not_support: 405,
  conflict: 409,
  INSUFFICIENT_FUNDS: 409,
  DUPLICATE_TRANSACTION: 409,
  TOO_MANY_REQUESTS: 429,
  system_busy: 500,
  game_maintenance: 503,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 401,
  provider_unavailable: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** One failing field of a validation error. */
export interface FieldError {
  field: string;
  /** A translation key describing the problem, e.g. `reg_pattern_4` or `too_long`. */
  reason: string;
  params?: Record<string, string | number>;
}

/** The one error type services throw. It knows nothing about HTTP. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  readonly value: unknown;

  constructor(code: ErrorCode, options: { fields?: FieldError[]; value?: unknown; detail?: string } = {}) {
    super(options.detail ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.fields = options.fields;
    this.value = options.value;
  }
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatus, code);
}
