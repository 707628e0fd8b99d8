import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('formats an ISO timestamp with date and time', () => {
    const text = formatDateTime('2025-11-21T21:45:03Z', 'es');
    expect(text).toMatch(/\d{1,2}\/\d{1,2}\/\d{2,4}/);
    expect(text).toMatch(/\d{1,2}:\d{2}:\d{2}/);
  });

  it('leaves the seconds out when asked', () => {
    const text = formatDateTime('2025-11-21T21:45:03Z', 'es', { hasSeconds: false });
    expect(text).toMatch(/\d{1,2}:\d{2}$/);
    expect(text).not.toMatch(/\d{1,2}:\d{2}:\d{2}/);
  });

  it('returns unparsable input unchanged', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
