import type { FieldError } from '@ficha/contract';

/** A translator of the `account` namespace (i18next's `t`, or a test's). */
export type TranslateAccount = (key: string, options: Record<string, unknown>) => string;

/** Registration patterns whose length counts digits rather than characters (6: numbers only). */
const digitPatterns: ReadonlySet<string> = new Set(['reg_pattern_6']);

/**
 * The `{{length}}` a `reg_pattern_<id>` text embeds: a range ("de 6 a 16 caracteres") when the bounds differ and
 * one length in the language's plural form ("4 caracteres", "1 dígito") when they are equal, so no text reads
 * "de 4 a 4". Undefined when the error carries no numeric `min` and `max`.
 */
export function lengthText(
  translate: TranslateAccount,
  reason: string,
  params: FieldError['params'],
): string | undefined {
  const min = params?.['min'];
  const max = params?.['max'];
  if (typeof min !== 'number' || typeof max !== 'number') return undefined;
  const unit = digitPatterns.has(reason) ? 'length_digits' : 'length';
  return min === max ? translate(`${unit}_exact`, { count: min }) : translate(`${unit}_range`, { min, max });
}

/** The interpolation values of a field error's text: its own params plus `length` when it has bounds. */
export function fieldErrorValues(
  translate: TranslateAccount,
  reason: string,
  params: FieldError['params'],
): Record<string, unknown> {
  const length = lengthText(translate, reason, params);
  return length === undefined ? { ...params } : { ...params, length };
}
