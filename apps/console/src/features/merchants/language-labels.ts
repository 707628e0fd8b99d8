import { languageCodes, type LanguageCode } from '@ficha/contract';

/** The BCP 47 tag of a wire language code whose letters are not one (`CN` Simplified Chinese, `TY` Tagalog). */
const tagOf: Partial<Record<LanguageCode, string>> = { CN: 'zh-Hans', TW: 'zh-Hant', TY: 'fil', MY: 'my' };

/** Each of the 35 shipped languages with its name in the console's language (`EN · English`). */
export function languageOptions(locale: string): Array<{ value: LanguageCode; label: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return languageCodes.map((code) => ({
    value: code,
    label: `${code} · ${names.of(tagOf[code] ?? code.toLowerCase()) ?? code}`,
  }));
}
