import { languageCodes, lotteryChaseStates, lotteryDrawStates, lotteryTicketStates } from '@ficha/contract';
import { lotteryBetTypes, lotteryKinds, markSixAnimals } from '@ficha/engines';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url);
const read = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/lottery.json`, dir), 'utf8')) as Record<string, string>;
const spanish = read('es');
const languages = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Keys the page builds from data rather than write out. */
const builtKeys = [
  ...lotteryKinds.flatMap((kind) => Object.keys(lotteryBetTypes[kind]).map((betType) => `bet_${betType}`)),
  ...lotteryTicketStates.map((state) => `ticket_state_${state}`),
  ...lotteryDrawStates.map((state) => `draw_state_${state}`),
  ...Array.from({ length: markSixAnimals }, (_, i) => `zodiac_${i + 1}`),
  ...[1, 2, 3].map((colour) => `colour_${colour}`),
  ...lotteryChaseStates.map((state) => `chase_state_${state}`),
];

/** Texts written per plural form (`<base>_<form>`, i18next picks the form by the count). */
const pluralBases = ['slip_problem_picks_exact'];
const localeTags: Record<string, string> = { cn: 'zh-CN', tw: 'zh-TW', ty: 'fil' };

/**
 * The forms a language writes: those of its plural rules, and always `one` and `other`, since the page names
 * the language by its code (`cn`, `ty`) and a browser may resolve those codes by another language's rules.
 */
function pluralFormsOf(lang: string): string[] {
  if (lang === 'es') return ['one', 'other'];
  const categories = new Intl.PluralRules(localeTags[lang] ?? lang).resolvedOptions().pluralCategories;
  return [...new Set<string>([...categories, 'one', 'other'])];
}

describe('lottery texts', () => {
  it('ship every language of the site', () => {
    expect([...languages].sort()).toEqual(languageCodes.map((code) => code.toLowerCase()).sort());
  });

  it('hold every key built from data, in Spanish', () => {
    for (const key of builtKeys) expect(spanish, key).toHaveProperty([key]);
  });

  it.each(languages)('%s has exactly the Spanish keys, each with the same placeholders', (lang) => {
    const texts = read(lang);
    const expected = [
      ...Object.keys(spanish).filter((key) => !pluralBases.some((base) => key.startsWith(`${base}_`))),
      ...pluralBases.flatMap((base) => pluralFormsOf(lang).map((form) => `${base}_${form}`)),
    ];
    expect(Object.keys(texts).sort()).toEqual(expected.sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(texts)) {
      const reference = spanish[key] ?? spanish[`${key.replace(/_[a-z]+$/, '')}_other`] ?? '';
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(reference));
    }
  });
});
