import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { errorKeyOf } from './error-message.ts';

const known = (key: string) => ['game_maintenance', 'TOO_MANY_REQUESTS'].includes(key);

describe('errorKeyOf', () => {
  it("uses the envelope's error code when it is translated", () => {
    expect(errorKeyOf(new ApiError('TOO_MANY_REQUESTS', 'Too many', 429), known)).toBe('TOO_MANY_REQUESTS');
  });

  it('treats an unreadable answer or a failed fetch as a network problem', () => {
    expect(errorKeyOf(new ApiError('network_error', 'Bad Gateway', 502), known)).toBe('network_error');
    expect(errorKeyOf(new TypeError('Failed to fetch'), known)).toBe('network_error');
  });

  it('falls back to a generic key for anything else', () => {
    expect(errorKeyOf(new ApiError('something_new', 'Nuevo', 400), known)).toBe('unknown_error');
    expect(errorKeyOf(new Error('boom'), known)).toBe('unknown_error');
  });
});
