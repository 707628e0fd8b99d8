import { sendBindEmailCode, sendBindMobileCode, setPaymentPassword, updateMemberProfile } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { describe, expect, it } from 'vitest';
import {
  fieldProblemText,
  fieldProblemsOfError,
  fieldProblemsOfIssues,
  hasUnplacedProblems,
  type SchemaIssue,
} from './field-problems.ts';

function issuesOf(result: { success: boolean; error?: { issues: readonly SchemaIssue[] } }): readonly SchemaIssue[] {
  return result.error?.issues ?? [];
}

describe('fieldProblemsOfError', () => {
  it('keeps the first problem of each field the server reports', () => {
    const error = new ApiError('request_param_err', 'Parámetros no válidos', 400, {
      fields: [
        { field: 'address', reason: 'too_big', params: { max: 200 } },
        { field: 'address', reason: 'invalid_type' },
        { field: 'birthday', reason: 'date_format' },
      ],
    });
    expect(fieldProblemsOfError(error)).toEqual({
      address: { reason: 'too_big', params: { max: 200 } },
      birthday: { reason: 'date_format', params: {} },
    });
  });

  it('finds nothing in failures without fields', () => {
    expect(fieldProblemsOfError(new ApiError('system_busy', '', 500))).toEqual({});
    expect(fieldProblemsOfError(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('fieldProblemsOfIssues', () => {
  it('names the contract reason of a failed request schema', () => {
    const result = sendBindMobileCode.request.safeParse({ mobileNum: '12ab', countryDialingCode: '34' });
    expect(fieldProblemsOfIssues(issuesOf(result))).toEqual({
      mobileNum: { reason: 'mobile_format', params: {} },
      countryDialingCode: { reason: 'dialing_code_format', params: {} },
    });
  });

  it('carries the maximum length of a too-long value', () => {
    const result = updateMemberProfile.request.safeParse({ address: 'x'.repeat(201) });
    expect(fieldProblemsOfIssues(issuesOf(result))).toEqual({ address: { reason: 'too_big', params: { max: 200 } } });
  });

  it('says an address is not an email address', () => {
    const result = sendBindEmailCode.request.safeParse({ email: 'juan@' });
    expect(fieldProblemsOfIssues(issuesOf(result))).toEqual({ email: { reason: 'email_format', params: {} } });
  });

  it('reports a bad payment password by its reason key', () => {
    const result = setPaymentPassword.request.safeParse({
      loginPassword: '',
      newPaymentPassword: '12345',
      confirmPaymentPassword: '12345',
    });
    expect(fieldProblemsOfIssues(issuesOf(result))).toEqual({
      loginPassword: { reason: 'too_small', params: { min: 1 } },
      newPaymentPassword: { reason: 'payment_password_format', params: {} },
    });
  });
});

describe('fieldProblemText', () => {
  it('translates known reasons with their values', () => {
    expect(fieldProblemText({ reason: 'too_big', params: { max: 32 } })).toEqual({
      key: 'field_error_too_big',
      params: { max: 32 },
    });
    expect(fieldProblemText({ reason: 'mobile_format', params: {} }).key).toBe('field_error_mobile_format');
  });

  it('says "required" for a minimum of one character', () => {
    expect(fieldProblemText({ reason: 'too_small', params: { min: 1 } }).key).toBe('field_error_required');
    expect(fieldProblemText({ reason: 'too_small', params: { min: 6 } }).key).toBe('field_error_too_small');
  });

  it('falls back to a generic text for unknown reasons', () => {
    expect(fieldProblemText({ reason: 'reg_pattern_7', params: {} }).key).toBe('field_error_invalid');
    expect(fieldProblemText({ reason: 'toString', params: {} }).key).toBe('field_error_invalid');
  });
});

describe('hasUnplacedProblems', () => {
  it('is true only when a failing field is not in the form', () => {
    const problems = { nickname: { reason: 'too_big', params: { max: 32 } } };
    expect(hasUnplacedProblems(problems, ['nickname', 'address'])).toBe(false);
    expect(hasUnplacedProblems(problems, ['address'])).toBe(true);
    expect(hasUnplacedProblems({}, ['address'])).toBe(false);
  });
});
