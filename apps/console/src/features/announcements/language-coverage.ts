import type { ContentLanguages, LanguageCode } from '@ficha/contract';

/** How many missing languages a table cell names before it says "+N". */
export const namedMissingLanguages = 2;

/**
 * The languages the merchant offers that an item has no text in (the site shows the default language's text
 * there, decision 0088), in the merchant's order.
 */
export function missingLanguages(present: Iterable<LanguageCode>, languages: ContentLanguages): LanguageCode[] {
  const has = new Set(present);
  return languages.supportLanguages.filter((code) => !has.has(code));
}

/** A table cell's short form: the first missing languages by code, and how many more there are. */
export function missingSummary(missing: readonly LanguageCode[]): { named: LanguageCode[]; more: number } {
  return { named: missing.slice(0, namedMissingLanguages), more: Math.max(0, missing.length - namedMissingLanguages) };
}

/** The languages a notice has a text in: a text with a title counts, as the form would save it. */
export function noticeLanguages(texts: ReadonlyArray<{ language: LanguageCode; title: string }>): LanguageCode[] {
  return texts.filter((text) => text.title.trim() !== '').map((text) => text.language);
}

/** The languages each help section (its tag, on a device) is written in. */
export function helpLanguagesByTag(
  entries: ReadonlyArray<{ tag: string; device: string; language: LanguageCode }>,
): Map<string, LanguageCode[]> {
  const byTag = new Map<string, LanguageCode[]>();
  for (const entry of entries) {
    const key = helpSectionKey(entry);
    byTag.set(key, [...(byTag.get(key) ?? []), entry.language]);
  }
  return byTag;
}

export const helpSectionKey = (entry: { tag: string; device: string }) => `${entry.device}:${entry.tag}`;
