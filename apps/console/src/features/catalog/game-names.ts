import { languageCodes, type LanguageCode } from '@ficha/contract';

/** The languages whose name fields the game form shows: Spanish and English, then any other already named. */
export function nameLanguages(names: Partial<Record<string, string>>): LanguageCode[] {
  const named = new Set(Object.keys(names));
  return languageCodes.filter((code) => code === 'ES' || code === 'EN' || named.has(code));
}

/** The names to send: blank fields are left out (that language falls back to the default name). */
export function namesToSend(fields: Partial<Record<string, string>>): Partial<Record<LanguageCode, string>> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([code, name]) => [code, (name ?? '').trim()] as const)
      .filter(([, name]) => name.length > 0),
  );
}
