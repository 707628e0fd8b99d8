import type { SlotDefinition } from '@ficha/engines';

/** One spin as the page shows it (the engine's SlotSpin, as the game server sends it). */
export interface ShownSpin {
  window: string[][];
  wins: { line: number; symbol: string; count: number; ways: number; units: number }[];
  scatterCount: number;
  scatterUnits: number;
  freeSpinsAwarded: number;
  units: number;
}

export type Cell = readonly [reel: number, row: number];

/** What to draw over a finished spin: the paylines that won, and every cell that took part in a win. */
export interface WinHighlight {
  /** For line slots: each winning line as its row per reel, to draw through the reels. */
  lines: { index: number; rows: readonly number[]; count: number }[];
  cells: Cell[];
}

const cellKey = ([reel, row]: Cell) => reel * 100 + row;

/**
 * The cells and lines a spin's wins cover. A line win covers its first `count` cells along the line; a ways
 * win covers every cell of the symbol or the wild on its first `count` reels; paying (or free-spin
 * awarding) scatters are lit wherever they lie.
 */
export function winHighlight(slot: SlotDefinition, spin: ShownSpin): WinHighlight {
  const cells = new Map<number, Cell>();
  const add = (cell: Cell) => cells.set(cellKey(cell), cell);
  const lines: WinHighlight['lines'] = [];
  for (const win of spin.wins) {
    if (slot.wins.mode === 'lines' && win.line >= 0) {
      const rows = slot.wins.lines[win.line];
      if (!rows) continue;
      lines.push({ index: win.line, rows, count: win.count });
      for (let reel = 0; reel < win.count; reel++) add([reel, rows[reel]!]);
    } else {
      for (let reel = 0; reel < win.count; reel++) {
        spin.window[reel]?.forEach((symbol, row) => {
          if (symbol === win.symbol || symbol === slot.wild) add([reel, row]);
        });
      }
    }
  }
  if (spin.scatterUnits > 0 || spin.freeSpinsAwarded > 0) {
    spin.window.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === slot.scatter) add([reel, row]);
      }),
    );
  }
  return { lines, cells: [...cells.values()].sort((a, b) => cellKey(a) - cellKey(b)) };
}

/** A spin's pay in minor units of the stake: units × stake / betUnits, rounded down (display only). */
export const spinWinMinor = (units: number, multiplier: number, stakeMinor: bigint, betUnits: number) =>
  (BigInt(units) * BigInt(multiplier) * stakeMinor) / BigInt(betUnits);
