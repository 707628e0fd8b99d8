/** A themed slot: what its reels hold and what it pays. Every pay is an integer number of bet units. */
export interface SlotDefinition {
  readonly code: string;
  readonly name: string;
  readonly theme: string;
  readonly volatility: 'low' | 'medium' | 'high';
  /** Visible rows per reel. */
  readonly rows: number;
  /** Symbol ids by kind: regular symbols pay on lines or ways, the wild stands in for them, the scatter pays anywhere. */
  readonly regularSymbols: readonly string[];
  readonly wild: string;
  readonly scatter: string;
  /** One strip per reel, read top to bottom and wrapping round; a stop shows strip[stop … stop + rows − 1]. */
  readonly reels: readonly (readonly string[])[];
  /**
   * lines: each line gives the row (0 = top) on each reel; a line pays its leftmost run of one symbol (the
   * wild standing in), 1 unit being the line bet. ways: every run of adjacent reels from the left showing a
   * symbol (or the wild) pays once per combination of cells.
   */
  readonly wins: { readonly mode: 'lines'; readonly lines: readonly (readonly number[])[] } | { readonly mode: 'ways' };
  /** The stake is this many bet units (the line count for line slots). */
  readonly betUnits: number;
  /** pays[symbol][n − minRun] for a run of n reels, n = minRun … reel count; the wild may pay its own runs on lines. */
  readonly pays: Readonly<Record<string, readonly number[]>>;
  /** The shortest paying run (3 unless a symbol should pay on 2). */
  readonly minRun: number;
  /** Scatter pays and free spins by scatter count anywhere in the window (index = count; missing = nothing). */
  readonly scatterPays: readonly number[];
  readonly freeSpinsAwarded: readonly number[];
  /** Every win of a free spin is multiplied by this; free spins do not award more free spins. */
  readonly freeSpinMultiplier: number;
}

/** Checks the definition's shape once, so a typo in a strip or a paytable fails loudly. */
export function checkSlotDefinition(slot: SlotDefinition): void {
  const known = new Set([...slot.regularSymbols, slot.wild, slot.scatter]);
  const fail = (why: string) => {
    throw new RangeError(`slot ${slot.code}: ${why}`);
  };
  if (slot.reels.length < slot.minRun) fail('fewer reels than the shortest paying run');
  for (const [i, strip] of slot.reels.entries()) {
    if (strip.length < slot.rows) fail(`reel ${i} is shorter than the window`);
    for (const symbol of strip) if (!known.has(symbol)) fail(`reel ${i} holds unknown symbol ${symbol}`);
  }
  for (const [symbol, pays] of Object.entries(slot.pays)) {
    if (!known.has(symbol) || symbol === slot.scatter) fail(`pays for ${symbol}, which cannot pay on lines or ways`);
    if (pays.length !== slot.reels.length - slot.minRun + 1) fail(`pays of ${symbol} do not cover every run length`);
    if (pays.some((p, i) => !Number.isSafeInteger(p) || p < 0 || (i > 0 && p < pays[i - 1]!))) {
      fail(`pays of ${symbol} must be non-negative integers growing with the run`);
    }
  }
  if (slot.wins.mode === 'lines') {
    if (slot.betUnits !== slot.wins.lines.length) fail('a line slot bets one unit per line');
    for (const line of slot.wins.lines) {
      if (
        line.length !== slot.reels.length ||
        line.some((row) => !Number.isInteger(row) || row < 0 || row >= slot.rows)
      ) {
        fail('a line gives one visible row per reel');
      }
    }
  }
  for (const list of [slot.scatterPays, slot.freeSpinsAwarded]) {
    if (list.some((n) => !Number.isSafeInteger(n) || n < 0))
      fail('scatter pays and free spins are non-negative integers');
  }
  if (!Number.isSafeInteger(slot.freeSpinMultiplier) || slot.freeSpinMultiplier < 1) fail('bad free-spin multiplier');
  if (!Number.isSafeInteger(slot.betUnits) || slot.betUnits < 1) fail('bad bet units');
}
