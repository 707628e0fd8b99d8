import { formatMoney, parseMoney } from '@ficha/contract';
import { toLocaleTag, type BundledLanguage } from '../../lib/language.ts';

/** A wire amount with 2 decimals and the language's separators (SPEC §2.2). */
export function moneyText(amount: number, language: BundledLanguage): string {
  const parsed = parseMoney(amount);
  return parsed.ok ? formatMoney(parsed.minor, toLocaleTag(language)) : '—';
}
