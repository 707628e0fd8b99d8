/** How a granted bonus is wagered and paid out (decision 0050); a promotion fixes them at the grant. */
export interface BonusTerms {
  /** Wagering multiplier in hundredths (3000 = 30×) of the base. */
  wageringMultiplierPct: number;
  /** The base of the requirement: the bonus alone, or the bonus plus the deposit it matched. */
  wageringBase: 'bonus' | 'bonus_deposit';
  /** Percent of a stake that counts, by the catalog's game type (`RNG`, `LIVE`, `INHOUSE`…). */
  contributions: Record<string, number>;
  /** Percent for a game type not in `contributions` (0: excluded). */
  defaultContributionPct: number;
  /** The largest stake accepted while the bonus is active (null: none). */
  maxBetMinor: bigint | null;
  /** The most the bonus converts to cash; the excess goes back to the budget (null: no cap). */
  maxCashoutMinor: bigint | null;
  playOrder: 'cash_first' | 'bonus_first';
}

/** ⌈multiplier × base⌉ in minor units: the requirement never rounds in the player's favour. */
export function wageringRequirement(terms: BonusTerms, amountMinor: bigint, depositMinor: bigint): bigint {
  const base = terms.wageringBase === 'bonus_deposit' ? amountMinor + depositMinor : amountMinor;
  return (base * BigInt(terms.wageringMultiplierPct) + 99n) / 100n;
}
