import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('formats an ISO timestamp with date and time', () => {
    const text = formatDateTime('2025-11-21T21:45:03Z', 'es');
    expect(text).toMatch(/\d{1,2}\/\d{1,2}\/\d{2,4}/);
    expect(text).toMatch(/\d{1,2}:\d{2}:\d{2}/);
  });

  it('leaves the seconds out when asked', () => {
    const text = formatDateTime('2025-11-21T21:45:03Z', 'es', { time: 'short' });
    expect(text).toMatch(/\d{1,2}:\d{2}$/);
    expect(text).not.toMatch(/\d{1,2}:\d{2}:\d{2}/);
  });

  it('writes the moment in the reader’s locale, in the style asked for', () => {
    const iso = '2024-03-05T14:07:00.000Z';
    expect(formatDateTime(iso, 'es', { date: 'medium', time: 'short' })).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
    expect(formatDateTime(iso, 'es', { date: 'medium', time: 'short' })).not.toBe(
      formatDateTime(iso, 'en', { date: 'medium', time: 'short' }),
    );
    expect(formatDateTime(iso, 'es', { date: 'long', time: 'none' })).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(new Date(iso)),
    );
  });

  it('returns unparsable input unchanged', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('', 'es', { date: 'long', time: 'none' })).toBe('');
  });
});
