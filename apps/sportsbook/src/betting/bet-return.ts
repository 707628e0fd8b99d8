import type { LegOutcome } from './markets.ts';
import { betReturnMinor } from './odds.ts';

/**
 * What a bet returns with its legs as they stand (decisions 0057, 0083): 0 once a leg lost, null while a leg is
 * still undecided, else floor(stake × Π factors) — a void or pushed leg counts 1, so a bet whose legs are all void
 * returns its stake.
 */
export function betReturnOf(
  stakeMinor: bigint,
  legs: Array<{ oddsMilli: number; outcome: LegOutcome | null }>,
): bigint | null {
  if (legs.some((leg) => leg.outcome === 'lose')) return 0n;
  const decided: Array<{ oddsMilli: number; outcome: LegOutcome }> = [];
  for (const leg of legs) {
    if (leg.outcome === null) return null;
    decided.push({ oddsMilli: leg.oddsMilli, outcome: leg.outcome });
  }
  return betReturnMinor(stakeMinor, decided);
}
