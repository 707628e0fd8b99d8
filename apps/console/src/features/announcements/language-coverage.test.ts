import { describe, expect, it } from 'vitest';
import { helpLanguagesByTag, missingLanguages, missingSummary, noticeLanguages } from './language-coverage.ts';

const languages = { defaultLanguage: 'ES', supportLanguages: ['ES', 'EN', 'FR', 'DE', 'IT', 'PT'] } as const;

describe('language coverage', () => {
  it('names the offered languages an item has no text in, in the merchant order', () => {
    expect(missingLanguages(['EN', 'ES'], { ...languages, supportLanguages: [...languages.supportLanguages] })).toEqual(
      ['FR', 'DE', 'IT', 'PT'],
    );
    // A text in a language the merchant no longer offers is not counted against it.
    expect(
      missingLanguages(['KO', 'ES', 'EN', 'FR', 'DE', 'IT', 'PT'], {
        ...languages,
        supportLanguages: [...languages.supportLanguages],
      }),
    ).toEqual([]);
  });

  it('shortens a long list to two codes and a count', () => {
    expect(missingSummary(['FR', 'DE', 'IT', 'PT'])).toEqual({ named: ['FR', 'DE'], more: 2 });
    expect(missingSummary(['FR'])).toEqual({ named: ['FR'], more: 0 });
    expect(missingSummary([])).toEqual({ named: [], more: 0 });
  });

  it('counts a notice text only with a title, and groups help sections by tag and device', () => {
    expect(
      noticeLanguages([
        { language: 'ES', title: 'Hola' },
        { language: 'EN', title: '  ' },
      ]),
    ).toEqual(['ES']);
    const byTag = helpLanguagesByTag([
      { tag: 'term', device: 'WEB', language: 'ES' },
      { tag: 'term', device: 'WEB', language: 'EN' },
      { tag: 'about', device: 'WEB', language: 'ES' },
    ]);
    expect(byTag.get('WEB:term')).toEqual(['ES', 'EN']);
    expect(byTag.get('WEB:about')).toEqual(['ES']);
  });
});
