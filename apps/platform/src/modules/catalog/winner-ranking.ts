/**
 * A player name as winner boards show it: the first two characters, three stars and the last one
 * (`jugador1` → `ju***1`); a name of three characters or fewer keeps only its first (`ana` → `a***`).
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** What ranking needs of a win: who won, in which game. */
export interface RankedWin {
  memberId: number;
  providerCode: string;
  gameCode: string;
}

/**
 * A board's entries from wins already ranked best first: one entry per player per game (their best there), so a
 * player on a lucky streak shows once per game instead of filling the board.
 */
export function onePerPlayerPerGame<T extends RankedWin>(ranked: readonly T[]): T[] {
  const seen = new Set<string>();
  return ranked.filter((win) => {
    const key = `${win.memberId}|${win.providerCode}|${win.gameCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
