import type { ErrorCode } from '../errors.ts';

export const en: Record<ErrorCode, string> = {
  request_param_err: 'The data sent is not valid',
  request_body_required: 'The encrypted request could not be read',
  merchant_not_found: 'The requested site does not exist',
  CUSTOMER_NOT_LOGIN: 'You are not logged in, please login',
  operator_login_failed: 'Incorrect username or password',
  operator_not_login: 'The operator session is not valid, please sign in again',
  forbidden: 'You are not allowed to do this',
  'function.not.available': 'Function not available, please contact customer service',
  blockip: 'Access from your region is restricted',
  not_found: 'Not found',
  http_method_not_support: 'Method not supported',
  conflict: 'The request conflicts with the current state',
  TOO_MANY_REQUESTS: 'Too many requests, try again after 5 minutes',
  system_busy: 'Unknown error, please try again later',
  game_maintenance: 'The site is under maintenance',
  INVALID_SIGNATURE: 'Invalid signature',
  REQUEST_EXPIRED: 'The request has expired',
};
