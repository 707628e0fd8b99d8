/** Audit values shown in a table cell: compact JSON, cut at `maxLength` characters with an ellipsis. */
export function compactJson(value: unknown, maxLength = 120): { text: string; isTruncated: boolean } {
  const full = toJson(value);
  if (full.length <= maxLength) return { text: full, isTruncated: false };
  return { text: `${full.slice(0, Math.max(0, maxLength - 1))}…`, isTruncated: true };
}

/** Indented JSON for the expanded view. */
export function prettyJson(value: unknown): string {
  return toJson(value, 2);
}

/** Whether an audit side is empty (a creation has no "before", a deletion no "after"). */
export function isNothing(value: unknown): boolean {
  return value === undefined || value === null;
}

function toJson(value: unknown, indent?: number): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch {
    // Circular or BigInt values can't come from JSON, but never let a cell crash the page.
    return String(value);
  }
}
