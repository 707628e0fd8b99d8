import { describe, expect, it } from 'vitest';
import { moneyText, utcDay } from './money-text.ts';

describe('moneyText', () => {
  it('shows two decimals, separators and the sign', () => {
    expect(moneyText(1234.5, 'en-US')).toBe('1,234.50');
    expect(moneyText(-5, 'en-US')).toBe('-5.00');
    expect(moneyText(0, 'es-ES')).toBe('0,00');
  });
});

describe('utcDay', () => {
  it('counts UTC days back from now', () => {
    const now = new Date('2026-03-01T01:00:00Z');
    expect(utcDay(now)).toBe('2026-03-01');
    expect(utcDay(now, 1)).toBe('2026-02-28');
  });
});
