import { z } from 'zod';

/**
 * Money on the wire is a JSON number with at most 2 decimals; inside it is an integer count of
 * minor units (bigint). Every conversion happens here, by string manipulation, never by float math.
 */

/** Largest amount in minor units we accept: amounts stay exact as JSON numbers. */
export const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

const decimalText = /^(\d{1,16})(?:\.(\d{1,2}))?$/;

export type MoneyParseError = 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large' | 'bad_format';

export type MoneyParseResult = { ok: true; minor: bigint } | { ok: false; reason: MoneyParseError };

/** Parses a decimal text such as `"12.5"` into minor units. Exponents, signs and spaces are refused. */
export function parseMoneyText(text: string): MoneyParseResult {
  if (text.startsWith('-')) return { ok: false, reason: 'negative' };
  const match = decimalText.exec(text);
  if (!match) {
    if (/^\d+\.\d{3,}$/.test(text)) return { ok: false, reason: 'too_many_decimals' };
    if (/^\d{17,}(\.\d{1,2})?$/.test(text)) return { ok: false, reason: 'too_large' };
    return { ok: false, reason: 'bad_format' };
  }
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100n + fraction;
  if (minor > MAX_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** Parses a wire number into minor units, refusing NaN, infinities, negatives, exponents and a third decimal. */
export function parseMoney(value: unknown): MoneyParseResult {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
  if (value < 0 || Object.is(value, -0)) return { ok: false, reason: 'negative' };
  if (value > Number.MAX_SAFE_INTEGER) return { ok: false, reason: 'too_large' };
  // String(n) is the shortest round-trip text of the number; an exponent means it is outside our range.
  const text = String(value);
  if (text.includes('e')) return { ok: false, reason: value < 1 ? 'too_many_decimals' : 'too_large' };
  return parseMoneyText(text);
}

/** Minor units to the wire number (at most 2 decimals). */
export function toWireMoney(minor: bigint): number {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return Number(negative ? `-${text}` : text);
}

/** Display text with 2 decimals and thousands separators (SPEC §2.2), e.g. `1,234.50`. */
export function formatMoney(minor: bigint, locale = 'en-US'): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }).format(abs / 100n);
  const decimalSeparator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${negative ? '-' : ''}${whole}${decimalSeparator}${(abs % 100n).toString().padStart(2, '0')}`;
}

function wireMoneySchema(allowZero: boolean) {
  return z.unknown().transform((value, ctx): bigint => {
    const parsed = parseMoney(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: `money_${parsed.reason}` });
      return z.NEVER;
    }
    if (!allowZero && parsed.minor === 0n) {
      ctx.addIssue({ code: 'custom', message: 'money_not_positive' });
      return z.NEVER;
    }
    return parsed.minor;
  });
}

/** A zod schema for a positive wire amount that outputs minor units. */
export const moneyAmountSchema = wireMoneySchema(false);

/** A zod schema for a wire amount that may be zero (e.g. a losing round's closing credit); outputs minor units. */
export const moneyAmountOrZeroSchema = wireMoneySchema(true);
