import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiply, ratio, sum } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import { diceMath, diceMultiplier, diceOutcomes, rollDice, settleDice, type DiceBet } from './dice.ts';

const betArbitrary: fc.Arbitrary<DiceBet> = fc.oneof(
  fc.integer({ min: 100, max: 9800 }).map((target) => ({ target, direction: 'under' as const })),
  fc.integer({ min: 199, max: 9899 }).map((target) => ({ target, direction: 'over' as const })),
);

describe('dice', () => {
  it('rolls 0…9999 deterministically from the seeds and pays 0 or the bet’s multiplier', () => {
    fc.assert(
      fc.property(seedsArbitrary, betArbitrary, (seeds, bet) => {
        const roll = rollDice(createSeededRng(seeds));
        expect(rollDice(createSeededRng(seeds))).toBe(roll);
        expect(Number.isInteger(roll) && roll >= 0 && roll < diceOutcomes).toBe(true);
        expect([0n, diceMultiplier(bet).numerator]).toContain(settleDice(bet, roll).numerator);
      }),
    );
  });

  it('returns exactly 0.99 for every bet, summed over all 10,000 rolls', () => {
    for (const bet of [
      { target: 100, direction: 'under' },
      { target: 5000, direction: 'under' },
      { target: 4321, direction: 'over' },
      { target: 9800, direction: 'under' },
    ] as const) {
      const total = sum(Array.from({ length: diceOutcomes }, (_, roll) => settleDice(bet, roll)));
      expect(multiply(total, ratio(1n, BigInt(diceOutcomes)))).toEqual(diceMath.rtp);
    }
    expect(diceMultiplier({ target: 5000, direction: 'under' })).toEqual(ratio(198n, 100n));
    expect(diceMath.maxWinMultiplier).toEqual(ratio(99n));
  });

  it('refuses targets outside 1 %…98 % and non-integers', () => {
    for (const target of [99, 9801, -1, 10_000, 50.5]) {
      expect(() => diceMultiplier({ target, direction: 'under' })).toThrow(RangeError);
    }
    expect(() => diceMultiplier({ target: 9900, direction: 'over' })).toThrow(RangeError);
  });
});
