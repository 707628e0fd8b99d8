import { describe, expect, it } from 'vitest';
import { groupLoginFieldErrors } from './login-fields.ts';

describe('groupLoginFieldErrors', () => {
  it('puts each error on its input and keeps the rest aside', () => {
    const grouped = groupLoginFieldErrors([
      { field: 'username', reason: 'too_small', params: { min: 1 } },
      { field: 'password', reason: 'too_big', params: { max: 128 } },
      { field: 'captcha', reason: 'unknown_field' },
    ]);
    expect(grouped.byField.username).toHaveLength(1);
    expect(grouped.byField.password).toHaveLength(1);
    expect(grouped.byField.merchantCode).toEqual([]);
    expect(grouped.other).toEqual([{ field: 'captcha', reason: 'unknown_field' }]);
  });
});
