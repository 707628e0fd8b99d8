import type { LotteryKind } from './lottery-draw.ts';
import { count, choose, half, one, when, type BetTypeRule, type LotteryBet, type UnitChance } from './lottery-rule.ts';
import { markSixBetTypes } from './mark-six.ts';

export type { LotteryBet, UnitChance } from './lottery-rule.ts';

/**
 * The bet types of each lottery game, checked and settled exactly. A bet covers one or more units (a digit of a
 * position, a pair of an any-2 pick…); its stake is its unit times its units. Each unit that wins pays the unit
 * times its odds. Odds come from the exact probability of the unit winning and the prize mode's return
 * (lottery-odds.ts), in hundredths.
 */

const at = (numbers: readonly number[], position: number | undefined) => numbers[(position ?? 1) - 1]!;
const sumOf = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);

/** Two-sided bets on one position: `big` is the upper half of the range (lowest…highest), `odd` the odd values. */
function sides(positions: number, lowest: number, highest: number): Record<string, BetTypeRule> {
  const middle = (lowest + highest + 1) / 2;
  const side = (wins: (value: number) => boolean): BetTypeRule => ({
    positions,
    units: one,
    chance: () => half,
    winning: (bet, numbers) => when(wins(at(numbers, bet.position))),
  });
  return {
    big: side((v) => v >= middle),
    small: side((v) => v < middle),
    odd: side((v) => v % 2 === 1),
    even: side((v) => v % 2 === 0),
  };
}

/**
 * Picks on one position: each pick is a unit that wins when it is the number drawn there. `positions` 0: the bet
 * names no position, it is on the first number drawn.
 */
const positionPick = (positions: number, lowest: number, highest: number): BetTypeRule => ({
  ...(positions > 0 ? { positions } : {}),
  picks: { lowest, highest, min: 1, max: highest - lowest + 1, distinct: true },
  units: count,
  chance: () => ({ numerator: 1, denominator: highest - lowest + 1 }),
  winning: (bet, numbers) => bet.picks.filter((pick) => pick === at(numbers, bet.position)),
});

/** 11X5 any-n: every n-number combination of the picks is a unit; it wins when all n are among the 5 drawn. */
const anyOf = (n: number): BetTypeRule => ({
  picks: { lowest: 1, highest: 11, min: n, max: 8, distinct: true },
  combination: n,
  units: (bet) => choose(bet.picks.length, n),
  chance: () => ({ numerator: choose(11 - n, 5 - n), denominator: choose(11, 5) }),
  winning: (bet, numbers) => {
    const hits = bet.picks.filter((pick) => numbers.includes(pick)).length;
    return Array.from({ length: choose(hits, n) }, () => undefined);
  },
});

