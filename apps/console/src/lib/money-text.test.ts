import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text.ts';

describe('moneyText', () => {
  it('shows two decimals with the language separators', () => {
    expect(moneyText(1234.5, 'en')).toBe('1,234.50');
    expect(moneyText(12345.5, 'es')).toBe('12.345,50');
    expect(moneyText(Number.NaN, 'en')).toBe('—');
  });
});
