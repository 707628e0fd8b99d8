import type { SqlConnection } from '@ficha/server-kit';
import type { Config } from '../../config.ts';
import { createLotteryDb } from '../../db/database.ts';
import { merchantGameRows } from './merchants.queries.ts';
import { createMerchantService } from './merchants.service.ts';

/**
 * The demo merchant's lottery settings (decision 0084), written once — a merchant that has any settings keeps
 * them: the fast SSC with a stake limit per player and draw and a payout limit per selection, Mark Six's special
 * number bounded per ticket, the daily SSC switched off so the console shows a game that is off. Amounts in minor
 * units.
 */
export async function seedLotteryDemoSettings(connection: SqlConnection, config: Config, merchantCode: string) {
  const db = createLotteryDb(connection);
  if ((await merchantGameRows(db, merchantCode)).length > 0) return false;
  const merchants = createMerchantService(db, {
    prizeMode: config.LOTTERY_PRIZE_MODE,
    minUnitMinor: BigInt(config.LOTTERY_MIN_UNIT_MINOR),
    maxStakeMinor: BigInt(config.LOTTERY_MAX_STAKE) * 100n,
  });
  const none = { maxStakePerDraw: null, maxPayoutPerDraw: null, betLimits: [] };
  await merchants.saveGame(merchantCode, {
    ...none,
    gameCode: 'ssc-1m',
    enabled: true,
    maxStakePerDraw: 2_000_00n,
    maxPayoutPerDraw: 50_000_00n,
    betLimits: [{ betType: 'front3', minStake: null, maxStake: 50_00n }],
  });
  await merchants.saveGame(merchantCode, {
    ...none,
    gameCode: 'lhc',
    enabled: true,
    maxPayoutPerDraw: 100_000_00n,
    betLimits: [{ betType: 'special', minStake: 1_00n, maxStake: 1_000_00n }],
  });
  await merchants.saveGame(merchantCode, { ...none, gameCode: 'ssc-daily', enabled: false });
  return true;
}
