import type { FieldRule } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import {
  validateForgotByEmail,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateSmsLogin,
} from './credential-rules.ts';

const passwordRule: FieldRule = {
  enabled: true,
  required: true,
  patternId: 5,
  acceptedPattern: '',
  minLength: 6,
  maxLength: 20,
};

describe('validateLogin', () => {
  it('requires a username (trimmed) and a password', () => {
    expect(validateLogin({ username: '   ', password: '', captcha: '' }, false)).toEqual({
      username: { field: 'username', reason: 'required' },
      password: { field: 'password', reason: 'required' },
    });
    expect(validateLogin({ username: 'player01', password: 'x', captcha: '' }, false)).toEqual({});
  });

  it('requires the captcha only once it is shown', () => {
    const values = { username: 'player01', password: 'secret', captcha: '' };
    expect(validateLogin(values, false)).toEqual({});
    expect(validateLogin(values, true).captcha?.reason).toBe('required');
  });
});

describe('validateSmsLogin', () => {
  it('requires a mobile number in mobile format and a code', () => {
    expect(validateSmsLogin({ mobileNum: '', verificationCode: '' })).toEqual({
      mobileNum: { field: 'mobileNum', reason: 'required' },
      verificationCode: { field: 'verificationCode', reason: 'required' },
    });
    expect(validateSmsLogin({ mobileNum: '55 1234', verificationCode: '12ab' })).toEqual({
      mobileNum: { field: 'mobileNum', reason: 'mobile_format_error' },
      verificationCode: { field: 'verificationCode', reason: 'verification_code_format' },
    });
    expect(validateSmsLogin({ mobileNum: '5512345678', verificationCode: '123456' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it("checks the new password against the merchant's password rule", () => {
    expect(validateNewPassword({ newPassword: 'abc', confirmNewPassword: 'abc' }, passwordRule).newPassword).toEqual({
      field: 'newPassword',
      reason: 'reg_pattern_5',
      params: { min: 6, max: 20 },
    });
  });

  it('only requires a new password when the merchant has no rule', () => {
    expect(validateNewPassword({ newPassword: 'abc', confirmNewPassword: 'abc' }, null)).toEqual({});
    expect(validateNewPassword({ newPassword: '', confirmNewPassword: '' }, null).newPassword?.reason).toBe('required');
  });

  it('wants the confirmation equal to the new password', () => {
    expect(
      validateNewPassword({ newPassword: 'secret123', confirmNewPassword: 'secret124' }, passwordRule)
        .confirmNewPassword?.reason,
    ).toBe('inconsistent_twice');
  });
});

describe('validatePasswordChange', () => {
  it('also requires the current password', () => {
    const errors = validatePasswordChange(
      { oldPassword: '', newPassword: 'secret123', confirmNewPassword: 'secret123' },
      passwordRule,
    );
    expect(errors).toEqual({ oldPassword: { field: 'oldPassword', reason: 'required' } });
  });
});

describe('validateForgotByEmail', () => {
  it('requires the username and a well-formed email', () => {
    expect(validateForgotByEmail({ username: '', email: 'player@example' })).toMatchObject({
      username: { reason: 'required' },
      email: { reason: 'reg_pattern_3' },
    });
    expect(validateForgotByEmail({ username: 'player01', email: 'player@example.com' })).toEqual({});
  });
});
