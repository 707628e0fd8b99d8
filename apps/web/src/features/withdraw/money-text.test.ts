import { describe, expect, it } from 'vitest';
import { moneyText, turnoverPercent } from './money-text.ts';

describe('moneyText', () => {
  it('shows two decimals with thousands separators', () => {
    expect(moneyText(1234.5, 'en-US')).toBe('1,234.50');
    expect(moneyText(0, 'es-ES')).toBe('0,00');
  });
});

describe('turnoverPercent', () => {
  it('is full when nothing is asked and caps at 100', () => {
    expect(turnoverPercent(0, 0)).toBe(100);
    expect(turnoverPercent(130, 60)).toBe(46);
    expect(turnoverPercent(100, 250)).toBe(100);
  });
});