/** How many of the 216 rolls of three dice make each sum 3…18. */
const k3SumWays = [0, 0, 0, 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
const isTriple = (numbers: readonly number[]) => numbers[0] === numbers[1] && numbers[1] === numbers[2];

export const lotteryBetTypes: Record<LotteryKind, Record<string, BetTypeRule>> = {
  ssc: {
    digit: positionPick(5, 0, 9),
    ...sides(5, 0, 9),
    // The sum of five digits (0…45) is symmetric around 22.5: big (23…45) and small (0…22) are even chances.
    'sum-big': { units: one, chance: () => half, winning: (_bet, numbers) => when(sumOf(numbers) >= 23) },
    'sum-small': { units: one, chance: () => half, winning: (_bet, numbers) => when(sumOf(numbers) <= 22) },
    // The first three digits exactly, in order.
    front3: {
      picks: { lowest: 0, highest: 9, min: 3, max: 3, distinct: false },
      units: one,
      chance: () => ({ numerator: 1, denominator: 1000 }),
      winning: (bet, numbers) => when(bet.picks.every((pick, i) => pick === numbers[i])),
    },
  },
  pk10: { car: positionPick(10, 1, 10), ...sides(10, 1, 10) },
  '11x5': {
    first: positionPick(0, 1, 11),
    any2: anyOf(2),
    any3: anyOf(3),
    any4: anyOf(4),
    any5: anyOf(5),
  },
  k3: {
    // Each picked sum 4…17 is a unit (3 and 18 are the triples 1-1-1 and 6-6-6, played as triple-any).
    sum: {
      picks: { lowest: 4, highest: 17, min: 1, max: 14, distinct: true },
      oddsPerPick: true,
      units: count,
      chance: (pick) => ({ numerator: k3SumWays[pick ?? 0]!, denominator: 216 }),
      winning: (bet, numbers) => bet.picks.filter((pick) => pick === sumOf(numbers)),
    },
    // Big 11…17, small 4…10; a triple loses both.
    big: {
      units: one,
      chance: () => ({ numerator: 105, denominator: 216 }),
      winning: (_bet, numbers) => when(!isTriple(numbers) && sumOf(numbers) >= 11),
    },
    small: {
      units: one,
      chance: () => ({ numerator: 105, denominator: 216 }),
      winning: (_bet, numbers) => when(!isTriple(numbers) && sumOf(numbers) <= 10),
    },
    'triple-any': {
      units: one,
      chance: () => ({ numerator: 6, denominator: 216 }),
      winning: (_b, n) => when(isTriple(n)),
    },
  },
  lhc: markSixBetTypes,
};

function ruleOf(kind: LotteryKind, betType: string): BetTypeRule | undefined {
  return Object.hasOwn(lotteryBetTypes[kind], betType) ? lotteryBetTypes[kind][betType] : undefined;
}

/** Why a bet is refused, or null when it is valid. */
export function lotteryBetProblem(kind: LotteryKind, bet: LotteryBet): string | null {
  const rule = ruleOf(kind, bet.betType);
  if (!rule) return 'bet_type_unknown';
  if (rule.positions === undefined) {
    if (bet.position !== undefined) return 'position_not_taken';
  } else if (!Number.isInteger(bet.position) || bet.position! < 1 || bet.position! > rule.positions) {
    return 'position_out_of_range';
  }
  const picks = rule.picks;
  if (!picks) return bet.picks.length === 0 ? null : 'picks_not_taken';
  if (bet.picks.length < picks.min || bet.picks.length > picks.max) return 'picks_count';
  if (bet.picks.some((pick) => !Number.isInteger(pick) || pick < picks.lowest || pick > picks.highest)) {
    return 'pick_out_of_range';
  }
  if (picks.distinct && new Set(bet.picks).size !== bet.picks.length) return 'picks_repeated';
  return null;
}

function validRule(kind: LotteryKind, bet: LotteryBet): BetTypeRule {
  const problem = lotteryBetProblem(kind, bet);
  if (problem) throw new RangeError(`invalid ${kind} bet ${bet.betType}: ${problem}`);
  return ruleOf(kind, bet.betType)!;
}

/** How many units a valid bet covers (its stake is unit × units). */
export function lotteryBetUnits(kind: LotteryKind, bet: LotteryBet): number {
  return validRule(kind, bet).units(bet);
}

/** The winning chance of one unit of a bet type (of one pick, where picks differ). */
export function lotteryUnitChance(kind: LotteryKind, betType: string, pick?: number): UnitChance {
  const rule = ruleOf(kind, betType);
  if (!rule) throw new RangeError(`unknown ${kind} bet type ${betType}`);
  return rule.chance(pick);
}

/**
 * What a valid bet wins on a draw's numbers, in minor units: each winning unit pays unit × its odds (hundredths),
 * the sum rounded down to the minor unit once. `oddsOf` answers the odds of a unit (lottery-odds.ts).
 */
export function settleLotteryBet(
  kind: LotteryKind,
  bet: LotteryBet,
  numbers: readonly number[],
  unitMinor: bigint,
  oddsOf: (pick: number | undefined) => bigint,
): bigint {
  const hundredths = validRule(kind, bet)
    .winning(bet, numbers)
    .reduce((total, pick) => total + oddsOf(pick), 0n);
  return (unitMinor * hundredths) / 100n;
}

/** One unit of a bet as a selection: what it is on (a key shared by every unit on the same outcome) and its pick. */
export interface LotterySelection {
  /**
   * `<betType>` or `<betType>@<position>`, then `:<pick>` for a unit on one pick, `:<a>-<b>-…` (ascending) for a
   * unit on a combination, or the bet's picks in order for a one-unit bet that takes several (SSC front 3).
   */
  selection: string;
  /** The pick whose odds the unit pays at (bet types whose picks differ in chance). */
  pick?: number | undefined;
}

function combinations(values: readonly number[], n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  values.forEach((value, i) => {
    for (const rest of combinations(values.slice(i + 1), n - 1)) out.push([value, ...rest]);
  });
  return out;
}

/**
 * The units of a valid bet as selections (the console's liability per selection and the payout limit per draw):
 * a bet of one unit is one selection; a bet whose units are its picks has a selection per pick; a combination bet
 * a selection per n-number combination. Units of different bets on the same selection win together.
 */
export function lotteryBetSelections(kind: LotteryKind, bet: LotteryBet): LotterySelection[] {
  const rule = validRule(kind, bet);
  const base = bet.position === undefined ? bet.betType : `${bet.betType}@${bet.position}`;
  if (rule.combination !== undefined) {
    const sorted = [...bet.picks].sort((a, b) => a - b);
    return combinations(sorted, rule.combination).map((combo) => ({ selection: `${base}:${combo.join('-')}` }));
  }
  const units = rule.units(bet);
  if (bet.picks.length > 0 && units === bet.picks.length && units > 1) {
    return bet.picks.map((pick) => ({ selection: `${base}:${pick}`, pick }));
  }
  if (bet.picks.length === 1) return [{ selection: `${base}:${bet.picks[0]}`, pick: bet.picks[0] }];
  return [{ selection: bet.picks.length > 0 ? `${base}:${bet.picks.join('-')}` : base }];
}
