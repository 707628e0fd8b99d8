import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text.ts';

/** Written with a plain space for reading; the formatter puts a no-break space there. */
const nb = (text: string) => text.replaceAll(' ', '\u00a0');

describe('moneyText', () => {
  it('shows two decimals, separators and the sign', () => {
    expect(moneyText(1234.5, 'en-US')).toBe('1,234.50');
    expect(moneyText(-5, 'en-US')).toBe('-5.00');
    expect(moneyText(0, 'es-ES')).toBe('0,00');
    expect(moneyText(12345.5, 'es-ES')).toBe('12.345,50');
  });

  it("shows a currency's symbol where the locale puts it", () => {
    expect(moneyText(1234567.8, 'en-US', { currency: 'USD' })).toBe('$1,234,567.80');
    expect(moneyText(1234567.8, 'es-ES', { currency: 'USD' })).toBe(nb('1.234.567,80 $'));
    expect(moneyText(12345.5, 'es-ES', { currency: 'EUR' })).toBe(nb('12.345,50 €'));
    expect(moneyText(0, 'en-US', { currency: 'USD' })).toBe('$0.00');
    expect(moneyText(1000, 'pt-BR', { currency: 'BRL' })).toBe(nb('R$ 1.000,00'));
  });

  it('reads minor units the same way as wire amounts: one text for one amount', () => {
    expect(moneyText(123450n, 'es-ES', { currency: 'EUR' })).toBe(moneyText(1234.5, 'es-ES', { currency: 'EUR' }));
    expect(moneyText(5n, 'en-US')).toBe('0.05');
  });

  it('puts the sign before everything, symbol included', () => {
    expect(moneyText(-5, 'en-US', { currency: 'USD' })).toBe('-$5.00');
    expect(moneyText(-250n, 'es-ES', { currency: 'USD' })).toBe(nb('-2,50 $'));
  });

  it('shows a code without a known symbol as itself, never touching the digits', () => {
    expect(moneyText(5, 'en-US', { currency: 'USDT' })).toBe(nb('USDT 5.00'));
    expect(moneyText(5, 'es-ES', { currency: 'USDT' })).toBe(nb('5,00 USDT'));
  });

  it('shows a dash for what is not a wire amount', () => {
    expect(moneyText(Number.NaN, 'en-US')).toBe('—');
    expect(moneyText(1.234, 'en-US')).toBe('—');
    expect(moneyText(Number.POSITIVE_INFINITY, 'en-US', { currency: 'USD' })).toBe('—');
  });
});
