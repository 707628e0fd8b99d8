import { describe, expect, it } from 'vitest';
import { gmtOffsetLabel, zoneOffsetMinutes } from './time-format.ts';

describe('gmtOffsetLabel', () => {
  it('writes whole-hour offsets west and east of UTC', () => {
    expect(gmtOffsetLabel(-360)).toBe('GMT-6');
    expect(gmtOffsetLabel(60)).toBe('GMT+1');
  });

  it('writes UTC itself as +0', () => {
    expect(gmtOffsetLabel(0)).toBe('GMT+0');
    expect(gmtOffsetLabel(-0)).toBe('GMT+0');
  });

  it('adds the minutes of a half-hour offset', () => {
    expect(gmtOffsetLabel(330)).toBe('GMT+5:30');
    expect(gmtOffsetLabel(-570)).toBe('GMT-9:30');
  });
});

describe('zoneOffsetMinutes', () => {
  it("reads a zone's offset at a moment, daylight saving included", () => {
    expect(zoneOffsetMinutes('America/Mexico_City', new Date('2026-11-27T12:00:00Z'))).toBe(-360);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-11-27T12:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('UTC', new Date('2026-11-27T12:00:00Z'))).toBe(0);
  });
});
