import { defaultLanguage, rtlLanguages, toLanguageCode, type LanguageCode } from '@ficha/contract';
import { localKeys, readLocal } from './storage.ts';

/** Languages the site ships translations for; others in a merchant's list are not offered. */
export const bundledLanguages = ['ES', 'EN'] as const satisfies readonly LanguageCode[];

export type BundledLanguage = (typeof bundledLanguages)[number];

export function isBundledLanguage(code: string | null | undefined): code is BundledLanguage {
  return (bundledLanguages as readonly string[]).includes(code ?? '');
}

/** The wire code for a stored or i18next value; anything unknown or not bundled becomes the default (ES). */
export function toBundledLanguage(value: string | null | undefined): BundledLanguage {
  const code = toLanguageCode(value);
  return isBundledLanguage(code) ? code : (defaultLanguage as BundledLanguage);
}

/** i18next and `<html lang>` use lower-case BCP 47 tags; the wire uses upper-case codes. */
export function toLocaleTag(code: LanguageCode): string {
  return code.toLowerCase();
}

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return rtlLanguages.includes(code) ? 'rtl' : 'ltr';
}

/** The languages a selector offers: the merchant's list restricted to bundled ones, never empty. */
export function selectableLanguages(supported: readonly LanguageCode[]): BundledLanguage[] {
  const offered = bundledLanguages.filter((code) => supported.includes(code));
  return offered.length > 0 ? offered : [...bundledLanguages];
}

/** The language the user chose last (localStorage `hisLang`), defaulting to ES. */
export function readWireLanguage(): BundledLanguage {
  return toBundledLanguage(readLocal(localKeys.language));
}
