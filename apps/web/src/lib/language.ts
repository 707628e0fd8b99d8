import { defaultLanguage, languageCodes, rtlLanguages, toLanguageCode, type LanguageCode } from '@ficha/contract';
import { localKeys, readLocal } from './storage.ts';

/** Languages the site ships translations for (all of SPEC §9); a merchant's list picks which are offered. */
export const bundledLanguages = languageCodes;

export type BundledLanguage = (typeof bundledLanguages)[number];

/** Each language by its own name (endonym), as a language selector lists it. */
export const languageNames: Record<BundledLanguage, string> = {
  ES: 'Español',
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MS: 'Bahasa Melayu',
  PT: 'Português',
  TA: 'தமிழ்',
  TY: 'Filipino',
  UR: 'اردو',
  TR: 'Türkçe',
  BN: 'বাংলা',
  AR: 'العربية',
  FA: 'فارسی',
  RU: 'Русский',
  LO: 'ລາວ',
  NE: 'नेपाली',
  FR: 'Français',
  TE: 'తెలుగు',
  SW: 'Kiswahili',
  DE: 'Deutsch',
  IT: 'Italiano',
  PL: 'Polski',
  UK: 'Українська',
  KK: 'Қазақ тілі',
  UZ: 'Oʻzbekcha',
  AZ: 'Azərbaycanca',
  SI: 'සිංහල',
};

/**
 * BCP 47 tags for i18next, `<html lang>` and `Intl` formatting, where the wire code is not one:
 * CN and TW are Chinese scripts (`cn` is no language, `tw` is Twi), TY is Filipino (`ty` is Tahitian).
 */
const localeTagExceptions: Partial<Record<BundledLanguage, string>> = { CN: 'zh-CN', TW: 'zh-TW', TY: 'fil' };

const codeOfLocaleTag = new Map<string, BundledLanguage>(
  bundledLanguages.map((code) => [toLocaleTag(code).toLowerCase(), code]),
);

export function isBundledLanguage(code: string | null | undefined): code is BundledLanguage {
  return (bundledLanguages as readonly string[]).includes(code ?? '');
}

/** The wire code for a stored value or an i18next tag; anything unknown becomes the default (ES). */
export function toBundledLanguage(value: string | null | undefined): BundledLanguage {
  const code = codeOfLocaleTag.get((value ?? '').trim().toLowerCase()) ?? toLanguageCode(value);
  return isBundledLanguage(code) ? code : (defaultLanguage as BundledLanguage);
}

/** i18next, `<html lang>` and `Intl` use BCP 47 tags; the wire uses upper-case codes. */
export function toLocaleTag(code: LanguageCode): string {
  return localeTagExceptions[code] ?? code.toLowerCase();
}

/** The folder of a language's texts under `src/locales/`: the lower-case wire code. */
export function toLocaleFolder(code: LanguageCode): string {
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
