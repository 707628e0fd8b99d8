import type { ErrorCode } from '../errors.ts';
import type { LanguageCode } from '../languages.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/**
 * The error message as a browser bundle knows it without a download: Spanish (also when no language is given)
 * and English; any other language answers in English here, and its own messages come from
 * `loadErrorMessages` (`./load.ts`). Servers use `./index.ts`, which holds every language.
 */
export function errorMessage(code: ErrorCode, language: LanguageCode | undefined): string {
  return (language === undefined || language === 'ES' ? es : en)[code];
}
