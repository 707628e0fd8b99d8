import { parseMoney, parseMoneyText, toWireMoney } from '@ficha/contract';

/** A wire amount (JSON number, 2 decimals) in integer minor units; the contract's parser, never float math. */
export function toMinor(amount: number): bigint {
  const parsed = parseMoney(amount);
  if (!parsed.ok) throw new RangeError(`not a wire amount: ${amount}`);
  return parsed.minor;
}

export const toWire = toWireMoney;

/** A multiplier text ("1.98") in hundredths, read exactly. */
export function multiplierHundredths(text: string): bigint {
  const parsed = parseMoneyText(text);
  if (!parsed.ok) throw new RangeError(`not a multiplier: ${text}`);
  return parsed.minor;
}

/** What a stake returns at a multiplier text, rounded down like the server: stake × m / 100. */
export const returnAt = (stakeMinor: bigint, multiplier: string) =>
  (stakeMinor * multiplierHundredths(multiplier)) / 100n;
