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
  payment_password_not_set: 400,
  payment_password_incorrect: 400,
  no_upline: 400,
  not_downline: 403,
  same_operator_approval: 403,
  TOO_MANY_REQUESTS: 429,
  system_busy: 500,
  game_maintenance: 503,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 401,
  payee_name_mismatch: 400,
  bank_account_taken: 409,
  bank_account_limit: 409,
  bank_account_cooling_off: 409,
  withdraw_amount_below_min: 400,
  withdraw_amount_above_max: 400,
  withdraw_daily_count_reached: 409,
  withdraw_turnover_not_met: 409,
  bonus_forfeit_required: 409,
  bonus_already_active: 409,
  bonus_not_active: 409,
  promotion_not_found: 404,
  promotion_not_open: 409,
  promotion_budget_exhausted: 409,
  promotion_not_eligible: 409,
  promotion_already_claimed: 409,
  promotion_exclusive_taken: 409,
  promotion_claim_limit: 409,
  promotion_terms_locked: 409,
  promotion_budget_below_left: 409,
  points_insufficient: 409,
  points_out_of_stock: 409,
  points_reward_unavailable: 409,
  points_redeem_decided: 409,
  withdrawal_state_invalid: 409,
  withdrawal_same_approver: 409,
  proof_image_required: 400,
  proof_image_invalid: 400,
  deposit_channel_unavailable: 400,
  deposit_amount_out_of_range: 400,
  deposit_proof_invalid: 400,
  banner_image_invalid: 400,
  deposit_not_pending: 409,
  payment_channel_invalid: 400,
  payment_channel_code_taken: 409,
  payment_order_closed: 409,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_CANCELLED: 409,
  ROUND_CLOSED: 409,
  crash_betting_closed: 409,
  crash_bet_exists: 409,
  crash_cash_out_closed: 409,
  crash_bet_not_found: 404,
  PLAYER_NOT_FOUND: 404,
  LIMIT_REACHED: 403,
  BONUS_MAX_BET: 403,
  PROVIDER_DISABLED: 403,
  provider_unavailable: 502,
  game_under_maintenance: 503,
  game_session_invalid: 401,
  launch_token_invalid: 401,
  game_not_found: 404,
  bet_out_of_range: 400,
  game_round_not_found: 404,
  game_round_pending: 409,
  game_move_invalid: 400,
  sports_market_closed: 409,
  sports_odds_changed: 409,
  sports_selection_unknown: 400,
  sports_stake_limit: 400,
  sports_bet_legs_invalid: 400,
  wallet_unavailable: 502,
  request_too_large: 431,
  request_timeout: 408,
  request_replayed: 409,
  login_throttled: 429,
  login_locked: 403,
  operator_totp_required: 401,
  operator_totp_enrolment_required: 403,
  operator_forbidden: 403,
  operator_self_change: 409,
  operator_last_owner: 409,
  operator_ip_not_allowed: 403,
  protection_change_pending: 409,
  protection_change_same_owner: 403,
  tree_move_self: 400,
  tree_target_not_agent: 400,
  tree_top_type: 400,
  tree_move_cycle: 409,
  tree_move_no_change: 409,
  tree_move_no_upline: 409,
  member_has_downline: 409,
  member_type_unknown: 400,
  transfer_amount_out_of_range: 400,
  transfer_daily_limit_reached: 409,
  demo_not_available: 403,
  kyc_document_invalid: 400,
  kyc_document_not_pending: 409,
  kyc_level_required: 409,
  age_below_minimum: 403,
  rg_excluded: 403,
  rg_deposit_limit: 409,
  rg_change_not_due: 409,
  rg_option_invalid: 400,
  lottery_draw_closed: 409,
  lottery_bet_invalid: 400,
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
