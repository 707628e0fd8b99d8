import { describe, expect, it } from 'vitest';
import { accountAgeDays } from './account-age.ts';

describe('accountAgeDays', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('counts whole days since the registration', () => {
    expect(accountAgeDays('2026-11-27T09:00:00Z', now)).toBe(0);
    expect(accountAgeDays('2026-11-26T10:00:00Z', now)).toBe(1);
    expect(accountAgeDays('2025-11-27T10:00:00Z', now)).toBe(365);
  });

  it('never goes negative and reads an unreadable date as a new account', () => {
    expect(accountAgeDays('2026-11-28T10:00:00Z', now)).toBe(0);
    expect(accountAgeDays('not a date', now)).toBe(0);
  });
});
