import { describe, expect, it } from 'vitest';
import { accountWaitMs, addressHoldMs, loginThrottleRules, needsCaptcha } from './login-throttle-rules.ts';

describe('sign-in limit rules', () => {
  it('makes an account wait 1 s from its 5th failure, doubling up to a minute', () => {
    expect([0, 4, 5, 6, 7, 9, 12, 30].map(accountWaitMs)).toEqual([0, 0, 1000, 2000, 4000, 16_000, 60_000, 60_000]);
  });

  it('asks for a captcha on an account from its merchant threshold, and never when that is 0', () => {
    expect(needsCaptcha(2, 3, 0, false)).toBe(false);
    expect(needsCaptcha(3, 3, 0, false)).toBe(true);
    expect(needsCaptcha(50, 0, 0, false)).toBe(false);
  });

  it('asks everyone behind a busy address for a captcha, ten times later when it is shared', () => {
    const { normal, shared } = loginThrottleRules.address;
    expect(needsCaptcha(0, 3, normal.captchaAfter - 1, false)).toBe(false);
    expect(needsCaptcha(0, 3, normal.captchaAfter, false)).toBe(true);
    expect(needsCaptcha(0, 3, normal.captchaAfter, true)).toBe(false);
    expect(needsCaptcha(0, 3, shared.captchaAfter, true)).toBe(true);
  });

  it('holds failure answers to a busy address back a little, never more than 3 s', () => {
    const { normal, shared } = loginThrottleRules.address;
    expect(addressHoldMs(normal.holdAfter - 1, false)).toBe(0);
    expect(addressHoldMs(normal.holdAfter, false)).toBe(100);
    expect(addressHoldMs(normal.holdAfter + 9, false)).toBe(1000);
    expect(addressHoldMs(10_000, false)).toBe(3000);
    expect(addressHoldMs(normal.holdAfter + 9, true)).toBe(0);
    expect(addressHoldMs(shared.holdAfter, true)).toBe(100);
  });
});
