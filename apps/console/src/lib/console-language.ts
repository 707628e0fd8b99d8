import type { LanguageCode } from '@ficha/contract';

/** Languages the console is translated into; Spanish is the default. */
export const consoleLanguages = ['ES', 'EN'] as const satisfies readonly LanguageCode[];

export type ConsoleLanguage = (typeof consoleLanguages)[number];

export const defaultConsoleLanguage: ConsoleLanguage = 'ES';

const storageKey = 'consoleLang';

export function toConsoleLanguage(value: string | null | undefined): ConsoleLanguage {
  const upper = value?.trim().toUpperCase();
  return consoleLanguages.find((code) => code === upper) ?? defaultConsoleLanguage;
}

/** The wire code sent as the `Language` header, from localStorage `consoleLang`. */
export function readConsoleLanguage(): ConsoleLanguage {
  try {
    return toConsoleLanguage(localStorage.getItem(storageKey));
  } catch {
    return defaultConsoleLanguage;
  }
}

export function storeConsoleLanguage(language: ConsoleLanguage): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** i18next and `<html lang>` use lower-case BCP 47 tags. */
export function toLocaleTag(language: ConsoleLanguage): 'es' | 'en' {
  return language === 'EN' ? 'en' : 'es';
}
