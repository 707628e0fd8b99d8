import { formatMoney, parseMoney } from '@ficha/contract';

/** A wire amount with 2 decimals and thousands separators in the interface language. */
export function moneyText(amount: number, locale: string): string {
  const parsed = parseMoney(Math.abs(amount));
  if (!parsed.ok) return String(amount);
  return `${amount < 0 ? '-' : ''}${formatMoney(parsed.minor, locale)}`;
}
