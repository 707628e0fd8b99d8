import type { SportsOddsFormat } from './sportsbook-api.ts';

/**
 * Price conversion for display (decision 0075), the one place it is done: the sportsbook stores and sends decimal
 * odds as integer thousandths (1.850 → 1850); the player may read them as
 * - decimal: the return per unit staked, stake included (1.850);
 * - Hong Kong: the profit per unit staked, decimal − 1 (0.850);
 * - Malay: the Hong Kong price while it is at most 1, else −1 / HK (2.500 → HK 1.500 → −0.667): a negative price
 *   is what the player risks to win 1;
 * - Indonesian: the Hong Kong price from 1 up, else −1 / HK (1.850 → −1.176): a negative price is the stake that
 *   wins 1.
 * Every figure is integer thousandths with a sign; a reciprocal is rounded half away from zero to the thousandth,
 * so no float touches a price. At even money (decimal 2.000) all three Asian formats read 1.000.
 */
export function convertOddsMilli(decimalMilli: number, format: SportsOddsFormat): number {
  const hongKong = decimalMilli - 1000;
  switch (format) {
    case 'decimal':
      return decimalMilli;
    case 'hong_kong':
      return hongKong;
    case 'malay':
      return hongKong <= 1000 ? hongKong : -reciprocalMilli(hongKong);
    case 'indonesian':
      return hongKong >= 1000 ? hongKong : -reciprocalMilli(hongKong);
  }
}

/** 1 / (milli / 1000) in thousandths, rounded half away from zero: 1_000_000 / milli. */
function reciprocalMilli(milli: number): number {
  return Math.floor((2_000_000 + milli) / (2 * milli));
}

/**
 * A price in a format as text: at least two decimals, the third only when it counts (1850 → "1.85", 1125 →
 * "1.125"), a minus for negative Malay and Indonesian prices.
 */
export function oddsFormatText(decimalMilli: number, format: SportsOddsFormat): string {
  const milli = convertOddsMilli(decimalMilli, format);
  const magnitude = Math.abs(milli);
  const fraction = String(magnitude % 1000).padStart(3, '0');
  const text = `${Math.floor(magnitude / 1000)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
  return milli < 0 ? `-${text}` : text;
}
