import { describe, expect, it } from 'vitest';
import { supportHoursValues } from './brand.ts';

describe('agent support hours', () => {
  const hours = { from: '09:00', to: '21:00', timeZone: 'America/Mexico_City' };
  const winter = new Date('2026-01-15T12:00:00Z');

  it("writes the times and the merchant's offset as the reader's language does", () => {
    expect(supportHoursValues(hours, 'es', winter)).toEqual({ from: '9:00', to: '21:00', zone: 'GMT-6' });
    expect(supportHoursValues(hours, 'en', winter)).toMatchObject({ from: '9:00 AM', to: '9:00 PM' });
  });

  it('uses the digits of the language', () => {
    expect(supportHoursValues(hours, 'fa', winter).to).toBe('۲۱:۰۰');
  });
});
