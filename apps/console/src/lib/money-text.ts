import { formatMoney, parseMoney } from '@ficha/contract';

/** A wire amount as text with 2 decimals and the language's separators, e.g. `1.234,50` in Spanish. */
export function moneyText(amount: number, language: string): string {
  const parsed = parseMoney(amount);
  return parsed.ok ? formatMoney(parsed.minor, language === 'es' ? 'es-ES' : 'en-US') : '—';
}
