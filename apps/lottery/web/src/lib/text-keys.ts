import type esLottery from '../locales/es/lottery.json';

export type LotteryKey = keyof typeof esLottery;

/** A text key built from data; locales.test.ts checks that every key the data can build exists in every language. */
export const betTypeKey = (betType: string) => `bet_${betType}` as LotteryKey;
