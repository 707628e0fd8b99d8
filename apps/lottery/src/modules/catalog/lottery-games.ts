import type { LotteryKind } from '@ficha/engines';
import { averageSecondsBetween, type DrawSchedule } from './draw-schedule.ts';

/** A lottery game this provider runs: which numbers it draws and when. */
export interface LotteryGame {
  gameCode: string;
  kind: LotteryKind;
  name: string;
  /** When its draws happen (draw-schedule.ts). */
  schedule: DrawSchedule;
  /** Seconds between two draws (on average, for daily draws). */
  everySeconds: number;
  /** The prefix of its draw codes (`<prefix>-<yyyymmddhhmm>` of the draw time, UTC). */
  drawPrefix: string;
}

const every = (seconds: number): DrawSchedule => ({ kind: 'every', seconds });
const game = (entry: Omit<LotteryGame, 'everySeconds'>): LotteryGame => ({
  ...entry,
  everySeconds: averageSecondsBetween(entry.schedule),
});

/**
 * Every game this provider runs, in catalog order: the fast draws (every 1, 3 and 5 minutes) and the daily ones at
 * their times of day in the lottery's time zone (LOTTERY_TIME_ZONE): Mark Six at 21:30 on Tuesday, Thursday and
 * Saturday, a daily SSC at 20:00.
 */
export const lotteryGames: readonly LotteryGame[] = [
  game({ gameCode: 'ssc-1m', kind: 'ssc', name: 'SSC 1 minute', schedule: every(60), drawPrefix: 'SSC1' }),
  game({ gameCode: 'ssc-5m', kind: 'ssc', name: 'SSC 5 minutes', schedule: every(300), drawPrefix: 'SSC5' }),
  game({ gameCode: 'pk10-3m', kind: 'pk10', name: 'PK10 3 minutes', schedule: every(180), drawPrefix: 'PK3' }),
  game({ gameCode: '11x5-3m', kind: '11x5', name: '11X5 3 minutes', schedule: every(180), drawPrefix: 'XY3' }),
  game({ gameCode: 'k3-1m', kind: 'k3', name: 'K3 1 minute', schedule: every(60), drawPrefix: 'K31' }),
  game({ gameCode: 'lhc-5m', kind: 'lhc', name: 'Mark Six 5 minutes', schedule: every(300), drawPrefix: 'LHC5' }),
  game({
    gameCode: 'lhc',
    kind: 'lhc',
    name: 'Mark Six',
    schedule: { kind: 'daily', times: ['21:30'], weekdays: [2, 4, 6] },
    drawPrefix: 'LHC',
  }),
  game({
    gameCode: 'ssc-daily',
    kind: 'ssc',
    name: 'Daily SSC',
    schedule: { kind: 'daily', times: ['20:00'] },
    drawPrefix: 'SSCD',
  }),
];

const byCode = new Map(lotteryGames.map((entry) => [entry.gameCode, entry]));

export const lotteryGameOf = (gameCode: string): LotteryGame | undefined => byCode.get(gameCode);
