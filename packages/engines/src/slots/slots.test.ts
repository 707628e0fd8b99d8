import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, multiply, ratio, sum, toNumber, type Ratio } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import { evaluateLine, evaluateSpin } from './evaluate-spin.ts';
import { strip } from './paylines.ts';
import { playSlotRound } from './play-slot-round.ts';
import { checkSlotDefinition, type SlotDefinition } from './slot-definition.ts';
import { maxSpinUnits } from './slot-max-win.ts';
import { computeSlotMath } from './slot-math.ts';
import { huertaDorada, slotDefinitions, slotMath, temploDelJaguar } from './themes/index.ts';

/** A small slot whose every stop combination can be enumerated (5^4 = 625), to check the exact method. */
const tinyLines: SlotDefinition = {
  code: 'tiny-lines',
  name: 'Tiny',
  theme: 'test',
  volatility: 'low',
  rows: 3,
  regularSymbols: ['A', 'B'],
  wild: 'W',
  scatter: 'S',
  reels: [strip('A B A S W'), strip('B A W A S'), strip('A S B B W'), strip('W A B S A')],
  wins: {
    mode: 'lines',
    lines: [
      [1, 1, 1, 1],
      [0, 0, 0, 0],
      [0, 1, 2, 1],
      [2, 1, 0, 2],
    ],
  },
  betUnits: 4,
  minRun: 2,
  pays: { A: [1, 3, 8], B: [2, 5, 12], W: [3, 10, 40] },
  scatterPays: [0, 0, 2, 6, 30],
  freeSpinsAwarded: [0, 0, 0, 3, 5],
  freeSpinMultiplier: 2,
};
const tinyWays: SlotDefinition = {
  ...tinyLines,
  code: 'tiny-ways',
  wins: { mode: 'ways' },
  betUnits: 10,
  pays: { A: [1, 3, 8], B: [2, 5, 12] },
};

/** RTP by brute force: every stop combination through evaluateSpin, free spins valued at their mean. */
function bruteForceRtp(slot: SlotDefinition): Ratio {
  const spins: { units: number; freeSpins: number }[] = [];
  const visit = (reel: number, stops: number[]) => {
    if (reel === slot.reels.length) {
      const spin = evaluateSpin(slot, stops);
      spins.push({ units: spin.units, freeSpins: spin.freeSpinsAwarded });
      return;
    }
    for (let stop = 0; stop < slot.reels[reel]!.length; stop++) visit(reel + 1, [...stops, stop]);
  };
  visit(0, []);
  const count = BigInt(spins.length);
  const meanSpin = ratio(BigInt(spins.reduce((t, s) => t + s.units, 0)), count);
  const meanFree = ratio(BigInt(spins.reduce((t, s) => t + s.freeSpins, 0)), count);
  const round = add(meanSpin, multiply(meanFree, multiply(ratio(BigInt(slot.freeSpinMultiplier)), meanSpin)));
  return multiply(round, ratio(1n, BigInt(slot.betUnits)));
}

