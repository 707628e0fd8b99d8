/** An exact non-negative rational number, kept in lowest terms: multipliers, probabilities and RTPs. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** numerator / denominator in lowest terms; the denominator must be positive. */
export function ratio(numerator: bigint | number, denominator: bigint | number = 1n): Ratio {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (d <= 0n) throw new RangeError(`denominator must be positive, got ${d}`);
  const divisor = gcd(n, d) || 1n;
  return { numerator: n / divisor, denominator: d / divisor };
}

export const zero: Ratio = ratio(0n);
export const one: Ratio = ratio(1n);

export const add = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);

export const multiply = (a: Ratio, b: Ratio): Ratio => ratio(a.numerator * b.numerator, a.denominator * b.denominator);

export const divide = (a: Ratio, b: Ratio): Ratio => {
  if (b.numerator === 0n) throw new RangeError('division by zero');
  return ratio(a.numerator * b.denominator, a.denominator * b.numerator);
};

/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Ratio, b: Ratio): number => {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

export const sum = (values: Iterable<Ratio>): Ratio => {
  let total = zero;
  for (const value of values) total = add(total, value);
  return total;
};

/** For display and statistics only — never for money. */
export const toNumber = (value: Ratio): number => {
  // Scale first so huge numerators and denominators keep their precision.
  const scale = 10n ** 15n;
  return Number((value.numerator * scale) / value.denominator) / 1e15;
};

/**
 * What a stake returns at a multiplier, in integer minor units: floor(stakeMinor × multiplier). Rounding
 * down is the house's rule; theoretical RTPs are stated before this rounding.
 */
export function payoutMinor(stakeMinor: bigint, multiplier: Ratio): bigint {
  if (stakeMinor < 0n) throw new RangeError(`stake must not be negative, got ${stakeMinor}`);
  return (stakeMinor * multiplier.numerator) / multiplier.denominator;
}

/** The multiplier with a fixed number of decimals, truncated, e.g. "1.9800" — for display. */
export function formatMultiplier(value: Ratio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (value.numerator * scale) / value.denominator;
  const whole = scaled / scale;
  if (decimals === 0) return whole.toString();
  return `${whole}.${(scaled % scale).toString().padStart(decimals, '0')}`;
}

/** n choose k as a bigint (0 outside 0 ≤ k ≤ n). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}
