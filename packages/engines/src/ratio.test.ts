import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, binomial, compare, divide, formatMultiplier, multiply, payoutMinor, ratio, toNumber } from './ratio.ts';

const positive = fc.bigInt({ min: 1n, max: 10n ** 12n });
const natural = fc.bigInt({ min: 0n, max: 10n ** 12n });
const anyRatio = fc.tuple(natural, positive).map(([n, d]) => ratio(n, d));

describe('ratio', () => {
  it('keeps lowest terms and refuses a non-positive denominator', () => {
    expect(ratio(6n, 4n)).toEqual({ numerator: 3n, denominator: 2n });
    expect(ratio(0n, 7n)).toEqual({ numerator: 0n, denominator: 1n });
    expect(() => ratio(1n, 0n)).toThrow(RangeError);
    expect(() => ratio(1n, -2n)).toThrow(RangeError);
  });

  it('adds, multiplies and divides exactly (field laws on random values)', () => {
    fc.assert(
      fc.property(anyRatio, anyRatio, anyRatio, (a, b, c) => {
        expect(add(a, b)).toEqual(add(b, a));
        expect(multiply(a, add(b, c))).toEqual(add(multiply(a, b), multiply(a, c)));
        if (b.numerator !== 0n) expect(multiply(divide(a, b), b)).toEqual(a);
        expect(compare(add(a, b), a)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('pays floor(stake × multiplier) in integer minor units, never more than the exact product', () => {
    fc.assert(
      fc.property(natural, anyRatio, (stake, multiplier) => {
        const paid = payoutMinor(stake, multiplier);
        expect(typeof paid).toBe('bigint');
        expect(paid * multiplier.denominator <= stake * multiplier.numerator).toBe(true);
        expect((paid + 1n) * multiplier.denominator > stake * multiplier.numerator).toBe(true);
      }),
    );
    expect(payoutMinor(1000n, ratio(9900n, 4950n))).toBe(2000n);
    expect(payoutMinor(1n, ratio(99n, 100n))).toBe(0n);
    expect(() => payoutMinor(-1n, ratio(1n))).toThrow(RangeError);
  });

  it('formats truncated multipliers, converts for display, and counts combinations', () => {
    expect(formatMultiplier(ratio(9900n, 4950n))).toBe('2.00');
    expect(formatMultiplier(ratio(99n, 7n), 4)).toBe('14.1428');
    expect(formatMultiplier(ratio(5n), 0)).toBe('5');
    expect(toNumber(ratio(1n, 3n))).toBeCloseTo(1 / 3, 14);
    expect(binomial(25, 12)).toBe(5_200_300n);
    expect(binomial(40, 10)).toBe(847_660_528n);
    expect(binomial(5, 6)).toBe(0n);
  });
});
