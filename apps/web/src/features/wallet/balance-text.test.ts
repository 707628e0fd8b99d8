import { describe, expect, it } from 'vitest';
import { balanceText, maskedBalance } from './balance-text.ts';

describe('balanceText', () => {
  it('shows two decimals with the locale separators', () => {
    expect(balanceText(1234567.8, '$', 'en-US')).toBe('$ 1,234,567.80');
    expect(balanceText(1234567.8, '€', 'es-ES')).toBe('€ 1.234.567,80');
    expect(balanceText(0, '$', 'en-US')).toBe('$ 0.00');
  });

  it('masks the amount', () => {
    expect(maskedBalance('$')).toBe('$ ***');
  });
});
