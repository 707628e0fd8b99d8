/**
 * The bet selector's levels, in integer minor units (cents): the 1-2-5 ladder between the game's minimum
 * and maximum bet for the currency, both ends included. No float arithmetic touches a stake.
 */
const ladderBases = [1n, 2n, 5n] as const;

export function betLevels(minMinor: bigint, maxMinor: bigint): bigint[] {
  if (minMinor <= 0n || maxMinor < minMinor) throw new RangeError('a bet range needs 0 < min ≤ max');
  const levels = new Set<bigint>([minMinor]);
  for (let scale = 1n; scale <= maxMinor; scale *= 10n) {
    for (const base of ladderBases) {
      const level = base * scale;
      if (level > minMinor && level < maxMinor) levels.add(level);
    }
  }
  levels.add(maxMinor);
  return [...levels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The level one step up (+1) or down (−1) from the current bet; an off-ladder bet snaps to its neighbour. */
export function stepBet(levels: readonly bigint[], current: bigint, direction: 1 | -1): bigint {
  if (levels.length === 0) throw new RangeError('no bet levels');
  if (direction === 1) return levels.find((level) => level > current) ?? levels[levels.length - 1]!;
  for (let i = levels.length - 1; i >= 0; i--) if (levels[i]! < current) return levels[i]!;
  return levels[0]!;
}

/**
 * The remembered bet brought into the range: one typed off the ladder stays as it was while the game's range
 * holds it; one from another range (the limits changed) becomes the nearest end.
 */
export function clampBet(levels: readonly bigint[], bet: bigint | null): bigint {
  if (levels.length === 0) throw new RangeError('no bet levels');
  const first = levels[0]!;
  const last = levels[levels.length - 1]!;
  if (bet === null || bet < first) return first;
  return bet > last ? last : bet;
}

/** A stake the balance covers (an unknown balance lets the server decide). */
export const canAfford = (balanceMinor: bigint | null, stakeMinor: bigint) =>
  balanceMinor === null || balanceMinor >= stakeMinor;
