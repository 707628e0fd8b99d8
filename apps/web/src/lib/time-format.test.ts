import { describe, expect, it } from 'vitest';
import { gmtOffsetLabel } from './time-format.ts';

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
