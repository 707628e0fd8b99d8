import { choose, count, one, when, type BetTypeRule, type LotteryBet } from './lottery-rule.ts';

/**
 * Mark Six (LHC, 六合彩): seven distinct balls of 1…49 in draw order, the first six "the six" (正码) and the seventh
 * "the special" (特码). Its bet types, each unit's chance exact:
 * - `special`: each picked number wins when it is the special (1/49);
 * - `special-big` (25…48), `special-small` (1…24), `special-odd`, `special-even` (1…48 by parity): 24/49 each —
 *   the special 49 is neither big nor small, odd nor even here, so all four lose on it (their odds count that);
 * - `zodiac` (特肖): picks zodiac groups 1…12, group g the numbers n with (n − 1) mod 12 = g − 1; group 1
 *   (1, 13, 25, 37, 49) is the animal of the draw's lunar year, group 2 the animal before it and so on
 *   (`markSixAnimalOfGroup`): 5/49 for group 1, 4/49 for the others;
 * - `colour` (波色): picks a colour wave of the special, 1 red (17 numbers), 2 blue (16), 3 green (16);
 * - `pick2`, `pick3` (二全中, 三全中): every 2- (3-) number combination of 2…10 picks is a unit that wins when all of
 *   its numbers are among the six (the special does not count): 15/1176 and 20/18424;
 * - `any` (平码): each picked number wins when it is among the six: 6/49.
 */
export const markSixBalls = 49;

/** The colour wave of each number 1…49: 1 red, 2 blue, 3 green (the Hong Kong Mark Six colours). */
const waves: Record<1 | 2 | 3, readonly number[]> = {
  1: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  2: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  3: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

export const markSixColourOf = (ball: number): 1 | 2 | 3 =>
  waves[1].includes(ball) ? 1 : waves[2].includes(ball) ? 2 : 3;

export const markSixColourSize = (colour: number): number => waves[colour as 1 | 2 | 3]?.length ?? 0;

/** The zodiac group (1…12) of a number 1…49: group 1 holds 1, 13, 25, 37 and 49. */
export const markSixZodiacGroupOf = (ball: number): number => ((ball - 1) % 12) + 1;

const special = (numbers: readonly number[]) => numbers[6]!;
const six = (numbers: readonly number[]) => numbers.slice(0, 6);

const sideOfSpecial = (wins: (ball: number) => boolean): BetTypeRule => ({
  units: one,
  chance: () => ({ numerator: 24, denominator: markSixBalls }),
  winning: (_bet, numbers) => when(special(numbers) !== 49 && wins(special(numbers))),
});

/** Every n-number combination of the picks is a unit; it wins when all n are among the six. */
const allIn = (n: number): BetTypeRule => ({
  picks: { lowest: 1, highest: markSixBalls, min: n, max: 10, distinct: true },
  combination: n,
  units: (bet: LotteryBet) => choose(bet.picks.length, n),
  chance: () => ({ numerator: choose(6, n), denominator: choose(markSixBalls, n) }),
  winning: (bet, numbers) => {
    const hits = bet.picks.filter((pick) => six(numbers).includes(pick)).length;
    return Array.from({ length: choose(hits, n) }, () => undefined);
  },
});

export const markSixBetTypes: Record<string, BetTypeRule> = {
  special: {
    picks: { lowest: 1, highest: markSixBalls, min: 1, max: markSixBalls, distinct: true },
    units: count,
    chance: () => ({ numerator: 1, denominator: markSixBalls }),
    winning: (bet, numbers) => bet.picks.filter((pick) => pick === special(numbers)),
  },
  'special-big': sideOfSpecial((ball) => ball >= 25),
  'special-small': sideOfSpecial((ball) => ball <= 24),
  'special-odd': sideOfSpecial((ball) => ball % 2 === 1),
  'special-even': sideOfSpecial((ball) => ball % 2 === 0),
  zodiac: {
    picks: { lowest: 1, highest: 12, min: 1, max: 12, distinct: true },
    oddsPerPick: true,
    units: count,
    chance: (group) => ({ numerator: group === 1 ? 5 : 4, denominator: markSixBalls }),
    winning: (bet, numbers) => bet.picks.filter((group) => group === markSixZodiacGroupOf(special(numbers))),
  },
  colour: {
    picks: { lowest: 1, highest: 3, min: 1, max: 3, distinct: true },
    oddsPerPick: true,
    units: count,
    chance: (colour) => ({ numerator: markSixColourSize(colour ?? 0), denominator: markSixBalls }),
    winning: (bet, numbers) => bet.picks.filter((colour) => colour === markSixColourOf(special(numbers))),
  },
  pick2: allIn(2),
  pick3: allIn(3),
  any: {
    picks: { lowest: 1, highest: markSixBalls, min: 1, max: 10, distinct: true },
    units: count,
    chance: () => ({ numerator: 6, denominator: markSixBalls }),
    winning: (bet, numbers) => bet.picks.filter((pick) => six(numbers).includes(pick)),
  },
};
