import type { LotteryKind } from '@ficha/engines';

/** A lottery game this provider runs: which numbers it draws and how often. */
export interface LotteryGame {
  gameCode: string;
  kind: LotteryKind;
  name: string;
  /** Seconds between two draws; draws fall on multiples of it since the Unix epoch (UTC). */
  everySeconds: number;
  /** The prefix of its draw codes (`<prefix>-<yyyymmddhhmm>` of the draw time, UTC). */
  drawPrefix: string;
}

/** The fast draws (every 1, 3 and 5 minutes) of each game this provider runs, in catalog order. */
export const lotteryGames: readonly LotteryGame[] = [
  { gameCode: 'ssc-1m', kind: 'ssc', name: 'SSC 1 minute', everySeconds: 60, drawPrefix: 'SSC1' },
  { gameCode: 'ssc-5m', kind: 'ssc', name: 'SSC 5 minutes', everySeconds: 300, drawPrefix: 'SSC5' },
  { gameCode: 'pk10-3m', kind: 'pk10', name: 'PK10 3 minutes', everySeconds: 180, drawPrefix: 'PK3' },
  { gameCode: '11x5-3m', kind: '11x5', name: '11X5 3 minutes', everySeconds: 180, drawPrefix: 'XY3' },
  { gameCode: 'k3-1m', kind: 'k3', name: 'K3 1 minute', everySeconds: 60, drawPrefix: 'K31' },
];

const byCode = new Map(lotteryGames.map((game) => [game.gameCode, game]));

export const lotteryGameOf = (gameCode: string): LotteryGame | undefined => byCode.get(gameCode);
