import { formatMoney, parseMoney } from '@ficha/contract';

export interface MoneyTextOptions {
  /** Written before the amount with a space: `$ 1,234.50` (the header balance). */
  symbol?: string;
  /** Written after the amount with a space: `1.234,50 EUR` (the game pages). */
  currency?: string;
}

/**
 * The one way an amount becomes text (SPEC §2.2): two decimals and the locale's separators, without float
 * arithmetic. `amount` is a wire amount (a JSON number with at most two decimals) or, as a bigint, integer
 * minor units. The sign leads everything, symbol included: `-5.00`, `-$ 5.00`, `-5.00 EUR`. A number that is
 * not a wire amount (NaN, three decimals) shows as `—`, never as a made-up figure.
 */
export function moneyText(amount: number | bigint, locale: string, options: MoneyTextOptions = {}): string {
  const minor = typeof amount === 'bigint' ? amount : wireToMinor(amount);
  if (minor === null) return '—';
  const magnitude = formatMoney(minor < 0n ? -minor : minor, locale);
  const symbol = options.symbol === undefined ? '' : `${options.symbol} `;
  const currency = options.currency === undefined ? '' : ` ${options.currency}`;
  return `${minor < 0n ? '-' : ''}${symbol}${magnitude}${currency}`;
}

function wireToMinor(amount: number): bigint | null {
  const parsed = parseMoney(Math.abs(amount));
  if (!parsed.ok) return null;
  return amount < 0 ? -parsed.minor : parsed.minor;
}
