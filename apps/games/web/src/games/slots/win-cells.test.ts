import { evaluateSpin, huertaDorada, dragonDeTormenta, type SlotDefinition } from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { spinWinMinor, winHighlight } from './win-cells.ts';

/** The first stops (scanning reel by reel) whose spin has a win of the wanted kind. */
function findSpin(slot: SlotDefinition, wanted: (spin: ReturnType<typeof evaluateSpin>) => boolean) {
  for (let a = 0; a < slot.reels[0]!.length; a++) {
    for (let b = 0; b < slot.reels[1]!.length; b++) {
      for (let c = 0; c < 12; c++) {
        const spin = evaluateSpin(slot, [a, b, c, 0, 0]);
        if (wanted(spin)) return spin;
      }
    }
  }
  throw new Error('no such spin');
}

describe('win highlight', () => {
  it('draws a line win along its payline, lighting its first count cells', () => {
    const spin = findSpin(huertaDorada, (s) => s.wins.length === 1 && s.scatterUnits === 0);
    const win = spin.wins[0]!;
    const rows = huertaDorada.wins.mode === 'lines' ? huertaDorada.wins.lines[win.line]! : [];
    const highlight = winHighlight(huertaDorada, spin);
    expect(highlight.lines).toEqual([{ index: win.line, rows, count: win.count }]);
    expect(highlight.cells).toEqual(Array.from({ length: win.count }, (_, reel) => [reel, rows[reel]]));
    for (const [reel, row] of highlight.cells) {
      expect([win.symbol, huertaDorada.wild]).toContain(spin.window[reel]![row]);
    }
  });

  it('lights every cell of a ways win’s symbol or wild on its reels, and no line', () => {
    const spin = findSpin(dragonDeTormenta, (s) => s.wins.length > 0 && s.scatterUnits === 0);
    const highlight = winHighlight(dragonDeTormenta, spin);
    expect(highlight.lines).toEqual([]);
    const cellsOfWins = new Set<string>();
    for (const win of spin.wins) {
      for (let reel = 0; reel < win.count; reel++) {
        spin.window[reel]!.forEach((symbol, row) => {
          if (symbol === win.symbol || symbol === dragonDeTormenta.wild) cellsOfWins.add(`${reel}:${row}`);
        });
      }
    }
    expect(new Set(highlight.cells.map(([reel, row]) => `${reel}:${row}`))).toEqual(cellsOfWins);
  });

  it('lights scatters only when they pay or award free spins', () => {
    // A scatter on the top row of the first three reels.
    const stops = huertaDorada.reels.map((strip, reel) => (reel < 3 ? strip.indexOf(huertaDorada.scatter) : 0));
    const paying = evaluateSpin(huertaDorada, stops);
    expect(paying.scatterUnits).toBeGreaterThan(0);
    const scatterCells = paying.window.flatMap((column, reel) =>
      column.flatMap((symbol, row) => (symbol === huertaDorada.scatter ? [`${reel}:${row}`] : [])),
    );
    const lit = winHighlight(huertaDorada, paying).cells.map(([reel, row]) => `${reel}:${row}`);
    for (const cell of scatterCells) expect(lit).toContain(cell);
    const quiet = { ...paying, wins: [], scatterUnits: 0, freeSpinsAwarded: 0 };
    expect(winHighlight(huertaDorada, quiet)).toEqual({ lines: [], cells: [] });
  });

  it('turns units into minor units of the stake, rounding down', () => {
    expect(spinWinMinor(7, 1, 100n, 10)).toBe(70n);
    expect(spinWinMinor(7, 2, 100n, 10)).toBe(140n);
    expect(spinWinMinor(1, 1, 15n, 20)).toBe(0n);
  });
});
