/** Codes as typed ("new, jackpot" or one per line): upper-cased, split on commas, semicolons and spaces, repeats dropped. */
export function parseCodeList(text: string): string[] {
  return [
    ...new Set(
      text
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ];
}
