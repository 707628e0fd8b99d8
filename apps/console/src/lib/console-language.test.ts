import { describe, expect, it } from 'vitest';
import { toConsoleLanguage, toLocaleTag } from './console-language.ts';

describe('toConsoleLanguage', () => {
  it('accepts the supported codes in any case', () => {
    expect(toConsoleLanguage('EN')).toBe('EN');
    expect(toConsoleLanguage(' en ')).toBe('EN');
    expect(toConsoleLanguage('es')).toBe('ES');
  });

  it('falls back to Spanish for missing or unsupported values', () => {
    expect(toConsoleLanguage(null)).toBe('ES');
    expect(toConsoleLanguage('')).toBe('ES');
    expect(toConsoleLanguage('FR')).toBe('ES');
  });
});

describe('toLocaleTag', () => {
  it('maps wire codes to i18next tags', () => {
    expect(toLocaleTag('ES')).toBe('es');
    expect(toLocaleTag('EN')).toBe('en');
  });
});
