import { sendBindMobileCode, setPaymentPassword } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { problemMessage, problemOfIssue, readFieldError } from './field-problem.ts';

describe('problemOfIssue', () => {
  it('names the reason key a contract schema gives its own check', () => {
    const result = sendBindMobileCode.request.safeParse({ mobileNum: '12ab', countryDialingCode: '+34' });
    expect(result.error?.issues.map(problemOfIssue)).toEqual([{ reason: 'mobile_format', params: {} }]);
  });

  it('keeps the limit of a length check', () => {
    const result = setPaymentPassword.request.safeParse({
      loginPassword: 'x'.repeat(65),
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(result.error?.issues.map(problemOfIssue)).toEqual([{ reason: 'too_big', params: { max: 64 } }]);
  });
});

describe('problemMessage and readFieldError', () => {
  it('carry a reason and its numbers through a form error message', () => {
    const message = problemMessage({ reason: 'too_big', params: { max: 64 } });
    expect(readFieldError('address', { message })).toEqual({
      field: 'address',
      reason: 'too_big',
      params: { max: 64 },
    });
    expect(readFieldError('email', { message: problemMessage({ reason: 'email_taken', params: {} }) })).toEqual({
      field: 'email',
      reason: 'email_taken',
    });
  });

  it('read no error when the field has none', () => {
    expect(readFieldError('email', undefined)).toBeNull();
  });
});
