import { formatMoney, parseMoney, parseMoneyText, toWireMoney } from '@ficha/contract';

/** A wire amount as display text with 2 decimals and separators; `signed` puts + before credits. */
export function amountText(amount: number, locale: string, signed = false): string {
  const parsed = parseMoney(Math.abs(amount));
  const text = parsed.ok ? formatMoney(parsed.minor, locale) : '—';
  if (amount < 0) return `-${text}`;
  return signed && amount > 0 ? `+${text}` : text;
}

export type AmountInput = { ok: true; amount: number } | { ok: false; reason: 'required' | 'format' };

/** What the member typed in an amount field, as the wire number (checked without float arithmetic). */
export function readAmountInput(text: string): AmountInput {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, reason: 'required' };
  const parsed = parseMoneyText(trimmed);
  if (!parsed.ok || parsed.minor === 0n) return { ok: false, reason: 'format' };
  return { ok: true, amount: toWireMoney(parsed.minor) };
}

/** A fresh client request id: one per intended transfer, kept across retries of that submit. */
export const newRequestId = () => `web-${crypto.randomUUID()}`;
