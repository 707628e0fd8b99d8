import { describe, expect, it } from 'vitest';
import { cockfightMultiplier, cockfightOutcome, cockfightReturnMinor } from './cockfight-rules.ts';

/** The sabong rules of decision 0072 against hand-computed returns (stakes in minor units). */
describe('cockfight settlement rules', () => {
  it.each([
    // side, result (null: cancelled), stake, odds → outcome, return
    ['meron', 'meron', 333n, 1857, 'win', 618n], // 3.33 × 1.857 = 6.18381
    ['meron', 'wala', 333n, 1857, 'lose', 0n],
    ['meron', 'draw', 401n, 1900, 'push', 401n], // stake back on a draw
    ['wala', 'wala', 1000n, 2050, 'win', 2050n],
    ['wala', 'meron', 1000n, 2050, 'lose', 0n],
    ['wala', 'draw', 1n, 2050, 'push', 1n],
    ['draw', 'draw', 250n, 9000, 'win', 2250n], // DRAW pays 8 to 1: 2.50 × 9
    ['draw', 'meron', 250n, 9000, 'lose', 0n],
    ['draw', 'wala', 250n, 9000, 'lose', 0n],
    ['meron', null, 500n, 1857, 'void', 500n], // cancelled: rolled back, never credited
    ['draw', null, 500n, 9000, 'void', 500n],
    ['meron', 'meron', 1n, 1999, 'win', 1n], // 0.01 × 1.999 = 0.01999 → rounded down once
    ['wala', 'wala', 99_999n, 1001, 'win', 100_098n], // 999.99 × 1.001 = 1000.98999
  ] as const)('%s on a %s result: %s', (side, result, stake, odds, outcome, back) => {
    expect(cockfightOutcome(side, result)).toBe(outcome);
    expect(cockfightReturnMinor(stake, outcome, odds)).toBe(back);
  });

  it('shows the multiplier truncated to two decimals', () => {
    expect(cockfightMultiplier('win', 1857)).toBe('1.85');
    expect(cockfightMultiplier('push', 1857)).toBe('1.00');
    expect(cockfightMultiplier('lose', 9000)).toBe('0.00');
  });
});
