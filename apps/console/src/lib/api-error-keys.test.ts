import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldReasonOf, isRetryable, isSessionLost, messageKeyOf } from './api-error-keys.ts';

describe('messageKeyOf', () => {
  it('keeps the error keys of the contract', () => {
    expect(messageKeyOf(new ApiError('operator_login_failed', 'x', 401))).toBe('operator_login_failed');
    expect(messageKeyOf(new ApiError('request_param_err', 'x', 400))).toBe('request_param_err');
  });

  it('turns dotted keys into translation keys', () => {
    expect(messageKeyOf(new ApiError('function.not.available', 'x', 403))).toBe('function_not_available');
  });

  it('maps unknown keys to a generic message', () => {
    expect(messageKeyOf(new ApiError('something_new', 'x', 400))).toBe('unknown_error');
    expect(messageKeyOf(new Error('boom'))).toBe('unknown_error');
  });

  it('recognises network failures', () => {
    expect(messageKeyOf(new TypeError('Failed to fetch'))).toBe('network_error');
    expect(messageKeyOf(new ApiError('network_error', 'Bad Gateway', 502))).toBe('network_error');
  });
});

describe('fieldErrorsOf', () => {
  it('returns the fields of a validation error', () => {
    const fields = [{ field: 'blockedCidrs.0', reason: 'cidr_format' }];
    expect(fieldErrorsOf(new ApiError('request_param_err', 'x', 400, { fields }))).toEqual(fields);
  });

  it('returns nothing for other errors', () => {
    expect(fieldErrorsOf(new ApiError('forbidden', 'x', 403))).toEqual([]);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });
});

describe('isSessionLost', () => {
  it('is true only for operator_not_login', () => {
    expect(isSessionLost(new ApiError('operator_not_login', 'x', 401))).toBe(true);
    expect(isSessionLost(new ApiError('operator_login_failed', 'x', 401))).toBe(false);
    expect(isSessionLost(new TypeError('x'))).toBe(false);
  });
});

describe('isRetryable', () => {
  it('retries server and network failures but not client errors', () => {
    expect(isRetryable(new ApiError('system_busy', 'x', 500))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError('operator_not_login', 'x', 401))).toBe(false);
    expect(isRetryable(new ApiError('request_param_err', 'x', 400))).toBe(false);
  });
});

describe('fieldReasonOf', () => {
  it('passes known reasons through', () => {
    expect(fieldReasonOf({ field: 'blockedCidrs.1', reason: 'cidr_format' })).toBe('cidr_format');
    expect(fieldReasonOf({ field: 'username', reason: 'too_big', params: { max: 64 } })).toBe('too_big');
  });

  it('reads a minimum of one as a required field', () => {
    expect(fieldReasonOf({ field: 'username', reason: 'too_small', params: { min: 1 } })).toBe('required');
    expect(fieldReasonOf({ field: 'password', reason: 'too_small', params: { min: 6 } })).toBe('too_small');
  });

  it('knows the reasons of the registration rules', () => {
    expect(fieldReasonOf({ field: 'rules.email.minLength', reason: 'min_above_max' })).toBe('min_above_max');
    expect(fieldReasonOf({ field: 'rules.username.required', reason: 'always_required' })).toBe('always_required');
  });

  it('falls back to a generic reason', () => {
    expect(fieldReasonOf({ field: 'x', reason: 'reg_pattern_4' })).toBe('invalid');
  });
});
