/** Wire language codes (SPEC §9). Spanish is the default. */
export const languageCodes = [
  'ES',
  'EN',
  'CN',
  'TW',
  'JA',
  'TH',
  'VI',
  'MY',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
  'DE',
  'IT',
  'PL',
  'UK',
  'KK',
  'UZ',
  'AZ',
  'SI',
] as const;

export type LanguageCode = (typeof languageCodes)[number];

export const defaultLanguage: LanguageCode = 'ES';

/** Languages written right to left. */
export const rtlLanguages: readonly LanguageCode[] = ['AR', 'FA', 'UR'];

export function toLanguageCode(value: string | undefined | null): LanguageCode | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return (languageCodes as readonly string[]).includes(upper) ? (upper as LanguageCode) : undefined;
}
