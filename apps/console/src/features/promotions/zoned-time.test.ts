import { describe, expect, it } from 'vitest';
import { instantOf, localInputOf } from './zoned-time.ts';

describe("the builder's schedule in the merchant's time zone", () => {
  it('reads a typed wall-clock time in the zone, whatever the browser is in', () => {
    expect(instantOf('2026-12-01T20:00', 'America/Mexico_City')).toBe('2026-12-02T02:00:00.000Z');
    expect(instantOf('2026-07-01T09:30', 'Europe/Madrid')).toBe('2026-07-01T07:30:00.000Z');
    expect(instantOf('2026-01-01T00:00', 'UTC')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('shows an instant back as the same wall-clock time', () => {
    expect(localInputOf('2026-12-02T02:00:00.000Z', 'America/Mexico_City')).toBe('2026-12-01T20:00');
    expect(localInputOf(instantOf('2026-03-29T03:15', 'Europe/Madrid'), 'Europe/Madrid')).toBe('2026-03-29T03:15');
  });

  it('gives nothing for what is not a time', () => {
    expect(instantOf('mañana', 'UTC')).toBe('');
    expect(instantOf('', 'UTC')).toBe('');
    expect(localInputOf('nope', 'UTC')).toBe('');
  });
});
