import { describe, expect, it } from 'vitest';
import { parseTheme } from './theme-store.ts';

describe('parseTheme', () => {
  it('keeps a stored dark or light theme', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('defaults to dark', () => {
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('sepia')).toBe('dark');
  });
});
