import { parseMoney, type PointConfig, type PointReward } from '@ficha/contract';

/** Why a reward cannot be redeemed now, or null when it can (one unit). */
export function redeemBlock(
  balance: number,
  reward: Pick<PointReward, 'points' | 'stock'>,
): 'sold_out' | 'short' | null {
  if (reward.stock !== null && reward.stock <= 0) return 'sold_out';
  if (balance < reward.points) return 'short';
  return null;
}

/**
 * What a conversion of `points` pays, in minor units, at the merchant's ratio (`convertPoints` points buy
 * `convertAmount`); null unless `points` is a positive whole multiple of `convertPoints` (the server takes only
 * those, so nothing is rounded).
 */
export function conversionMinor(points: number, config: Pick<PointConfig, 'convertPoints' | 'convertAmount'>) {
  if (!Number.isSafeInteger(points) || points <= 0 || config.convertPoints <= 0) return null;
  if (points % config.convertPoints !== 0) return null;
  const unit = parseMoney(config.convertAmount);
  if (!unit.ok) return null;
  return unit.minor * BigInt(points / config.convertPoints);
}

/** The most points that convert: the balance rounded down to a whole multiple of `convertPoints`. */
export function convertiblePoints(balance: number, convertPoints: number): number {
  if (convertPoints <= 0 || balance <= 0) return 0;
  return balance - (balance % convertPoints);
}
