/** The brand's first character (a whole grapheme, so an accented or non-Latin initial stays intact), upper-cased. */
export function brandInitial(name: string): string {
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim());
  for (const { segment } of graphemes) return segment.toLocaleUpperCase();
  return '';
}
