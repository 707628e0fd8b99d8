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

/** The bet brought into the range: a remembered bet from another game or currency must still be valid. */
export function clampBet(levels: readonly bigint[], bet: bigint | null): bigint {
  if (levels.length === 0) throw new RangeError('no bet levels');
  if (bet === null) return levels[0]!;
  // Not on the ladder: the largest level below it, or the minimum.
  return levels.includes(bet) ? bet : stepBet(levels, bet, -1);
}

/** A stake the balance covers (an unknown balance lets the server decide). */
export const canAfford = (balanceMinor: bigint | null, stakeMinor: bigint) =>
  balanceMinor === null || balanceMinor >= stakeMinor;
