import { describe, expect, it } from 'vitest';
import { languageCodes } from '@ficha/contract';
import {
  bundledLanguages,
  languageNames,
  selectableLanguages,
  textDirection,
  toBundledLanguage,
  toLocaleFolder,
  toLocaleTag,
} from './language.ts';

describe('toBundledLanguage', () => {
  it('reads stored wire codes and i18next tags alike', () => {
    expect(toBundledLanguage('EN')).toBe('EN');
    expect(toBundledLanguage('en')).toBe('EN');
    expect(toBundledLanguage('es')).toBe('ES');
  });

  it('falls back to Spanish for missing or unknown languages', () => {
    expect(toBundledLanguage(null)).toBe('ES');
    expect(toBundledLanguage('xx')).toBe('ES');
    expect(toBundledLanguage('zh')).toBe('ES');
  });

  it('reads back the BCP 47 tags of Chinese and Filipino', () => {
    expect(toBundledLanguage('zh-CN')).toBe('CN');
    expect(toBundledLanguage('zh-TW')).toBe('TW');
    expect(toBundledLanguage('fil')).toBe('TY');
    expect(toBundledLanguage('AR')).toBe('AR');
  });

  it('round-trips every language through its tag', () => {
    for (const code of bundledLanguages) expect(toBundledLanguage(toLocaleTag(code))).toBe(code);
  });
});

describe('bundledLanguages', () => {
  it('ships every language of SPEC §9, each named in its own language', () => {
    expect(bundledLanguages).toEqual(languageCodes);
    for (const code of bundledLanguages) expect(languageNames[code].length).toBeGreaterThan(1);
    expect(new Set(Object.values(languageNames)).size).toBe(bundledLanguages.length);
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
  it("offers the merchant's languages in the order of SPEC §9", () => {
    expect(selectableLanguages(['EN', 'HI'])).toEqual(['EN', 'HI']);
    expect(selectableLanguages(['AR', 'EN', 'ES'])).toEqual(['ES', 'EN', 'AR']);
  });

  it('offers every bundled language when the merchant lists none', () => {
    expect(selectableLanguages([])).toEqual([...bundledLanguages]);
  });
});

describe('toLocaleTag', () => {
  it('lower-cases the wire code for i18next and <html lang>, except where it is no BCP 47 language', () => {
    expect(toLocaleTag('ES')).toBe('es');
    expect(toLocaleTag('MY')).toBe('my');
    expect(toLocaleTag('CN')).toBe('zh-CN');
    expect(toLocaleTag('TW')).toBe('zh-TW');
    expect(toLocaleTag('TY')).toBe('fil');
  });

  it('keeps lower-case wire codes as locale folders', () => {
    expect(toLocaleFolder('CN')).toBe('cn');
    expect(toLocaleFolder('TY')).toBe('ty');
  });
});
