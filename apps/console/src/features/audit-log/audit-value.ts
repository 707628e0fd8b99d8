import { compactJson } from './compact-json.ts';

/**
 * An audited value as a reader wants it: text as it is, numbers and yes/no in words, a list of plain values
 * joined by commas, anything else as compact JSON. `undefined` and `null` are "nothing" (the caller words it).
 */
export function auditValueText(value: unknown, words: { yes: string; no: string }): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
    return value.length === 0 ? '[]' : value.map(String).join(', ');
  }
  return compactJson(value).text;
}
