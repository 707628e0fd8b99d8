import type { ErrorCode } from '../errors.ts';
import { defaultLanguage, type LanguageCode } from '../languages.ts';
import { es } from './es.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { de } from './de.ts';
import { it } from './it.ts';

/**
 * The error messages of every language (SPEC §9). Spanish and English are complete by type; the others may
 * lag behind a new error code (messages.test.ts fails until they have it), and such a message shows in English.
 */
export const messageCatalogs: Partial<Record<LanguageCode, Partial<Record<ErrorCode, string>>>> = {
  ES: es,
  EN: en,
  FR: fr,
  DE: de,
  IT: it,
};

/** The error message in the request language (the platform's `Language` header, else the merchant's default). */
export function errorMessage(code: ErrorCode, language: LanguageCode | undefined): string {
  return messageCatalogs[language ?? defaultLanguage]?.[code] ?? en[code];
}
