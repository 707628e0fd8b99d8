import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client.ts';

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
