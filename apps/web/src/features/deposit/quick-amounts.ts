/** The round amounts offered as one-tap choices, in the channel's currency (wire amounts, whole units). */
const ladder = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000] as const;

/** How many choices fit one row on a phone. */
const maxChoices = 6;

/**
 * The quick amounts for a channel's limits (issue 13 "quick-amount buttons"): the round amounts from the ladder
 * inside [min, max], the smallest first; with fewer than two of them, the limits themselves.
 */
export function quickAmounts(min: number, max: number): number[] {
  if (!(min <= max) || max <= 0) return [];
  const inside = ladder.filter((amount) => amount >= min && amount <= max).slice(0, maxChoices);
  if (inside.length >= 2) return inside;
  return [...new Set([min, ...inside, max])].filter((amount) => amount > 0);
}
