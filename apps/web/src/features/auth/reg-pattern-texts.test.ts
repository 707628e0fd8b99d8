import { patternIds } from '@ficha/contract';
import { createInstance, type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledLanguages, toLocaleFolder, toLocaleTag, type BundledLanguage } from '../../lib/language.ts';
import { fieldErrorValues, type TranslateAccount } from './length-text.ts';

type Texts = Record<string, string>;

function accountTexts(language: BundledLanguage): Texts {
  const file = new URL(`../../locales/${toLocaleFolder(language)}/account.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/** Kind 11 is a date: its length is fixed by the format, so its text names no length. */
const boundedPatterns = patternIds.filter((id) => id !== 11);

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    lng: 'es',
    ns: ['account'],
    defaultNS: 'account',
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      bundledLanguages.map((language) => [toLocaleTag(language), { account: accountTexts(language) }]),
    ),
  });
});

/** A `reg_pattern_<id>` text as the site shows it, in one language. */
function patternText(language: BundledLanguage, id: number, min: number, max: number): string {
  const t = i18n.getFixedT(toLocaleTag(language), 'account');
  // The keys are built from data, as on the site (use-field-error-text.ts casts them the same way).
  const translate: TranslateAccount = (key, options) => t(key as 'required', options);
  const reason = `reg_pattern_${id}`;
  return translate(reason, fieldErrorValues(translate, reason, { min, max }));
}

describe('registration pattern messages', () => {
  it.each(bundledLanguages)('exist in %s for every pattern kind, with one {{length}} and no raw bounds', (language) => {
    const texts = accountTexts(language);
    for (const id of patternIds) expect(texts[`reg_pattern_${id}`], `reg_pattern_${id}`).toBeTruthy();
    for (const id of boundedPatterns) {
      const text = texts[`reg_pattern_${id}`] ?? '';
      expect(text, `${language} reg_pattern_${id}`).toContain('{{length}}');
      expect(text, `${language} reg_pattern_${id}`).not.toMatch(/{{(min|max)}}/);
    }
  });

  it.each(bundledLanguages)('have in %s a range and a single length in every plural form', (language) => {
    const texts = accountTexts(language);
    const categories = new Intl.PluralRules(toLocaleTag(language)).resolvedOptions().pluralCategories;
    for (const unit of ['length', 'length_digits']) {
      expect(texts[`${unit}_range`], `${language} ${unit}_range`).toMatch(/{{min}}.*{{max}}|{{max}}.*{{min}}/);
      // Spanish and English write the forms their numbers use (one, other); every other language all of its own.
      const forms = language === 'ES' || language === 'EN' ? (['one', 'other'] as const) : categories;
      for (const form of forms)
        expect(texts[`${unit}_exact_${form}`], `${language} ${unit}_exact_${form}`).toContain('{{count}}');
    }
  });

  it('say a range in Spanish and English when the bounds differ', () => {
    expect(patternText('ES', 1, 6, 16)).toBe(
      'Debe empezar por una letra y tener solo letras y números, de 6 a 16 caracteres.',
    );
    expect(patternText('ES', 6, 6, 15)).toBe('Solo números, de 6 a 15 dígitos.');
    expect(patternText('EN', 1, 6, 16)).toBe(
      'Must start with a letter and contain only letters and numbers, 6 to 16 characters.',
    );
    expect(patternText('EN', 6, 6, 15)).toBe('Numbers only, 6 to 15 digits.');
  });

  it('say one length in Spanish and English when the bounds are equal', () => {
    expect(patternText('ES', 0, 4, 4)).toBe('Debe tener 4 caracteres.');
    expect(patternText('ES', 6, 10, 10)).toBe('Solo números, 10 dígitos.');
    expect(patternText('ES', 6, 1, 1)).toBe('Solo números, 1 dígito.');
    expect(patternText('ES', 9, 1, 1)).toBe('Sin espacios, 1 carácter.');
    expect(patternText('EN', 0, 4, 4)).toBe('Must be 4 characters long.');
    expect(patternText('EN', 6, 10, 10)).toBe('Numbers only, 10 digits.');
    expect(patternText('EN', 6, 1, 1)).toBe('Numbers only, 1 digit.');
  });

  it('follow the plural forms of each language for one length', () => {
    expect(patternText('RU', 6, 4, 4)).toBe('Только цифры, 4 цифры.');
    expect(patternText('RU', 6, 5, 5)).toBe('Только цифры, 5 цифр.');
    expect(patternText('PL', 0, 2, 2)).toBe('Musi mieć 2 znaki.');
  });

  it.each(bundledLanguages)('in %s name an equal bound once and both bounds of a range', (language) => {
    for (const id of boundedPatterns) {
      const single = patternText(language, id, 7, 7);
      expect(single.match(/7/g), `${language} ${id}: ${single}`).toHaveLength(1);
      expect(single, `${language} ${id}`).not.toMatch(/{{|}}/);
      const range = patternText(language, id, 7, 9);
      expect(range, `${language} ${id}: ${range}`).toMatch(/7.*9|9.*7/);
    }
  });
});
