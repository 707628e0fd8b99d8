import { formatMoney, parseMoney, parseMoneyText, toWireMoney } from './money.ts';

/** A wire amount as display text with 2 decimals and separators; `signed` puts + before credits. */
export function wireMoneyText(amount: number, locale: string, signed = false): string {
  const parsed = parseMoney(Math.abs(amount));
  const text = parsed.ok ? formatMoney(parsed.minor, locale) : '—';
  if (amount < 0) return `-${text}`;
  return signed && amount > 0 ? `+${text}` : text;
}

export type MoneyInput = { ok: true; amount: number } | { ok: false; reason: 'required' | 'format' };

/**
 * What someone typed in an amount field (a comma or a point as decimal mark), as the wire number: positive,
 * at most 2 decimals, checked without float arithmetic.
 */
export function readMoneyInput(text: string): MoneyInput {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, reason: 'required' };
  const parsed = parseMoneyText(trimmed);
  if (!parsed.ok || parsed.minor === 0n) return { ok: false, reason: 'format' };
  return { ok: true, amount: toWireMoney(parsed.minor) };
}
