import type { LegOutcome } from './markets.ts';
import { legFactor } from './odds.ts';

/** Basis points: a margin of 500 bp keeps 5 % of the fair value. */
export const basisPoints = 10_000n;

/** A leg as the cash-out sees it now: its accepted price, its outcome if decided, and its market's price now. */
export interface CashOutLeg {
  oddsMilli: number;
  outcome: LegOutcome | null;
  /**
   * While undecided: the selection's price now, or null when it takes no bets now (market suspended or closed,
   * event no longer scheduled or live, selection no longer priced).
   */
  currentOddsMilli: number | null;
}

/** What the cash-out answers: an offer in minor units, or suspended (no offer now), or none (the bet lost). */
export type CashOutOffer = { state: 'offered'; amountMinor: bigint } | { state: 'suspended' } | { state: 'none' };

/**
 * The cash-out offer of an open bet (decision 0075). Its fair value is what the bet is worth at the current
 * prices: each decided leg by its factor (odds.ts: win → odds, push or void → 1, half win, half lose), each
 * undecided leg by accepted / current price — a leg that shortened since the bet is worth more, one that drifted
 * less — so value = stake × Π factors × Π (accepted / current). The offer keeps the margin:
 * floor(value × (10000 − marginBp) / 10000), rounded down once, at the end, in exact integers. No offer while a
 * leg's market takes no bets (suspended), none at all once a leg has lost, and none below one minor unit.
 */
export function cashOutOffer(stakeMinor: bigint, legs: readonly CashOutLeg[], marginBp: number): CashOutOffer {
  if (legs.some((leg) => leg.outcome === 'lose')) return { state: 'none' };
  let num = stakeMinor * (basisPoints - BigInt(marginBp));
  let den = basisPoints;
  for (const leg of legs) {
    if (leg.outcome !== null) {
      const factor = legFactor(leg.outcome, leg.oddsMilli);
      num *= factor.num;
      den *= factor.den;
      continue;
    }
    if (leg.currentOddsMilli === null) return { state: 'suspended' };
    num *= BigInt(leg.oddsMilli);
    den *= BigInt(leg.currentOddsMilli);
  }
  const amountMinor = num / den;
  return amountMinor > 0n ? { state: 'offered', amountMinor } : { state: 'suspended' };
}
