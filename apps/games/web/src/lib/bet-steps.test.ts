import { describe, expect, it } from 'vitest';
import { betLevels, canAfford, clampBet, stepBet } from './bet-steps.ts';

describe('bet levels', () => {
  it('run the 1-2-5 ladder between min and max, both included', () => {
    expect(betLevels(10n, 10_000n)).toEqual([10n, 20n, 50n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10_000n]);
    expect(betLevels(15n, 120n)).toEqual([15n, 20n, 50n, 100n, 120n]);
    expect(betLevels(100n, 100n)).toEqual([100n]);
  });

  it('refuse an empty or non-positive range', () => {
    expect(() => betLevels(0n, 100n)).toThrow(RangeError);
    expect(() => betLevels(200n, 100n)).toThrow(RangeError);
  });
});

describe('stepping the bet', () => {
  const levels = betLevels(10n, 1000n);

  it('moves one level up or down and stops at the ends', () => {
    expect(stepBet(levels, 50n, 1)).toBe(100n);
    expect(stepBet(levels, 50n, -1)).toBe(20n);
    expect(stepBet(levels, 1000n, 1)).toBe(1000n);
    expect(stepBet(levels, 10n, -1)).toBe(10n);
  });

  it('snaps an off-ladder bet to its neighbours', () => {
    expect(stepBet(levels, 70n, 1)).toBe(100n);
    expect(stepBet(levels, 70n, -1)).toBe(50n);
  });

  it('clamps a remembered bet into the range, keeping integer minor units and a typed bet off the ladder', () => {
    expect(clampBet(levels, null)).toBe(10n);
    expect(clampBet(levels, 200n)).toBe(200n);
    expect(clampBet(levels, 70n)).toBe(70n);
    expect(clampBet(levels, 5n)).toBe(10n);
    expect(clampBet(levels, 1_000_000n)).toBe(1000n);
  });

  it('knows whether the balance covers a stake', () => {
    expect(canAfford(100n, 100n)).toBe(true);
    expect(canAfford(99n, 100n)).toBe(false);
    expect(canAfford(null, 100n)).toBe(true);
  });
});
