import { describe, expect, it } from 'vitest';
import { limboWinChancePercent, readLimboTarget } from './limbo-target.ts';

describe('limbo target', () => {
  it('reads targets exactly in hundredths', () => {
    expect(readLimboTarget('2')).toBe(200n);
    expect(readLimboTarget('2.5')).toBe(250n);
    expect(readLimboTarget(' 1,01 ')).toBe(101n);
    expect(readLimboTarget('1000000')).toBe(100_000_000n);
  });

  it('refuses targets outside 1.01 … 1,000,000 and malformed text', () => {
    for (const text of ['1', '1.00', '1000000.01', '2.555', '1e3', '', 'abc', '-2']) {
      expect(readLimboTarget(text)).toBeNull();
    }
  });

  it('states the chance as 99 / target', () => {
    expect(limboWinChancePercent(200n)).toBe('49.5000');
    expect(limboWinChancePercent(101n)).toBe('98.0198');
  });
});
