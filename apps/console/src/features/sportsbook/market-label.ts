import type { TFunction } from 'i18next';

/** A market as an operator reads it: its kind, its line (quarters in the feed: -3 → -0.75) and its map. */
export function marketLabel(t: TFunction, market: { kind: string; line: number; map?: number }): string {
  const kind = t(`sportsbook.kind.${market.kind}`, { defaultValue: market.kind });
  const line = market.line === 0 ? '' : ` ${market.line > 0 ? '+' : ''}${(market.line / 4).toFixed(2)}`;
  const map = market.map && market.map > 0 ? ` · ${t('sportsbook.map', { map: market.map })}` : '';
  return `${kind}${line}${map}`;
}
