import type { TFunction } from 'i18next';

/**
 * A market as an operator reads it: its kind, its line (quarters in the feed: -3 → -0.75; a handicap signed, a
 * total not) and its map.
 */
export function marketLabel(t: TFunction, market: { kind: string; line: number; map?: number }): string {
  const kind = t(`sportsbook.kind.${market.kind}`, { defaultValue: market.kind });
  const signed = market.kind === 'handicap' && market.line > 0 ? '+' : '';
  const line = market.line === 0 ? '' : ` ${signed}${(market.line / 4).toFixed(2)}`;
  const map = market.map && market.map > 0 ? ` · ${t('sportsbook.map', { map: market.map })}` : '';
  return `${kind}${line}${map}`;
}

/** A selection as an operator reads it: home, away, draw, over, under, yes, no translated; a score as it is. */
export const selectionLabel = (t: TFunction, selection: string): string =>
  t(`sportsbook.selection.${selection}`, { defaultValue: selection });

/** Decimal odds from thousandths: 1850 → "1.85". */
export const oddsText = (oddsMilli: number): string => (oddsMilli / 1000).toFixed(2);
