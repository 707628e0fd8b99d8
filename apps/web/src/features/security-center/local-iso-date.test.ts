import { describe, expect, it } from 'vitest';
import { localIsoDate } from './local-iso-date.ts';

describe('localIsoDate', () => {
  it('pads month and day', () => {
    expect(localIsoDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(localIsoDate(new Date(1999, 11, 31))).toBe('1999-12-31');
  });
});
