import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text.ts';

describe('moneyText', () => {
  it('shows two decimals, separators and the sign', () => {
    expect(moneyText(1234.5, 'en-US')).toBe('1,234.50');
    expect(moneyText(-5, 'en-US')).toBe('-5.00');
    expect(moneyText(0, 'es-ES')).toBe('0,00');
    expect(moneyText(12345.5, 'es-ES')).toBe('12.345,50');
  });

  it('shows a balance with its symbol in front', () => {
    expect(moneyText(1234567.8, 'en-US', { symbol: '$' })).toBe('$ 1,234,567.80');
    expect(moneyText(1234567.8, 'es-ES', { symbol: '€' })).toBe('€ 1.234.567,80');
    expect(moneyText(0, 'en-US', { symbol: '$' })).toBe('$ 0.00');
  });

  it('reads minor units and puts a currency code after the amount', () => {
    expect(moneyText(123450n, 'es-ES', { currency: 'EUR' })).toBe('1.234,50 EUR');
    expect(moneyText(5n, 'en-US')).toBe('0.05');
  });

  it('puts the sign before the symbol', () => {
    expect(moneyText(-5, 'en-US', { symbol: '$' })).toBe('-$ 5.00');
    expect(moneyText(-250n, 'en-US', { currency: 'USD' })).toBe('-2.50 USD');
  });

  it('shows a dash for what is not a wire amount', () => {
    expect(moneyText(Number.NaN, 'en-US')).toBe('—');
    expect(moneyText(1.234, 'en-US')).toBe('—');
    expect(moneyText(Number.POSITIVE_INFINITY, 'en-US', { symbol: '$' })).toBe('—');
  });
});