describe('slot engine', () => {
  it('pays a line its leftmost run with wilds standing in, the wild’s own run if better, never a scatter', () => {
    expect(evaluateLine(huertaDorada, ['W', 'W', 'CH', 'CH', 'LE'])).toEqual({ symbol: 'CH', count: 4, units: 16 });
    expect(evaluateLine(huertaDorada, ['W', 'W', 'W', 'CH', 'LE'])).toEqual({ symbol: 'W', count: 3, units: 70 });
    expect(evaluateLine(huertaDorada, ['SV', 'W', 'SV', 'SV', 'SV'])).toEqual({ symbol: 'SV', count: 5, units: 850 });
    expect(evaluateLine(huertaDorada, ['S', 'S', 'S', 'CH', 'CH'])).toBeNull();
    expect(evaluateLine(huertaDorada, ['CH', 'LE', 'CH', 'CH', 'CH'])).toBeNull();
    expect(evaluateLine(huertaDorada, ['W', 'W', 'S', 'CH', 'CH'])).toBeNull();
  });

  it('evaluates a whole window: lines, scatters anywhere and free spins', () => {
    // Stops chosen so reel r shows strip[stop … stop + 2].
    const spin = evaluateSpin(huertaDorada, [0, 0, 13, 13, 13]);
    expect(spin.window.map((column) => column[1])).toEqual(['LE', 'LE', 'S', 'S', 'S']);
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterUnits).toBe(20);
    expect(spin.freeSpinsAwarded).toBe(8);
    expect(spin.units).toBe(spin.wins.reduce((t, w) => t + w.units, 20));
  });

  it('counts ways as the product of matching cells on adjacent reels', () => {
    const spin = evaluateSpin(tinyWays, [0, 0, 0, 0]);
    // Reels show A B A | B A W | A S B | W A B: A on 2·2·1·2 = 8 ways of 4; B on 1·2·1·2 = 4 ways of 4.
    expect(spin.wins).toEqual([
      { line: -1, symbol: 'A', count: 4, ways: 8, units: 64 },
      { line: -1, symbol: 'B', count: 4, ways: 4, units: 48 },
    ]);
  });

  it('computes the exact RTP the same way as enumerating every stop combination (lines and ways)', () => {
    for (const slot of [tinyLines, tinyWays]) {
      checkSlotDefinition(slot);
      expect(computeSlotMath(slot).rtp).toEqual(bruteForceRtp(slot));
    }
  });

  it('finds the exact largest spin and round, as enumerating every stop combination does', () => {
    for (const slot of [tinyLines, tinyWays]) {
      const spins: { units: number; scatters: number }[] = [];
      const visit = (reel: number, stops: number[]) => {
        if (reel === slot.reels.length) {
          const spin = evaluateSpin(slot, stops);
          spins.push({ units: spin.units, scatters: spin.scatterCount });
          return;
        }
        for (let stop = 0; stop < slot.reels[reel]!.length; stop++) visit(reel + 1, [...stops, stop]);
      };
      visit(0, []);
      const bestSpin = Math.max(...spins.map((s) => s.units));
      const bonus = (n: number) => (slot.freeSpinsAwarded[n] ?? 0) * slot.freeSpinMultiplier * bestSpin;
      expect(maxSpinUnits(slot)).toBe(bestSpin);
      expect(maxSpinUnits(slot, bonus)).toBe(Math.max(...spins.map((s) => s.units + bonus(s.scatters))));
      expect(computeSlotMath(slot).maxWinMultiplier).toEqual(
        ratio(BigInt(maxSpinUnits(slot, bonus)), BigInt(slot.betUnits)),
      );
    }
  });

  it('declares three volatilities, each with an exact RTP of 95.9 %…96.7 % and an exact max win', () => {
    expect(slotDefinitions.map((s) => s.volatility)).toEqual(['low', 'medium', 'high']);
    const figures = slotDefinitions.map((slot) => ({ code: slot.code, rtp: toNumber(slotMath(slot).rtp) }));
    expect(figures[0]!.rtp).toBeCloseTo(0.966485, 6);
    expect(figures[1]!.rtp).toBeCloseTo(0.963674, 6);
    expect(figures[2]!.rtp).toBeCloseTo(0.95974, 5);
    expect(slotDefinitions.map((slot) => slotMath(slot).maxWinMultiplier)).toEqual([
      ratio(44_914n, 10n),
      ratio(9_734n),
      ratio(24_780n),
    ]);
    for (const slot of slotDefinitions) {
      const math = slotMath(slot);
      expect(compare(math.freeSpinsChance, ratio(1n, 1000n))).toBeGreaterThan(0);
    }
    // A symbol unknown to the slot, or pays that shrink with the run, fail the definition check.
    expect(() =>
      checkSlotDefinition({ ...temploDelJaguar, reels: [strip('TE X TE'), ...temploDelJaguar.reels.slice(1)] }),
    ).toThrow(RangeError);
    expect(() => checkSlotDefinition({ ...temploDelJaguar, pays: { ...temploDelJaguar.pays, TE: [9, 8, 7] } })).toThrow(
      RangeError,
    );
    expect(() => checkSlotDefinition({ ...temploDelJaguar, betUnits: 10 })).toThrow(RangeError);
  });

  it('plays whole rounds deterministically, in range, paying integral units within the max win', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.constantFrom(...slotDefinitions), (seeds, slot) => {
        const round = playSlotRound(slot, createSeededRng(seeds));
        expect(playSlotRound(slot, createSeededRng(seeds))).toEqual(round);
        for (const spin of [round.base, ...round.freeSpins]) {
          expect(spin.stops.every((stop, reel) => stop >= 0 && stop < slot.reels[reel]!.length)).toBe(true);
        }
        expect(round.freeSpins).toHaveLength(round.base.freeSpinsAwarded);
        expect(Number.isSafeInteger(round.totalUnits) && round.totalUnits >= 0).toBe(true);
        expect(compare(round.multiplier, slotMath(slot).maxWinMultiplier)).toBeLessThanOrEqual(0);
        expect(round.multiplier).toEqual(ratio(BigInt(round.totalUnits), BigInt(slot.betUnits)));
      }),
      { numRuns: 300 },
    );
  });

  it('has paytables that grow with the run, and every strip symbol known', () => {
    for (const slot of slotDefinitions) {
      checkSlotDefinition(slot);
      const totalPays = sum(Object.values(slot.pays).map((p) => ratio(BigInt(p.reduce((t, n) => t + n, 0)))));
      expect(totalPays.numerator > 0n).toBe(true);
      expect(slot.regularSymbols.every((s) => slot.reels.every((strip) => strip.includes(s)))).toBe(true);
    }
  });
});
