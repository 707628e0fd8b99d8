import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const localesDir = new URL('.', import.meta.url);
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function keysOf(language: string, namespace: string): string[] {
  const file = new URL(`${language}/${namespace}`, localesDir);
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).sort();
}

describe('locales', () => {
  it('ship Spanish and English', () => {
    expect(languages.sort()).toEqual(['en', 'es']);
  });

  it.each(readdirSync(new URL('es/', localesDir)))('have the same keys in every language for %s', (namespace) => {
    const spanish = keysOf('es', namespace);
    for (const language of languages) expect(keysOf(language, namespace), `${language}/${namespace}`).toEqual(spanish);
  });

  it('have no empty texts', () => {
    for (const language of languages) {
      for (const namespace of readdirSync(new URL(`${language}/`, localesDir))) {
        const texts = JSON.parse(readFileSync(new URL(`${language}/${namespace}`, localesDir), 'utf8')) as Record<
          string,
          string
        >;
        for (const [key, text] of Object.entries(texts))
          expect(text.trim(), `${language}/${namespace} ${key}`).not.toBe('');
      }
    }
  });
});
