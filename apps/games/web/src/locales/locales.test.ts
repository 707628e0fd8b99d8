import { gameCodes, gameKinds, languageCodes, roundStateSchema } from '@ficha/contract';
import { hiloGuesses, plinkoRisks, slotDefinitions, wheelRisks } from '@ficha/engines';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url);
const read = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/games.json`, dir), 'utf8')) as Record<string, string>;
const spanish = read('es');
const languages = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Keys the pages build from data rather than write out. */
const builtKeys = [
  ...slotDefinitions.flatMap((slot) =>
    [...slot.regularSymbols, slot.wild, slot.scatter].map((id) => `symbol_${slot.code}_${id}`),
  ),
  ...hiloGuesses.map((guess) => `hilo_${guess}`),
  ...gameCodes.map((code) => `game_${code}`),
  ...gameKinds.map((kind) => `rules_${kind}`),
  ...[...new Set([...plinkoRisks, ...wheelRisks])].map((risk) => `risk_${risk}`),
  ...roundStateSchema.options.map((state) => `round_state_${state}`),
  ...['spins_done', 'win_above', 'balance_below', 'free_spins', 'insufficient_balance', 'stopped'].map(
    (reason) => `autoplay_ended_${reason}`,
  ),
  ...['hidden', 'gem', 'mine', 'boom'].map((state) => `mines_cell_${state}`),
];

describe('games texts', () => {
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
