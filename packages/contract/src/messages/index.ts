import type { ErrorCode } from '../errors.ts';
import { defaultLanguage, type LanguageCode } from '../languages.ts';
import { en } from './en.ts';
import { es } from './es.ts';

const catalogs: Partial<Record<LanguageCode, Record<ErrorCode, string>>> = { ES: es, EN: en };

/** The error message in the request language; languages without a catalog fall back to English, then Spanish. */
export function errorMessage(code: ErrorCode, language: LanguageCode | undefined): string {
  const catalog = (language && catalogs[language]) ?? (language ? en : catalogs[defaultLanguage]) ?? es;
  return catalog[code];
}
