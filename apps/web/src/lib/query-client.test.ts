import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { sessionEventOf, shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('does not retry a client error', () => {
    expect(shouldRetry(0, new ApiError('request_param_err', 'Bad', 400))).toBe(false);
  });

  it('retries network trouble and server errors twice', () => {
    const error = new ApiError('system_busy', 'Busy', 500);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('sessionEventOf', () => {
  it('ends the session when the server says the visitor is not signed in', () => {
    expect(sessionEventOf(new ApiError('CUSTOMER_NOT_LOGIN', 'Not logged in', 401))).toBe('lost');
  });

  it('asks for a password change when the server refuses work until then', () => {
    expect(sessionEventOf(new ApiError('password_change_required', 'Change it', 403))).toBe('password-change-required');
  });

  it('leaves every other failure to the component that made the call', () => {
    expect(sessionEventOf(new ApiError('login_failed', 'Wrong', 401))).toBeNull();
    expect(sessionEventOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
