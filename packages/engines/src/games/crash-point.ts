import type { SeededRng } from '../seeded-rng.ts';

const twoPow52 = 2n ** 52n;

/**
 * A multiplier in hundredths (100 = 1.00×) with P(point ≥ T) = ⌊99·2^52 / T⌋ / 2^52 ≈ 0.99 / (T/100) for
 * every T ≥ 101: so cashing out (or betting) at any target T returns 0.99 of the stake on average.
 * Derivation: r = nextInt(2^52) (the first 52 bits of the round's HMAC stream), point =
 * max(100, ⌊99·2^52 / (2^52 − r)⌋), capped at `capHundredths`. About 1 % of rounds give 1.00×.
 */
export function drawCrashPoint(rng: SeededRng, capHundredths: bigint): bigint {
  const r = BigInt(rng.nextInt(2 ** 52));
  const point = (99n * twoPow52) / (twoPow52 - r);
  if (point < 100n) return 100n;
  return point > capHundredths ? capHundredths : point;
}

/** The exact probability, as numerator over 2^52, that a drawn point reaches T hundredths (T ≥ 101, below the cap). */
export function crashPointReachNumerator(targetHundredths: bigint): bigint {
  return (99n * twoPow52) / targetHundredths;
}

export const crashPointDenominator = twoPow52;
