import { setPaymentPassword } from '@ficha/contract';
import type { ResolverOptions } from 'react-hook-form';
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
