import { describe, expect, it } from 'vitest';
import { isThrottled, secondsLeft, smsCooldownMs } from './sms-countdown.ts';

describe('smsCooldownMs', () => {
  it('waits expiredMinutes × 60 seconds', () => {
    expect(smsCooldownMs(1)).toBe(60_000);
    expect(smsCooldownMs(5)).toBe(300_000);
  });

  it('waits the default minute when the answer has no usable value', () => {
    expect(smsCooldownMs(0)).toBe(60_000);
    expect(smsCooldownMs(undefined)).toBe(60_000);
    expect(smsCooldownMs(-3)).toBe(60_000);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });

  it('is zero at the end, after it, and when nothing runs', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

describe('isThrottled', () => {
  it('ignores a click sooner than the interval after the last accepted one', () => {
    expect(isThrottled(null, 5_000, 1000)).toBe(false);
    expect(isThrottled(5_000, 5_999, 1000)).toBe(true);
    expect(isThrottled(5_000, 6_000, 1000)).toBe(false);
  });
});
