import { oddsFormatText, type SportsOddsFormat } from '@ficha/contract';

/**
 * Odds on the betting pages, as the sportsbook counts them (decision 0057): integer thousandths (1.850 → 1850),
 * lines in quarter units (-0.75 → -3), money in integer minor units — no float ever.
 */
const thousand = 1000n;

/**
 * A price in the player's odds format (decision 0075; the conversion is the contract's odds-formats.ts): 1850 →
 * "1.85" decimal, "0.85" Hong Kong or Malay, "-1.176" Indonesian; at least two decimals, the third when it counts.
 */
export function oddsText(milli: number, format: SportsOddsFormat = 'decimal'): string {
  return oddsFormatText(milli, format);
}

/** A line in quarter units as text: -3 → "-0.75", 10 → "+2.5", 0 → "0". */
export function lineText(quarters: number, signed: boolean): string {
  const magnitude = Math.abs(quarters);
  const text = `${Math.floor(magnitude / 4)}${['', '.25', '.5', '.75'][magnitude % 4]}`;
  if (quarters < 0) return `-${text}`;
  return signed && quarters > 0 ? `+${text}` : text;
}

/** The slip's combined odds: the product of the legs' odds truncated to thousandths (display only). */
export function combinedOdds(legs: readonly number[]): number {
  return Number(potentialReturn(thousand, legs));
}

/** What a stake returns if every leg wins: floor(stake × Π odds), rounded down once at the end, like the server. */
export function potentialReturn(stakeMinor: bigint, legs: readonly number[]): bigint {
  let numerator = stakeMinor;
  let denominator = 1n;
  for (const odds of legs) {
    numerator *= BigInt(odds);
    denominator *= thousand;
  }
  return numerator / denominator;
}
