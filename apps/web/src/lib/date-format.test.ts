import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, localIsoDate } from './date-format.ts';

describe('formatDateTime', () => {
  it('writes the moment in the reader’s locale', () => {
    const iso = '2024-03-05T14:07:00.000Z';
    expect(formatDateTime(iso, 'es')).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
    expect(formatDateTime(iso, 'es')).not.toBe(formatDateTime(iso, 'en'));
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('yesterday', 'es')).toBe('yesterday');
    expect(formatDate('', 'es')).toBe('');
  });
});

describe('localIsoDate', () => {
  it('pads month and day', () => {
    expect(localIsoDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(localIsoDate(new Date(1999, 11, 31))).toBe('1999-12-31');
  });
});
