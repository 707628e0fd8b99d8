import { describe, expect, it } from 'vitest';
import { readMoneyInput, wireMoneyText } from './money-display.ts';

describe('wireMoneyText', () => {
  it('formats with two decimals, separators and an optional sign', () => {
    expect(wireMoneyText(1234.5, 'en-US')).toBe('1,234.50');
    expect(wireMoneyText(-25.5, 'en-US', true)).toBe('-25.50');
    expect(wireMoneyText(3, 'en-US', true)).toBe('+3.00');
    expect(wireMoneyText(0, 'en-US', true)).toBe('0.00');
  });
});

describe('readMoneyInput', () => {
  it('accepts positive amounts with at most 2 decimals, with a comma or a point', () => {
    expect(readMoneyInput(' 12,5 ')).toEqual({ ok: true, amount: 12.5 });
    expect(readMoneyInput('100')).toEqual({ ok: true, amount: 100 });
  });

  it('refuses empty, zero, negative, exponent and over-precise amounts', () => {
    expect(readMoneyInput('')).toEqual({ ok: false, reason: 'required' });
    for (const text of ['0', '-1', '1e3', '1.234', 'abc', '0.00']) {
      expect(readMoneyInput(text), text).toEqual({ ok: false, reason: 'format' });
    }
  });
});
