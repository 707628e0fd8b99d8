import { describe, expect, it } from 'vitest';
import { cooldownMsFor, formatCountdown, isThrottled, remainingSeconds } from './code-cooldown.ts';

describe('cooldownMsFor', () => {
  it('lasts expiredMinutes × 60 seconds', () => {
    expect(cooldownMsFor(5)).toBe(300_000);
    expect(cooldownMsFor(1)).toBe(60_000);
  });

  it('falls back to one minute without a positive value', () => {
    expect(cooldownMsFor(0)).toBe(60_000);
    expect(cooldownMsFor(-3)).toBe(60_000);
  });
});

describe('remainingSeconds', () => {
  it('counts whole seconds, rounding up', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 9_001)).toBe(1);
    expect(remainingSeconds(10_000, 9_999)).toBe(1);
  });

  it('is zero once the time has passed or when no countdown runs', () => {
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 12_000)).toBe(0);
    expect(remainingSeconds(null, 12_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('isThrottled', () => {
  it('ignores a second click within a second', () => {
    expect(isThrottled(1_000, 1_500)).toBe(true);
    expect(isThrottled(1_000, 1_999)).toBe(true);
  });

  it('lets a click through after a second or when there was none', () => {
    expect(isThrottled(1_000, 2_000)).toBe(false);
    expect(isThrottled(null, 0)).toBe(false);
  });
});
