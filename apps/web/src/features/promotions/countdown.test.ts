import { describe, expect, it } from 'vitest';
import { countdownTarget, countdownText } from './countdown.ts';

const startsAt = '2026-11-20T00:00:00.000Z';
const endsAt = '2026-11-30T00:00:00.000Z';

describe('countdownTarget', () => {
  it('counts down to the start before it, to the end while it runs, to nothing once closed or over', () => {
    expect(countdownTarget({ state: 'coming_soon', startsAt, endsAt }, Date.parse('2026-11-19T00:00:00Z'))).toEqual({
      kind: 'starts',
      at: Date.parse(startsAt),
    });
    expect(countdownTarget({ state: 'claim', startsAt, endsAt }, Date.parse('2026-11-25T00:00:00Z'))).toEqual({
      kind: 'ends',
      at: Date.parse(endsAt),
    });
    expect(countdownTarget({ state: 'close', startsAt, endsAt }, Date.parse('2026-11-25T00:00:00Z'))).toBeNull();
    expect(countdownTarget({ state: 'claimed', startsAt, endsAt }, Date.parse(endsAt))).toBeNull();
  });
});

describe('countdownText', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('writes hours, minutes and seconds as a clock under a day', () => {
    expect(countdownText(now + (3 * 3600 + 4 * 60 + 5) * 1000, now, 'en-US')).toBe('03:04:05');
  });

  it('puts the whole days first in the locale’s words', () => {
    expect(countdownText(now + (2 * 86_400 + 61) * 1000, now, 'en-US')).toBe('2 days 00:01:01');
    expect(countdownText(now + (2 * 86_400 + 61) * 1000, now, 'es-ES')).toBe('2 días 00:01:01');
  });

  it('reads zero once the moment passed', () => {
    expect(countdownText(now - 5000, now, 'en-US')).toBe('00:00:00');
  });
});
