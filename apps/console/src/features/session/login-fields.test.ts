import { ApiError } from '@ficha/contract/client';
import { placeServerError } from '@ficha/ui/forms';
import { describe, expect, it } from 'vitest';
import { loginFields } from './login-fields.ts';

describe('the sign-in form placing a refusal', () => {
  it('puts each error on its input and keeps the rest aside', () => {
    const error = new ApiError('request_param_err', 'Bad', 400, {
      fields: [
        { field: 'username', reason: 'too_small', params: { min: 1 } },
        { field: 'password', reason: 'too_big', params: { max: 128 } },
        { field: 'captcha', reason: 'unknown_field' },
      ],
    });
    const placed = placeServerError(error, loginFields);
    expect(placed.fields['username']).toEqual({ field: 'username', reason: 'too_small', params: { min: 1 } });
    expect(placed.fields['password']).toEqual({ field: 'password', reason: 'too_big', params: { max: 128 } });
    expect(placed.fields['merchantCode']).toBeUndefined();
    expect(placed.formError).toBe(error);
  });
});
