import { readMoneyInput } from '@ficha/contract';
import { toMinor } from './money.ts';

export type TypedBet =
  | { ok: true; minor: bigint }
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'below_min' | 'above_max'; limitMinor: bigint };

/**
 * A bet typed in the bet field (a comma or a point as decimal mark), read exactly into minor units and checked
 * against the game's range. Out of range is an error to show, never a bet quietly moved to the limit.
 */
export function readTypedBet(text: string, minMinor: bigint, maxMinor: bigint): TypedBet {
  const read = readMoneyInput(text);
  if (!read.ok) return { ok: false, reason: 'format' };
  const minor = toMinor(read.amount);
  if (minor < minMinor) return { ok: false, reason: 'below_min', limitMinor: minMinor };
  if (minor > maxMinor) return { ok: false, reason: 'above_max', limitMinor: maxMinor };
  return { ok: true, minor };
}

/** A bet as the field shows it: digits, the locale's decimal mark and 2 decimals, no grouping ("1250,50"). */
export function betFieldText(minor: bigint, locale: string): string {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${minor / 100n}${mark === ',' ? ',' : '.'}${cents}`;
}
