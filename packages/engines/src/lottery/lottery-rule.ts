/** A bet on a lottery draw: its type, the position it names and the numbers it picks (lottery-bets.ts). */
export interface LotteryBet {
  betType: string;
  /** Which position the bet is on (SSC 1…5, PK10 1…10), for the bet types that name one. */
  position?: number | undefined;
  /** The numbers picked (digits, cars, balls, sums, zodiac groups or colours), for the bet types that take picks. */
  picks: readonly number[];
}

/** The winning chance of one unit: `numerator / denominator`. */
export interface UnitChance {
  numerator: number;
  denominator: number;
}

/** How a bet type is checked, priced and decided. */
export interface BetTypeRule {
  /** Positions the bet type names (none: the bet names no position). */
  positions?: number;
  /** Allowed picks lowest…highest, how many at least and at most, distinct or not; absent: no picks. */
  picks?: { lowest: number; highest: number; min: number; max: number; distinct: boolean };
  /** Its picks differ in chance, so each has its own odds (`<betType>:<pick>` in an odds table). */
  oddsPerPick?: true;
  /** Each unit is an n-number combination of the picks (11X5 any-n, Mark Six pick-n): its selection is that set. */
  combination?: number;
  /** How many units a valid bet covers. */
  units(bet: LotteryBet): number;
  /** The chance of a unit (of the pick, for bet types whose picks differ in chance). */
  chance(pick: number | undefined): UnitChance;
  /** The winning units of a draw, each with the pick it won on (for the odds of that pick). */
  winning(bet: LotteryBet, numbers: readonly number[]): Array<number | undefined>;
}

export const half: UnitChance = { numerator: 1, denominator: 2 };
export const one = () => 1;
export const count = (bet: LotteryBet) => bet.picks.length;
export const when = (won: boolean): Array<number | undefined> => (won ? [undefined] : []);

/** n choose k, exactly for the small numbers of a lottery. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}
