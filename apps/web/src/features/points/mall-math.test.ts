import { describe, expect, it } from 'vitest';
import { conversionMinor, convertiblePoints, redeemBlock } from './mall-math.ts';

describe('redeemBlock', () => {
  it('refuses a sold-out reward before a short balance, and allows an affordable one', () => {
    expect(redeemBlock(100, { points: 500, stock: 0 })).toBe('sold_out');
    expect(redeemBlock(499, { points: 500, stock: null })).toBe('short');
    expect(redeemBlock(500, { points: 500, stock: 1 })).toBeNull();
  });
});

describe('conversionMinor', () => {
  const config = { convertPoints: 100, convertAmount: 1.05 };
  it('pays whole multiples in minor units, exactly', () => {
    expect(conversionMinor(300, config)).toBe(315n);
    expect(conversionMinor(100, { convertPoints: 100, convertAmount: 0.1 })).toBe(10n);
  });
  it('refuses fractions, remainders and nothing', () => {
    expect(conversionMinor(150, config)).toBeNull();
    expect(conversionMinor(0, config)).toBeNull();
    expect(conversionMinor(1.5, config)).toBeNull();
  });
});

describe('convertiblePoints', () => {
  it('rounds the balance down to the ratio', () => {
    expect(convertiblePoints(1234, 100)).toBe(1200);
    expect(convertiblePoints(99, 100)).toBe(0);
    expect(convertiblePoints(500, 0)).toBe(0);
  });
});
