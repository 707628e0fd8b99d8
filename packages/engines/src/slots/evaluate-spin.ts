import type { SlotDefinition } from './slot-definition.ts';

export interface SlotLineWin {
  /** The line's index, or −1 for a ways win. */
  line: number;
  symbol: string;
  /** Reels in the run. */
  count: number;
  /** Combinations of cells (1 on a line). */
  ways: number;
  units: number;
}

export interface SlotSpin {
  stops: number[];
  /** window[reel][row]. */
  window: string[][];
  wins: SlotLineWin[];
  scatterCount: number;
  scatterUnits: number;
  freeSpinsAwarded: number;
  /** Line (or ways) wins plus the scatter pay, before any free-spin multiplier. */
  units: number;
}

/** The visible window for the given stops: reel r shows strip[(stop + row) mod length] on each row. */
export function windowAt(slot: SlotDefinition, stops: readonly number[]): string[][] {
  return slot.reels.map((strip, reel) =>
    Array.from({ length: slot.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

const payOf = (slot: SlotDefinition, symbol: string, count: number) =>
  count < slot.minRun ? 0 : (slot.pays[symbol]?.[count - slot.minRun] ?? 0);

/**
 * One line's win: the best of the wild's own leftmost run and the run of the first non-wild symbol with
 * wilds standing in. A scatter stops a run and never pays on a line.
 */
export function evaluateLine(
  slot: SlotDefinition,
  symbols: readonly string[],
): { symbol: string; count: number; units: number } | null {
  let leadingWilds = 0;
  while (leadingWilds < symbols.length && symbols[leadingWilds] === slot.wild) leadingWilds += 1;
  let best: { symbol: string; count: number; units: number } | null = null;
  const wildUnits = payOf(slot, slot.wild, leadingWilds);
  if (wildUnits > 0) best = { symbol: slot.wild, count: leadingWilds, units: wildUnits };
  const first = symbols[leadingWilds];
  if (first !== undefined && first !== slot.scatter) {
    let count = leadingWilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === slot.wild)) count += 1;
    const units = payOf(slot, first, count);
    if (units > (best?.units ?? 0)) best = { symbol: first, count, units };
  }
  return best;
}

function waysWins(slot: SlotDefinition, window: readonly (readonly string[])[]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  for (const symbol of slot.regularSymbols) {
    let ways = 1;
    let count = 0;
    for (const column of window) {
      const matches = column.filter((s) => s === symbol || s === slot.wild).length;
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const pay = payOf(slot, symbol, count);
    if (pay > 0) wins.push({ line: -1, symbol, count, ways, units: pay * ways });
  }
  return wins;
}

/** Evaluates the window shown by the stops: line or ways wins, scatter pay and free spins awarded. */
export function evaluateSpin(slot: SlotDefinition, stops: readonly number[]): SlotSpin {
  const window = windowAt(slot, stops);
  const wins: SlotLineWin[] = [];
  if (slot.wins.mode === 'lines') {
    for (const [index, line] of slot.wins.lines.entries()) {
      const win = evaluateLine(
        slot,
        line.map((row, reel) => window[reel]![row]!),
      );
      if (win) wins.push({ line: index, ...win, ways: 1 });
    }
  } else {
    wins.push(...waysWins(slot, window));
  }
  const scatterCount = window.reduce((n, column) => n + column.filter((s) => s === slot.scatter).length, 0);
  const scatterUnits = slot.scatterPays[scatterCount] ?? 0;
  return {
    stops: [...stops],
    window,
    wins,
    scatterCount,
    scatterUnits,
    freeSpinsAwarded: slot.freeSpinsAwarded[scatterCount] ?? 0,
    units: wins.reduce((total, w) => total + w.units, scatterUnits),
  };
}
