import type { LegOutcome } from './markets.ts';

/**
 * Odds and payouts in exact integer arithmetic (decision 0057). Decimal odds travel and are stored as integer
 * thousandths ("odds milli": 1.850 → 1850, at least 1001). A bet's return is a product of rational leg factors
 * times the stake, rounded down to the minor unit ONCE, at the end: the player is never paid a fraction of a
 * minor unit, and no intermediate rounding compounds across parlay legs.
 */
export const oddsScale = 1000n;
export const minOddsMilli = 1001;
export const maxOddsMilli = 1_000_000;

/** A non-negative rational, numerator over denominator, both bigint. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/**
 * What one leg multiplies the stake by: win → odds; lose → 0; push and void → 1 (the stake back); half win →
 * half at the odds, half back: (1 + odds) / 2; half lose → half back: 1/2. The halves are exact, so a quarter
 * line's split stake never rounds on its own (an odd stake's halves are not whole minor units).
 */
export function legFactor(outcome: LegOutcome, oddsMilli: number): Ratio {
  const odds = BigInt(oddsMilli);
  switch (outcome) {
    case 'win':
      return { num: odds, den: oddsScale };
    case 'lose':
      return { num: 0n, den: 1n };
    case 'push':
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_win':
      return { num: oddsScale + odds, den: 2n * oddsScale };
    case 'half_lose':
      return { num: 1n, den: 2n };
  }
}

/** The return of a bet (single: one leg; parlay: every leg) on a stake: floor(stake × Π factors). */
export function betReturnMinor(stakeMinor: bigint, legs: Array<{ outcome: LegOutcome; oddsMilli: number }>): bigint {
  let num = stakeMinor;
  let den = 1n;
  for (const leg of legs) {
    const factor = legFactor(leg.outcome, leg.oddsMilli);
    num *= factor.num;
    den *= factor.den;
  }
  return num / den;
}

/**
 * The combined odds of a parlay in thousandths, truncated (what the slip shows): Π odds / 1000^(n-1). The payout
 * itself is computed from the exact product (betReturnMinor), never from this truncated figure.
 */
export function combinedOddsMilli(oddsMilli: number[]): bigint {
  let num = 1n;
  for (const odds of oddsMilli) num *= BigInt(odds);
  return num / oddsScale ** BigInt(Math.max(oddsMilli.length - 1, 0));
}

/** The most a bet can return if every leg wins: the figure limits are checked against. */
export const potentialReturnMinor = (stakeMinor: bigint, oddsMilli: number[]) =>
  betReturnMinor(
    stakeMinor,
    oddsMilli.map((odds) => ({ outcome: 'win' as const, oddsMilli: odds })),
  );

/** Decimal odds text with 3 decimals from thousandths: 1850 → "1.850". */
export function oddsText(oddsMilli: number | bigint): string {
  const value = BigInt(oddsMilli);
  return `${value / oddsScale}.${(value % oddsScale).toString().padStart(3, '0')}`;
}

/** The return multiplier of settled legs, truncated to 2 decimals for display (the kit's round multiplier). */
export function multiplierText(legs: Array<{ outcome: LegOutcome; oddsMilli: number }>): string {
  const hundredths = betReturnMinor(100n, legs);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
