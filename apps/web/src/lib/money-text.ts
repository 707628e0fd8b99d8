import { formatMoney, parseMoney } from '@ficha/contract';

/** A wire amount with two decimals and thousands separators, signed; exact (no float arithmetic). */
export function moneyText(amount: number, locale: string): string {
  const parsed = parseMoney(Math.abs(amount));
  const text = parsed.ok ? formatMoney(parsed.minor, locale) : '—';
  return `${amount < 0 ? '-' : ''}${text}`;
}

/** The UTC day `daysAgo` days before `now`, as `YYYY-MM-DD` (the records' filters are UTC days). */
export function utcDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
