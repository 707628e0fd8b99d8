import { describe, expect, it } from 'vitest';
import { formatMoney, moneyAmountSchema, parseMoney, parseMoneyText, toWireMoney } from './money.ts';

describe('parseMoney (wire numbers → minor units)', () => {
  it.each([
    [0, 0n],
    [1, 100n],
    [0.1, 10n],
    [12.34, 1234n],
    [1234567.89, 123456789n],
    [0.07, 7n],
  ])('parses %s exactly', (value, minor) => {
    expect(parseMoney(value)).toEqual({ ok: true, minor });
  });

  it.each([
    [-1, 'negative'],
    [-0, 'negative'],
    [Number.NaN, 'not_a_number'],
    [Number.POSITIVE_INFINITY, 'not_a_number'],
    [1.234, 'too_many_decimals'],
    [0.001, 'too_many_decimals'],
    [1e-7, 'too_many_decimals'],
    [2 ** 53, 'too_large'],
    [1e21, 'too_large'],
    [Number.MAX_SAFE_INTEGER, 'too_large'],
  ])('refuses %s (%s)', (value, reason) => {
    expect(parseMoney(value)).toEqual({ ok: false, reason });
  });

  it.each(['1e3', '12', '', null, undefined, true, {}, [1]])('refuses the non-number %j', (value) => {
    expect(parseMoney(value)).toEqual({ ok: false, reason: 'not_a_number' });
  });
});

describe('parseMoneyText (form input)', () => {
  it('parses plain decimals', () => {
    expect(parseMoneyText('12.5')).toEqual({ ok: true, minor: 1250n });
    expect(parseMoneyText('0.05')).toEqual({ ok: true, minor: 5n });
  });

  it.each([
    ['1e3', 'bad_format'],
    [' 1', 'bad_format'],
    ['1,000', 'bad_format'],
    ['-5', 'negative'],
    ['1.005', 'too_many_decimals'],
    ['12345678901234567', 'too_large'],
    ['0x10', 'bad_format'],
    ['.5', 'bad_format'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseMoneyText(text)).toEqual({ ok: false, reason });
  });
});

describe('formatting', () => {
  it('turns minor units back into wire numbers without float arithmetic', () => {
    expect(toWireMoney(1234n)).toBe(12.34);
    expect(toWireMoney(5n)).toBe(0.05);
    expect(toWireMoney(-250n)).toBe(-2.5);
  });

  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(123456789n)).toBe('1,234,567.89');
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(-5n)).toBe('-0.05');
    expect(formatMoney(123456789n, 'es-ES')).toBe('1.234.567,89');
  });

  it('round-trips every cent value of a range exactly', () => {
    for (let minor = 0n; minor < 2000n; minor++) {
      const parsed = parseMoney(toWireMoney(minor));
      expect(parsed).toEqual({ ok: true, minor });
    }
  });
});

describe('moneyAmountSchema', () => {
  it('outputs minor units for a positive amount', () => {
    expect(moneyAmountSchema.parse(10.5)).toBe(1050n);
  });

  it('refuses zero, strings and a third decimal with a stable message', () => {
    expect(moneyAmountSchema.safeParse(0).error?.issues[0]?.message).toBe('money_not_positive');
    expect(moneyAmountSchema.safeParse('10').error?.issues[0]?.message).toBe('money_not_a_number');
    expect(moneyAmountSchema.safeParse(1.001).error?.issues[0]?.message).toBe('money_too_many_decimals');
  });
});
