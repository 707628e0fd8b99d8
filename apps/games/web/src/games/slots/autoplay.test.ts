import { describe, expect, it } from 'vitest';
import { checkAutoplaySettings, decideAfterSpin, type AutoplaySettings, type SpinReport } from './autoplay.ts';

const plain: AutoplaySettings = {
  spins: 10,
  stopOnWinAboveMinor: null,
  stopOnBalanceBelowMinor: null,
  stopOnFreeSpins: false,
};
const spin = (over: Partial<SpinReport> = {}): SpinReport => ({
  winMinor: 0n,
  balanceMinor: 10_000n,
  freeSpinsAwarded: 0,
  nextStakeMinor: 100n,
  ...over,
});

describe('auto-play', () => {
  it('plays on while spins remain and stops when the count is done', () => {
    expect(decideAfterSpin(plain, 3, spin())).toEqual({ next: 'spin', remaining: 3 });
    expect(decideAfterSpin(plain, 0, spin())).toEqual({ next: 'stop', reason: 'spins_done' });
  });

  it('stops on a win strictly above the limit', () => {
    const settings = { ...plain, stopOnWinAboveMinor: 500n };
    expect(decideAfterSpin(settings, 5, spin({ winMinor: 500n }))).toEqual({ next: 'spin', remaining: 5 });
    expect(decideAfterSpin(settings, 5, spin({ winMinor: 501n }))).toEqual({ next: 'stop', reason: 'win_above' });
  });

  it('stops when the balance falls below the limit', () => {
    const settings = { ...plain, stopOnBalanceBelowMinor: 5_000n };
    expect(decideAfterSpin(settings, 5, spin({ balanceMinor: 5_000n }))).toMatchObject({ next: 'spin' });
    expect(decideAfterSpin(settings, 5, spin({ balanceMinor: 4_999n }))).toEqual({
      next: 'stop',
      reason: 'balance_below',
    });
  });

  it('stops on free spins only when asked to', () => {
    expect(decideAfterSpin(plain, 5, spin({ freeSpinsAwarded: 8 }))).toMatchObject({ next: 'spin' });
    expect(decideAfterSpin({ ...plain, stopOnFreeSpins: true }, 5, spin({ freeSpinsAwarded: 8 }))).toEqual({
      next: 'stop',
      reason: 'free_spins',
    });
  });

  it('stops when the balance no longer covers the next stake', () => {
    expect(decideAfterSpin(plain, 5, spin({ balanceMinor: 99n }))).toEqual({
      next: 'stop',
      reason: 'insufficient_balance',
    });
  });

  it('reports the player’s own condition before the end of the count', () => {
    expect(decideAfterSpin({ ...plain, stopOnWinAboveMinor: 0n }, 0, spin({ winMinor: 1n }))).toEqual({
      next: 'stop',
      reason: 'win_above',
    });
  });

  it('refuses impossible settings', () => {
    expect(() => checkAutoplaySettings({ ...plain, spins: 0 })).toThrow(RangeError);
    expect(() => checkAutoplaySettings({ ...plain, spins: 1001 })).toThrow(RangeError);
    expect(() => checkAutoplaySettings({ ...plain, spins: 2.5 })).toThrow(RangeError);
    expect(() => checkAutoplaySettings({ ...plain, stopOnWinAboveMinor: -1n })).toThrow(RangeError);
    expect(() => checkAutoplaySettings(plain)).not.toThrow();
  });
});
