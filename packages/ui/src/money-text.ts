import { currencySymbol, formatMoney, parseMoney } from '@ficha/contract';

export interface MoneyTextOptions {
  /** The amount's currency code (`USD`): shown as its symbol (`$`), placed as the locale places a currency. */
  currency?: string;
}

interface CurrencyPattern {
  /** The symbol comes before the number (`$1.00`) rather than after it (`1,00 $`). */
  isBefore: boolean;
  /** What stands between symbol and number: nothing, or the locale's (no-break) space. */
  separator: string;
}

const noBreakSpace = '\u00a0';
const patterns = new Map<string, CurrencyPattern>();

/**
 * Where the locale puts a currency, read once per locale and code from Intl's currency pattern (only the placement:
 * the digits never pass through a float). A code Intl does not know (`USDT`) takes the pattern of an unnamed one.
 */
/** ISO 4217's code for "no currency": gives the locale's symbol placement when the given code is malformed. */
const isoNoCurrency = 'XXX';

function patternOf(locale: string, currency: string): CurrencyPattern {
  const key = `${locale}|${currency}`;
  const known = patterns.get(key);
  if (known) return known;
  let pattern: CurrencyPattern = { isBefore: false, separator: noBreakSpace };
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: /^[A-Z]{3}$/.test(currency) ? currency : isoNoCurrency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(1);
    const symbolAt = parts.findIndex((part) => part.type === 'currency');
    const numberAt = parts.findIndex((part) => part.type === 'integer');
    const between = parts.slice(Math.min(symbolAt, numberAt) + 1, Math.max(symbolAt, numberAt));
    const separator = between.some((part) => part.type === 'literal') ? noBreakSpace : '';
    pattern = { isBefore: symbolAt < numberAt, separator };
  } catch {
    // A locale or code Intl refuses: the amount, a space and the symbol.
  }
  patterns.set(key, pattern);
  return pattern;
}

/**
 * The one way an amount becomes text (SPEC §2.2, issue 13): two decimals and the locale's separators, without float
 * arithmetic, and with a currency its symbol where the locale puts it (`$1,234.50` in en-US, `1.234,50 $` in
 * es-ES). `amount` is a wire amount (a JSON number with at most two decimals) or, as a bigint, integer minor
 * units. The sign leads everything, symbol included: `-5.00`, `-$5.00`, `-5,00 €`. A number that is not a wire
 * amount (NaN, three decimals) shows as `—`, never as a made-up figure.
 */
export function moneyText(amount: number | bigint, locale: string, options: MoneyTextOptions = {}): string {
  const minor = typeof amount === 'bigint' ? amount : wireToMinor(amount);
  if (minor === null) return '—';
  const magnitude = formatMoney(minor < 0n ? -minor : minor, locale);
  const sign = minor < 0n ? '-' : '';
  if (options.currency === undefined) return `${sign}${magnitude}`;
  const symbol = currencySymbol(options.currency);
  const { isBefore, separator } = patternOf(locale, options.currency);
  // A symbol of letters (`USDT`, `RM`) never touches the digits.
  const gap = separator === '' && /\p{L}/u.test(symbol) ? noBreakSpace : separator;
  return isBefore ? `${sign}${symbol}${gap}${magnitude}` : `${sign}${magnitude}${gap}${symbol}`;
}

function wireToMinor(amount: number): bigint | null {
  const parsed = parseMoney(Math.abs(amount));
  if (!parsed.ok) return null;
  return amount < 0 ? -parsed.minor : parsed.minor;
}
