import { describe, expect, it } from 'vitest';
import { errorCodes } from '../errors.ts';
import { languageCodes } from '../languages.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { errorMessage as bundledErrorMessage } from './bundled.ts';
import { errorMessage, messageCatalogs } from './index.ts';
import { loadErrorMessages } from './load.ts';

describe('error messages', () => {
  it.each(languageCodes)('%s has a message for every error code and nothing else', (language) => {
    const catalog = messageCatalogs[language] ?? {};
    expect(Object.keys(catalog).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(catalog[code]?.trim(), `${language} ${code}`).toBeTruthy();
  });

  it.each(languageCodes.filter((language) => language !== 'ES' && language !== 'EN'))(
    '%s translates every message that Spanish and English word differently',
    (language) => {
      const catalog = messageCatalogs[language] ?? {};
      const untranslated = errorCodes.filter((code) => en[code] !== es[code] && catalog[code] === en[code]);
      expect(untranslated).toEqual([]);
    },
  );

  it('answers in the request language, Spanish when none is given', () => {
    expect(errorMessage('INSUFFICIENT_FUNDS', 'DE')).toBe(messageCatalogs.DE?.INSUFFICIENT_FUNDS);
    expect(errorMessage('INSUFFICIENT_FUNDS', 'EN')).toBe('Insufficient balance');
    expect(errorMessage('INSUFFICIENT_FUNDS', undefined)).toBe(es.INSUFFICIENT_FUNDS);
  });

  it.each(languageCodes)('%s downloads for browsers with a message for every code', async (language) => {
    const catalog = await loadErrorMessages(language);
    for (const code of errorCodes) expect(catalog[code]).toBe(errorMessage(code, language));
  });

  it('bundles only Spanish and English for browsers', () => {
    expect(bundledErrorMessage('INSUFFICIENT_FUNDS', 'ES')).toBe(es.INSUFFICIENT_FUNDS);
    expect(bundledErrorMessage('INSUFFICIENT_FUNDS', undefined)).toBe(es.INSUFFICIENT_FUNDS);
    expect(bundledErrorMessage('INSUFFICIENT_FUNDS', 'DE')).toBe(en.INSUFFICIENT_FUNDS);
  });
});
