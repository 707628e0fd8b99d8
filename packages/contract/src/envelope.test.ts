import { describe, expect, it } from 'vitest';
import { fail, failureEnvelopeSchema, ok, successEnvelopeSchema } from './envelope.ts';
import { DomainError, errorCodes, errorStatus } from './errors.ts';
import { languageCodes } from './languages.ts';
import { errorMessage } from './messages/index.ts';
import { z } from 'zod';

describe('envelope', () => {
  it('wraps a success value', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, value: { a: 1 } });
    expect(successEnvelopeSchema(z.object({ a: z.number() })).parse(ok({ a: 1 }))).toEqual({
      success: true,
      value: { a: 1 },
    });
  });

  it('shapes a failure with key, message and optional fields', () => {
    expect(fail('not_found', 'Not found')).toEqual({ success: false, errorCode: 'not_found', message: 'Not found' });
    const withFields = fail('request_param_err', 'bad', { fields: [{ field: 'lang', reason: 'invalid_value' }] });
    expect(failureEnvelopeSchema.parse(withFields)).toEqual(withFields);
  });
});

describe('error catalogue', () => {
  it('maps every code to a 4xx/5xx status', () => {
    for (const code of errorCodes) expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
  });

  it('has a Spanish and an English message for every code, and a message for every language', () => {
    for (const code of errorCodes) {
      expect(errorMessage(code, 'ES')).not.toBe(errorMessage(code, 'EN'));
      for (const language of languageCodes) expect(errorMessage(code, language).length).toBeGreaterThan(0);
    }
    expect(errorMessage('CUSTOMER_NOT_LOGIN', 'EN')).toBe('You are not logged in, please login');
    expect(errorMessage('CUSTOMER_NOT_LOGIN', undefined)).toBe('No ha iniciado sesión, por favor inicie sesión');
  });

  it('DomainError carries its code and fields', () => {
    const error = new DomainError('request_param_err', { fields: [{ field: 'x', reason: 'too_big' }] });
    expect(error.code).toBe('request_param_err');
    expect(error.fields).toHaveLength(1);
    expect(error).toBeInstanceOf(Error);
  });
});
