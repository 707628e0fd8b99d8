import { add, multiply, ratio, sum, type Ratio } from '../ratio.ts';
import { evaluateLine, windowAt } from './evaluate-spin.ts';
import type { SlotDefinition } from './slot-definition.ts';
import { maxSpinUnits } from './slot-max-win.ts';

/**
 * Exact theoretical figures of a slot, by enumeration. Each reel stops uniformly on its strip and the reels
 * are independent, so:
 * - lines: every line sees, on each reel, a symbol distributed as that reel's strip. E[line] is the sum over
 *   all tuples of symbols (one per reel) of Π count/length × the line's pay; every line has the same mean.
 * - ways: a symbol's win for a run of exactly k reels is pay × Π_{i≤k} c_i with c_{k+1} = 0, where c_i counts
 *   the cells of reel i showing it or the wild; by independence its mean is pay × Π E[c_i] × P(c_{k+1} = 0),
 *   each factor counted over every stop of the strip.
 * - scatters: the count on each reel is tallied over its stops and the reels' counts are convolved.
 * - free spins: a free spin is an ordinary spin times the multiplier, with no retrigger, so the feature is
 *   worth E[free spins awarded] × multiplier × E[spin].
 * RTP = (E[spin] + E[free spins] × multiplier × E[spin]) / betUnits.
 */
export interface SlotMath {
  /** Mean of one spin's line (or ways) wins plus scatter pay, in bet units. */
  spinUnits: Ratio;
  /** Probability that a base spin awards free spins. */
  freeSpinsChance: Ratio;
  /** Mean number of free spins awarded per round. */
  freeSpinsPerRound: Ratio;
  rtp: Ratio;
  /** The largest return a round can reach, as a multiple of the stake (exact, see slotMaxWinMultiplier). */
  maxWinMultiplier: Ratio;
}

function symbolCounts(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

/** E[one line's win] × Π lengths, as an exact integer. */
function lineUnitsTimesCombinations(slot: SlotDefinition): bigint {
  const reels = slot.reels.map((strip) => [...symbolCounts(strip)]);
  let total = 0n;
  const symbols: string[] = [];
  const visit = (reel: number, weight: bigint) => {
    if (reel === reels.length) {
      const win = evaluateLine(slot, symbols);
      if (win) total += weight * BigInt(win.units);
      return;
    }
    for (const [symbol, count] of reels[reel]!) {
      symbols[reel] = symbol;
      visit(reel + 1, weight * BigInt(count));
    }
  };
  visit(0, 1n);
  return total;
}

/** For each reel, over all its stops: how many visible cells show `matches`, as a histogram by cell count. */
function visibleCountHistogram(slot: SlotDefinition, reel: number, matches: (symbol: string) => boolean): bigint[] {
  const strip = slot.reels[reel]!;
  const histogram = Array.from({ length: slot.rows + 1 }, () => 0n);
  for (let stop = 0; stop < strip.length; stop++) {
    const stops = slot.reels.map((_, r) => (r === reel ? stop : 0));
    const count = windowAt(slot, stops)[reel]!.filter(matches).length;
    histogram[count]! += 1n;
  }
  return histogram;
}

function waysUnits(slot: SlotDefinition): Ratio {
  const reelCount = slot.reels.length;
  return sum(
    slot.regularSymbols.map((symbol) => {
      const stats = slot.reels.map((strip, reel) => {
        const histogram = visibleCountHistogram(slot, reel, (s) => s === symbol || s === slot.wild);
        const length = BigInt(strip.length);
        return {
          mean: ratio(
            histogram.reduce((total, n, cells) => total + n * BigInt(cells), 0n),
            length,
          ),
          none: ratio(histogram[0]!, length),
        };
      });
      let expected = ratio(0n);
      let product = ratio(1n);
      for (let k = 1; k <= reelCount; k++) {
        product = multiply(product, stats[k - 1]!.mean);
        const pay = k >= slot.minRun ? (slot.pays[symbol]?.[k - slot.minRun] ?? 0) : 0;
        if (pay === 0) continue;
        const stopsHere = k < reelCount ? stats[k]!.none : ratio(1n);
        expected = add(expected, multiply(ratio(BigInt(pay)), multiply(product, stopsHere)));
      }
      return expected;
    }),
  );
}

/** The distribution of the scatter count over the whole window: probability by count. */
function scatterDistribution(slot: SlotDefinition): Ratio[] {
  let distribution = [ratio(1n)];
  slot.reels.forEach((strip, reel) => {
    const histogram = visibleCountHistogram(slot, reel, (s) => s === slot.scatter);
    const next = Array.from({ length: distribution.length + slot.rows }, () => ratio(0n));
    distribution.forEach((p, total) =>
      histogram.forEach((n, cells) => {
        next[total + cells] = add(next[total + cells]!, multiply(p, ratio(n, BigInt(strip.length))));
      }),
    );
    distribution = next;
  });
  return distribution;
}

/**
 * The largest return of a round, exact: the best free spin M is the best single spin; the round's best is
 * the best base spin counting its free spins at M each (free spins are independent draws, so every one
 * can show the best window).
 */
function slotMaxWinMultiplier(slot: SlotDefinition): Ratio {
  const bestSpin = maxSpinUnits(slot);
  const bestRound = maxSpinUnits(
    slot,
    (scatters) => (slot.freeSpinsAwarded[scatters] ?? 0) * slot.freeSpinMultiplier * bestSpin,
  );
  return ratio(BigInt(bestRound), BigInt(slot.betUnits));
}

export function computeSlotMath(slot: SlotDefinition): SlotMath {
  const combinations = slot.reels.reduce((total, strip) => total * BigInt(strip.length), 1n);
  const lineOrWays =
    slot.wins.mode === 'lines'
      ? ratio(lineUnitsTimesCombinations(slot) * BigInt(slot.wins.lines.length), combinations)
      : waysUnits(slot);
  const scatter = scatterDistribution(slot);
  const scatterUnits = sum(scatter.map((p, count) => multiply(p, ratio(BigInt(slot.scatterPays[count] ?? 0)))));
  const spinUnits = add(lineOrWays, scatterUnits);
  const freeSpinsPerRound = sum(
    scatter.map((p, count) => multiply(p, ratio(BigInt(slot.freeSpinsAwarded[count] ?? 0)))),
  );
  const freeSpinsChance = sum(scatter.filter((_, count) => (slot.freeSpinsAwarded[count] ?? 0) > 0));
  const featureUnits = multiply(freeSpinsPerRound, multiply(ratio(BigInt(slot.freeSpinMultiplier)), spinUnits));
  return {
    spinUnits,
    freeSpinsChance,
    freeSpinsPerRound,
    rtp: multiply(add(spinUnits, featureUnits), ratio(1n, BigInt(slot.betUnits))),
    maxWinMultiplier: slotMaxWinMultiplier(slot),
  };
}
