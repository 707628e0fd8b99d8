import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledLanguages, toLocaleFolder, toLocaleTag, type BundledLanguage } from '../lib/language.ts';
import { sameAsEnglish } from './same-as-english.ts';

/**
 * Every shipped language has every namespace and key of Spanish (the reference), nothing more, no empty text,
 * the same {{placeholders}}, the plural forms its language needs, and no English left where a translation is
 * due. Namespaces are read from `es/`, so a new namespace is checked in every language at once.
 */
const localesDir = new URL('.', import.meta.url);
type Texts = Record<string, string>;

const namespaces = readdirSync(new URL('es/', localesDir))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

function fileOf(language: BundledLanguage, namespace: string): URL {
  return new URL(`${toLocaleFolder(language)}/${namespace}.json`, localesDir);
}

function textsOf(language: BundledLanguage, namespace: string): Texts {
  return JSON.parse(readFileSync(fileOf(language, namespace), 'utf8')) as Texts;
}

const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralKey = new RegExp(`^(.+)_(${pluralSuffixes.join('|')})$`);

/** A key without its plural suffix; i18next picks `<key>_<category>` by the language's plural rules. */
function baseKeyOf(key: string, pluralBases: ReadonlySet<string>): string {
  const match = pluralKey.exec(key);
  return match?.[1] && pluralBases.has(match[1]) ? match[1] : key;
}

/** Bases that Spanish writes in plural forms (a key `x_one` with `x_other`; `record_kind_other` alone is none). */
function pluralBasesOf(texts: Texts): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(texts)) {
    const match = pluralKey.exec(key);
    if (match?.[1] && `${match[1]}_one` in texts && `${match[1]}_other` in texts) bases.add(match[1]);
  }
  return bases;
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

const translated = bundledLanguages.filter((language) => language !== 'ES' && language !== 'EN');

describe('locales', () => {
  it('ship a folder for every bundled language and no other', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(bundledLanguages.map(toLocaleFolder).sort());
  });

  it('read their namespaces from Spanish', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const spanish = textsOf('ES', namespace);
    const english = textsOf('EN', namespace);
    const pluralBases = pluralBasesOf(spanish);
    const singleKeys = Object.keys(spanish).filter((key) => baseKeyOf(key, pluralBases) === key);

    it.each(bundledLanguages)('%s has every key, no extra key and no empty text', (language) => {
      expect(existsSync(fileOf(language, namespace)), `${toLocaleFolder(language)}/${namespace}.json`).toBe(true);
      const texts = textsOf(language, namespace);
      const categories = new Intl.PluralRules(toLocaleTag(language)).resolvedOptions().pluralCategories;
      const expected = [
        ...singleKeys,
        ...[...pluralBases].flatMap((base) => categories.map((category) => `${base}_${category}`)),
      ].sort();
      // Spanish and English keep exactly the plural forms written for them; others need their own categories.
      const required = language === 'ES' || language === 'EN' ? Object.keys(spanish).sort() : expected;
      expect(Object.keys(texts).sort()).toEqual(required);
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    });

    it.each(bundledLanguages)('%s keeps the placeholders of each text', (language) => {
      const texts = textsOf(language, namespace);
      for (const [key, text] of Object.entries(texts)) {
        const base = baseKeyOf(key, pluralBases);
        const reference = spanish[key] ?? spanish[`${base}_other`] ?? '';
        expect(placeholdersOf(text), `${language} ${key}: ${text}`).toEqual(placeholdersOf(reference));
      }
    });

    it.each(translated)('%s leaves no English text where a translation is due', (language) => {
      const texts = textsOf(language, namespace);
      const allowed = new Set([...sameAsEnglish.everywhere, ...(sameAsEnglish[language] ?? [])]);
      const untranslated = Object.entries(texts)
        .filter(([key, text]) => {
          const englishText = english[key] ?? english[`${baseKeyOf(key, pluralBases)}_other`];
          return englishText !== undefined && text === englishText && englishText !== spanish[key];
        })
        .filter(([, text]) => !allowed.has(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    });
  });
});
