import { formatMoney, parseMoney } from '@ficha/contract';

/** SPEC §2.2: two decimals and thousands separators, from the wire number without float arithmetic. */
export function balanceText(amount: number, symbol: string, locale: string): string {
  const parsed = parseMoney(Math.abs(amount));
  const text = parsed.ok ? formatMoney(parsed.minor, locale) : '—';
  return `${amount < 0 ? '-' : ''}${symbol} ${text}`;
}

/** The masked form keeps the symbol only (upstream shows `***`). */
export const maskedBalance = (symbol: string) => `${symbol} ***`;
