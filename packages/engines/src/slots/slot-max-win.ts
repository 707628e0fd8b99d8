import { evaluateLine, windowAt } from './evaluate-spin.ts';
import type { SlotDefinition } from './slot-definition.ts';

const lineBreaker = '\u0000';

/** The distinct windows each reel can show (one per stop), as columns of symbols. */
const reelWindows = (slot: SlotDefinition): string[][][] =>
  slot.reels.map((strip, reel) =>
    Array.from(
      { length: strip.length },
      (_, stop) =>
        windowAt(
          slot,
          slot.reels.map((_, r) => (r === reel ? stop : 0)),
        )[reel]!,
    ),
  );

const payOf = (slot: SlotDefinition, symbol: string, count: number) =>
  count < slot.minRun ? 0 : (slot.pays[symbol]?.[count - slot.minRun] ?? 0);

/**
 * The most a single spin can pay in bet units — line or ways wins plus scatter pay plus `bonus(scatters)`
 * — found exactly by a depth-first search over every reel's windows, pruned by an upper bound of what the
 * remaining reels could still add. `bonus` lets the caller value the free spins a scatter count awards.
 */
export function maxSpinUnits(slot: SlotDefinition, bonus: (scatters: number) => number = () => 0): number {
  const windows = reelWindows(slot);
  const reels = windows.length;
  const scatterIn = windows.map((list) => list.map((column) => column.filter((s) => s === slot.scatter).length));
  const mostScattersAfter = scatterIn.map((_, reel) =>
    scatterIn.slice(reel).reduce((total, counts) => total + Math.max(...counts), 0),
  );
  mostScattersAfter.push(0);
  const scatterValue = (count: number) => (slot.scatterPays[count] ?? 0) + bonus(count);
  const bestScatterValue = (from: number, to: number) => {
    let best = 0;
    for (let n = from; n <= to; n++) best = Math.max(best, scatterValue(n));
    return best;
  };
  const topPay = Math.max(...Object.values(slot.pays).map((pays) => pays[pays.length - 1] ?? 0));

  // Line slots: what a line can still pay, given its symbols on the reels chosen so far.
  const linePotential = (symbols: string[]): number => {
    const ended = evaluateLine(slot, [...symbols, lineBreaker])?.units ?? 0;
    if (symbols.length === reels) return ended;
    const first = symbols.find((s) => s !== slot.wild);
    if (first === undefined) return Math.max(ended, topPay);
    const alive = first !== slot.scatter && symbols.every((s) => s === first || s === slot.wild);
    const top = slot.pays[first]?.[slot.pays[first]!.length - 1] ?? 0;
    return alive ? Math.max(ended, top) : ended;
  };

  // Ways slots: the most cells of each symbol (or the wild) each reel can show.
  const mostCells = slot.regularSymbols.map((symbol) =>
    windows.map((list) =>
      Math.max(...list.map((column) => column.filter((s) => s === symbol || s === slot.wild).length)),
    ),
  );
  const waysPotential = (chosen: string[][]): number => {
    let total = 0;
    slot.regularSymbols.forEach((symbol, index) => {
      let ways = 1;
      let count = 0;
      for (const column of chosen) {
        const matches = column.filter((s) => s === symbol || s === slot.wild).length;
        if (matches === 0) break;
        ways *= matches;
        count += 1;
      }
      let best = payOf(slot, symbol, count) * ways;
      if (count === chosen.length) {
        let further = ways;
        for (let k = count + 1; k <= reels; k++) {
          further *= mostCells[index]![k - 1]!;
          best = Math.max(best, payOf(slot, symbol, k) * further);
        }
      }
      total += best;
    });
    return total;
  };

  const lines = slot.wins.mode === 'lines' ? slot.wins.lines : [];
  const potential = (chosen: string[][]) =>
    slot.wins.mode === 'lines'
      ? lines.reduce((total, line) => total + linePotential(chosen.map((column, reel) => column[line[reel]!]!)), 0)
      : waysPotential(chosen);

  let best = 0;
  const chosen: string[][] = [];
  const visit = (reel: number, scatters: number) => {
    const bound = potential(chosen) + bestScatterValue(scatters, scatters + mostScattersAfter[reel]!);
    if (bound <= best) return;
    if (reel === reels) {
      best = bound;
      return;
    }
    // Try the reel's windows in order of promise, so a good spin is found early and prunes the rest.
    const order = windows[reel]!.map((column, index) => {
      chosen.push(column);
      const promise = potential(chosen);
      chosen.pop();
      return { column, index, promise };
    }).sort((a, b) => b.promise - a.promise);
    for (const { column, index } of order) {
      chosen.push(column);
      visit(reel + 1, scatters + scatterIn[reel]![index]!);
      chosen.pop();
    }
  };
  visit(0, 0);
  return best;
}
