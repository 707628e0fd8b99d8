import { lotteryBetTypes, lotteryUnitChance } from './lottery-bets.ts';
import type { LotteryKind } from './lottery-draw.ts';

/**
 * Prize modes (SPEC §4): LOTT, the regular lottery, returns 97 % of each unit's stake on average; ELOTT, the
 * e-lottery, 98 %.
 */
export const lotteryPrizeModes = ['LOTT', 'ELOTT'] as const;
export type LotteryPrizeMode = (typeof lotteryPrizeModes)[number];

export const prizeModeReturnBasisPoints: Record<LotteryPrizeMode, bigint> = { LOTT: 9700n, ELOTT: 9800n };

/**
 * The odds of a unit, in hundredths of its stake: the mode's return divided by the unit's chance, rounded down to
 * the hundredth (so a unit's return never exceeds the mode's). Example: an SSC digit (1/10) in LOTT pays 9.70.
 */
export function lotteryOdds(kind: LotteryKind, betType: string, mode: LotteryPrizeMode, pick?: number): bigint {
  const chance = lotteryUnitChance(kind, betType, pick);
  return (prizeModeReturnBasisPoints[mode] * BigInt(chance.denominator)) / (100n * BigInt(chance.numerator));
}

/**
 * The odds table of a game in a prize mode, in hundredths: every bet type, and `<betType>:<pick>` for each pick of
 * the bet types whose picks differ in chance (K3 sums, Mark Six zodiac groups and colours).
 */
export function lotteryOddsTable(kind: LotteryKind, mode: LotteryPrizeMode): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [betType, rule] of Object.entries(lotteryBetTypes[kind])) {
    if (rule.oddsPerPick && rule.picks) {
      for (let pick = rule.picks.lowest; pick <= rule.picks.highest; pick++) {
        table[`${betType}:${pick}`] = String(lotteryOdds(kind, betType, mode, pick));
      }
    } else {
      table[betType] = String(lotteryOdds(kind, betType, mode));
    }
  }
  return table;
}
