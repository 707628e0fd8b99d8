import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import { placeServerError } from '@ficha/ui/forms';
import { authFieldsOfCode, interpretLoginError } from './api-errors.ts';

describe('placeServerError with the account codes', () => {
  it("puts the envelope's field errors next to the shown inputs", () => {
    const error = new ApiError('request_param_err', 'Bad', 400, {
      fields: [{ field: 'username', reason: 'reg_pattern_1', params: { min: 6, max: 16 } }],
    });
    expect(placeServerError(error, ['username', 'password'], authFieldsOfCode)).toEqual({
      fields: { username: { field: 'username', reason: 'reg_pattern_1', params: { min: 6, max: 16 } } },
      formError: null,
    });
  });

  it('keeps a form error when a failing field is not on screen', () => {
    const error = new ApiError('request_param_err', 'Bad', 400, {
      fields: [{ field: 'payeeName', reason: 'too_big', params: { max: 64 } }],
    });
    expect(placeServerError(error, ['username'], authFieldsOfCode).formError).toBe(error);
  });

  it('places a code that is about one input next to it', () => {
    const taken = new ApiError('username_taken', 'Taken', 409);
    expect(placeServerError(taken, ['username'], authFieldsOfCode)).toEqual({
      fields: { username: { field: 'username', reason: 'username_taken' } },
      formError: null,
    });
    const wrongCaptcha = new ApiError('captcha_error', 'Wrong', 400);
    expect(placeServerError(wrongCaptcha, ['username'], authFieldsOfCode).formError).toBe(wrongCaptcha);
  });

  it('uses the first segment of a nested field path', () => {
    const error = new ApiError('request_param_err', 'Bad', 400, { fields: [{ field: 'email.value', reason: 'x' }] });
    expect(placeServerError(error, ['email'], authFieldsOfCode).fields['email']?.field).toBe('email');
  });

  it('leaves anything that is not an API answer to the form', () => {
    const failure = new TypeError('Failed to fetch');
    expect(placeServerError(failure, ['username'], authFieldsOfCode)).toEqual({ fields: {}, formError: failure });
  });
});

describe('interpretLoginError', () => {
  it('asks for the captcha when a failed login says so', () => {
    const error = new ApiError('login_failed', 'Wrong', 401, { value: { captcha: true } });
    expect(interpretLoginError(error)).toEqual({ kind: 'error', error, needsCaptcha: true });
  });

  it('does not ask for the captcha when the answer does not', () => {
    const error = new ApiError('login_failed', 'Wrong', 401, { value: { captcha: false } });
    expect(interpretLoginError(error)).toMatchObject({ needsCaptcha: false });
    expect(interpretLoginError(new ApiError('error_not_agent', 'No', 403))).toMatchObject({ needsCaptcha: false });
  });

  it('keeps the captcha after a wrong captcha answer', () => {
    expect(interpretLoginError(new ApiError('captcha_error', 'Wrong', 400))).toMatchObject({ needsCaptcha: true });
  });

  it('turns login_verify_required into the verification step with its challenge', () => {
    const challenge = { challengeId: 'challenge-123', methods: ['sms', 'totp'], maskedMobile: '55****78' };
    const error = new ApiError('login_verify_required', 'Verify', 401, { value: challenge });
    expect(interpretLoginError(error)).toEqual({ kind: 'verify', challenge });
  });

  it('treats a verification answer without a readable challenge as an error', () => {
    const error = new ApiError('login_verify_required', 'Verify', 401, { value: { nope: true } });
    expect(interpretLoginError(error).kind).toBe('error');
  });
});
