import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { placeServerError } from './server-error.ts';

const validation = (fields: { field: string; reason: string; params?: Record<string, number> }[]) =>
  new ApiError('request_param_err', 'Parámetros no válidos', 400, { fields });

describe('placeServerError', () => {
  it('puts the envelope field errors beside the shown fields, the first of each field', () => {
    const error = validation([
      { field: 'address', reason: 'too_big', params: { max: 200 } },
      { field: 'address', reason: 'invalid_type' },
      { field: 'birthday', reason: 'date_format' },
    ]);
    expect(placeServerError(error, ['address', 'birthday'])).toEqual({
      fields: {
        address: { field: 'address', reason: 'too_big', params: { max: 200 } },
        birthday: { field: 'birthday', reason: 'date_format' },
      },
      formError: null,
    });
  });

  it('counts a nested path for its first segment', () => {
    const error = validation([{ field: 'limits.daily', reason: 'too_big', params: { max: 5 } }]);
    expect(placeServerError(error, ['limits']).fields).toEqual({
      limits: { field: 'limits', reason: 'too_big', params: { max: 5 } },
    });
  });

  it('makes the failure the form’s when a failing field is not on screen', () => {
    const error = validation([
      { field: 'email', reason: 'email_format' },
      { field: 'requestId', reason: 'too_big', params: { max: 64 } },
    ]);
    const placed = placeServerError(error, ['email']);
    expect(placed.fields).toEqual({ email: { field: 'email', reason: 'email_format' } });
    expect(placed.formError).toBe(error);
  });

  it('places an error code that names a shown input beside it', () => {
    const error = new ApiError('captcha_error', 'Código incorrecto', 400);
    const fieldsOfCode = { captcha_error: ['captcha'] };
    expect(placeServerError(error, ['username', 'password', 'captcha'], fieldsOfCode)).toEqual({
      fields: { captcha: { field: 'captcha', reason: 'captcha_error' } },
      formError: null,
    });
    // Without the captcha on screen the same answer is the form's.
    expect(placeServerError(error, ['username', 'password'], fieldsOfCode)).toEqual({ fields: {}, formError: error });
  });

  it('leaves failures without fields, and network failures, to the form', () => {
    const busy = new ApiError('system_busy', '', 500);
    expect(placeServerError(busy, ['amount'])).toEqual({ fields: {}, formError: busy });
    const offline = new TypeError('Failed to fetch');
    expect(placeServerError(offline, ['amount'])).toEqual({ fields: {}, formError: offline });
  });
});
