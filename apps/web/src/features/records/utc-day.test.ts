import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day.ts';

describe('utcDay', () => {
  it('counts UTC days back from now', () => {
    const now = new Date('2026-03-01T01:00:00Z');
    expect(utcDay(now)).toBe('2026-03-01');
    expect(utcDay(now, 1)).toBe('2026-02-28');
  });
});
