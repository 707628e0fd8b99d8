/** Entries of a one-per-line textarea; commas, semicolons and spaces also separate, blanks and repeats are dropped. */
function splitEntries(text: string): string[] {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return [...new Set(entries)];
}

/** Country codes as typed by the operator, upper-cased ("us" → "US"). The server checks the format. */
export function parseCountryList(text: string): string[] {
  return splitEntries(text.toUpperCase());
}

/** CIDR ranges, IPv6 hex digits lower-cased so "2001:DB8::/32" and "2001:db8::/32" are one entry. */
export function parseCidrList(text: string): string[] {
  return splitEntries(text.toLowerCase());
}

/** A list back into textarea text, one entry per line. */
export function formatList(entries: readonly string[]): string {
  return entries.join('\n');
}

/** Same entries, whatever the order. */
export function haveSameEntries(left: readonly string[], right: readonly string[]): boolean {
  const leftSet = new Set(left);
  const rightSet = new Set(right);
  return leftSet.size === rightSet.size && [...leftSet].every((entry) => rightSet.has(entry));
}
