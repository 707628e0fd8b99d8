import { describe, expect, it } from 'vitest';
import { selectableLanguages, textDirection, toBundledLanguage, toLocaleTag } from './language.ts';

describe('toBundledLanguage', () => {
  it('reads stored wire codes and i18next tags alike', () => {
    expect(toBundledLanguage('EN')).toBe('EN');
    expect(toBundledLanguage('en')).toBe('EN');
    expect(toBundledLanguage('es')).toBe('ES');
  });

  it('falls back to Spanish for missing, unknown or unbundled languages', () => {
    expect(toBundledLanguage(null)).toBe('ES');
    expect(toBundledLanguage('xx')).toBe('ES');
    expect(toBundledLanguage('AR')).toBe('ES');
  });
});

describe('textDirection', () => {
  it('writes Arabic, Persian and Urdu right to left', () => {
    expect(textDirection('AR')).toBe('rtl');
    expect(textDirection('FA')).toBe('rtl');
    expect(textDirection('UR')).toBe('rtl');
  });

  it('writes Spanish and English left to right', () => {
    expect(textDirection('ES')).toBe('ltr');
    expect(textDirection('EN')).toBe('ltr');
  });
});

describe('selectableLanguages', () => {
  it("offers the merchant's languages that the site has translations for", () => {
    expect(selectableLanguages(['EN', 'HI'])).toEqual(['EN']);
    expect(selectableLanguages(['EN', 'ES', 'AR'])).toEqual(['ES', 'EN']);
  });

  it('offers every bundled language when none of the merchant list is bundled', () => {
    expect(selectableLanguages(['HI'])).toEqual(['ES', 'EN']);
    expect(selectableLanguages([])).toEqual(['ES', 'EN']);
  });
});

describe('toLocaleTag', () => {
  it('lower-cases the wire code for i18next and <html lang>', () => {
    expect(toLocaleTag('ES')).toBe('es');
  });
});
