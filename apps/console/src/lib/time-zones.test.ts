import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones.ts';

describe('timeZoneOptions', () => {
  it('offers UTC first, the runtime zones once each, and keeps the saved zone', () => {
    const options = timeZoneOptions('America/Mexico_City');
    expect(options[0]).toEqual({ value: 'UTC', label: 'UTC' });
    expect(options.map((o) => o.value)).toContain('Europe/Madrid');
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(timeZoneOptions('Etc/GMT+5').map((o) => o.value)).toContain('Etc/GMT+5');
  });
});
