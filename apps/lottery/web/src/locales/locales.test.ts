import { languageCodes, lotteryDrawStates, lotteryTicketStates } from '@ficha/contract';
import { lotteryBetTypes, lotteryKinds } from '@ficha/engines';
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
];

describe('lottery texts', () => {
  it('ship every language of the site', () => {
    expect([...languages].sort()).toEqual(languageCodes.map((code) => code.toLowerCase()).sort());
  });

  it('hold every key built from data, in Spanish', () => {
    for (const key of builtKeys) expect(spanish, key).toHaveProperty([key]);
  });

  it.each(languages)('%s has exactly the Spanish keys, each with the same placeholders', (lang) => {
    const texts = read(lang);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(spanish).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(spanish)) {
      expect(texts[key]!.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(texts[key]!), `${lang}:${key}`).toEqual(placeholders(text));
    }
  });
});
