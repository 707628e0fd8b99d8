import { describe, expect, it } from 'vitest';
import { amountText, readAmountInput } from './amount-text.ts';

describe('amountText', () => {
  it('formats with two decimals, separators and an optional sign', () => {
    expect(amountText(1234.5, 'en-US')).toBe('1,234.50');
    expect(amountText(-25.5, 'en-US', true)).toBe('-25.50');
    expect(amountText(3, 'en-US', true)).toBe('+3.00');
    expect(amountText(0, 'en-US', true)).toBe('0.00');
  });
});

describe('readAmountInput', () => {
  it('accepts positive amounts with at most 2 decimals, with a comma or a point', () => {
    expect(readAmountInput(' 12,5 ')).toEqual({ ok: true, amount: 12.5 });
    expect(readAmountInput('100')).toEqual({ ok: true, amount: 100 });
  });

  it('refuses empty, zero, negative, exponent and over-precise amounts', () => {
    expect(readAmountInput('')).toEqual({ ok: false, reason: 'required' });
    for (const text of ['0', '-1', '1e3', '1.234', 'abc', '0.00']) {
      expect(readAmountInput(text), text).toEqual({ ok: false, reason: 'format' });
    }
  });
});
