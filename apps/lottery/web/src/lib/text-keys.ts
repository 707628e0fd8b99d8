import { markSixAnimalOfGroup, type LotteryKind } from '@ficha/engines';
import type esLottery from '../locales/es/lottery.json';

export type LotteryKey = keyof typeof esLottery;

/** A text key built from data; locales.test.ts checks that every key the data can build exists in every language. */
export const betTypeKey = (betType: string) => `bet_${betType}` as LotteryKey;

/**
 * The name of a pick where it is not a number: a Mark Six zodiac group is the animal it stands for in the lunar
 * year of `at` (the draw's time, or the ticket's), a colour pick its colour wave. Null: the pick is its number.
 */
export function pickNameKey(kind: LotteryKind, betType: string, pick: number, at: Date): LotteryKey | null {
  if (kind !== 'lhc') return null;
  if (betType === 'zodiac') return `zodiac_${markSixAnimalOfGroup(pick, at)}` as LotteryKey;
  if (betType === 'colour') return `colour_${pick}` as LotteryKey;
  return null;
}
