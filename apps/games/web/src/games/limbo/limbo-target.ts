import { parseMoneyText } from '@ficha/contract';
import { limboMaxTarget, limboMinTarget } from '@ficha/engines';

/**
 * A typed limbo target ("2", "2.5", "1000,00") in hundredths, read exactly; null when it is not a number with
 * at most 2 decimals inside 1.01 … 1,000,000.00.
 */
export function readLimboTarget(text: string): bigint | null {
  const parsed = parseMoneyText(text.trim().replace(',', '.'));
  if (!parsed.ok || parsed.minor < limboMinTarget || parsed.minor > limboMaxTarget) return null;
  return parsed.minor;
}

/** The chance to reach a target: 99 / target %, shown with 4 significant decimals. */
export const limboWinChancePercent = (targetHundredths: bigint) =>
  (Number((99n * 100n * 1_000_000n) / targetHundredths) / 1_000_000).toFixed(4);
