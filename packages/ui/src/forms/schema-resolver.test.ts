import { sendBindEmailCode, sendBindMobileCode, setPaymentPassword, updateMemberProfile } from '@ficha/contract';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readFieldError } from './field-problem.ts';
import { schemaResolver, withChecks } from './schema-resolver.ts';

type Values = z.input<typeof setPaymentPassword.request>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

const paymentPasswordForm = withChecks(setPaymentPassword.request, (values) => [
  values.confirmPaymentPassword === values.newPaymentPassword
    ? null
    : { field: 'confirmPaymentPassword', reason: 'inconsistent_twice' },
]);

describe('schemaResolver', () => {
  it('hands the contract schema output to the submit when the values pass', async () => {
    const values = { loginPassword: 'secret-1', newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
    const result = await schemaResolver(paymentPasswordForm)(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });

  it('gives each failing field the reason of the contract schema or of the form’s own check', async () => {
    const values = { loginPassword: '', newPaymentPassword: '12', confirmPaymentPassword: '123456' };
    const { errors } = await schemaResolver(paymentPasswordForm)(values, undefined, options);
    expect(readFieldError('newPaymentPassword', errors.newPaymentPassword)).toEqual({
      field: 'newPaymentPassword',
      reason: 'payment_password_format',
    });
    expect(readFieldError('loginPassword', errors.loginPassword)).toEqual({
      field: 'loginPassword',
      reason: 'too_small',
      params: { min: 1 },
    });
  });

  it('runs the form’s own checks once the contract schema passes', async () => {
    const values = { loginPassword: 'secret-1', newPaymentPassword: '123456', confirmPaymentPassword: '654321' };
    const { errors } = await schemaResolver(paymentPasswordForm)(values, undefined, options);
    expect(Object.keys(errors)).toEqual(['confirmPaymentPassword']);
    expect(readFieldError('confirmPaymentPassword', errors.confirmPaymentPassword)?.reason).toBe('inconsistent_twice');
  });
});

/** The problem of each failing field, as a form checked by the schema shows them. */
async function problemsOf(schema: z.ZodType<unknown, FieldValues>, values: FieldValues) {
  const { errors } = await schemaResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const problems: Record<string, { reason: string; params: Record<string, string | number> }> = {};
  for (const [field, error] of Object.entries(errors)) {
    const found = readFieldError(field, error as { message?: string });
    if (found) problems[field] = { reason: found.reason, params: found.params ?? {} };
  }
  return problems;
}

describe('the problems a contract request schema gives a form', () => {
  it('names the contract reason of a failed request schema', async () => {
    expect(await problemsOf(sendBindMobileCode.request, { mobileNum: '12ab', countryDialingCode: '34' })).toEqual({
      mobileNum: { reason: 'mobile_format', params: {} },
      countryDialingCode: { reason: 'dialing_code_format', params: {} },
    });
  });

  it('carries the maximum length of a too-long value', async () => {
    expect(await problemsOf(updateMemberProfile.request, { address: 'x'.repeat(201) })).toEqual({
      address: { reason: 'too_big', params: { max: 200 } },
    });
  });

  it('says an address is not an email address', async () => {
    expect(await problemsOf(sendBindEmailCode.request, { email: 'juan@' })).toEqual({
      email: { reason: 'email_format', params: {} },
    });
  });

  it('reports a bad payment password by its reason key', async () => {
    const values = { loginPassword: '', newPaymentPassword: '12345', confirmPaymentPassword: '12345' };
    expect(await problemsOf(setPaymentPassword.request, values)).toEqual({
      loginPassword: { reason: 'too_small', params: { min: 1 } },
      newPaymentPassword: { reason: 'payment_password_format', params: {} },
    });
  });
});
