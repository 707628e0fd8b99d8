import { describe, expect, it } from 'vitest';
import {
  lotteryBetProblem,
  lotteryBetTypes,
  lotteryBetUnits,
  lotteryUnitChance,
  settleLotteryBet,
} from './lottery-bets.ts';
import { drawLotteryNumbers } from './lottery-draw.ts';
import { lotteryOdds, lotteryOddsTable, type LotteryPrizeMode } from './lottery-odds.ts';
import type { LotteryBet } from './lottery-rule.ts';
import { markSixColourOf, markSixColourSize, markSixZodiacGroupOf } from './mark-six.ts';
import { lunarYearAnimal, markSixAnimalOfGroup } from './mark-six-zodiac.ts';

const settle = (bet: LotteryBet, numbers: number[], unitMinor: bigint, mode: LotteryPrizeMode = 'LOTT') =>
  settleLotteryBet('lhc', bet, numbers, unitMinor, (pick) => lotteryOdds('lhc', bet.betType, mode, pick));

describe('Mark Six odds tables', () => {
  it('are the exact chances at the prize mode, rounded down to the hundredth', () => {
    expect(lotteryOddsTable('lhc', 'LOTT')).toEqual({
      special: '4753', // 49 × 0.97 = 47.53
      'special-big': '198', // 49/24 × 0.97 = 1.980…
      'special-small': '198',
      'special-odd': '198',
      'special-even': '198',
      'zodiac:1': '950', // the year's animal, 5 numbers: 49/5 × 0.97 = 9.506
      ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`zodiac:${i + 2}`, '1188'])), // 49/4 × 0.97 = 11.8825
      'colour:1': '279', // red, 17 numbers: 49/17 × 0.97 = 2.795…
      'colour:2': '297', // blue, 16 numbers: 49/16 × 0.97 = 2.970…
      'colour:3': '297',
      pick2: '7604', // C(49,2)/C(6,2) = 1176/15 → × 0.97 = 76.048
      pick3: '89356', // C(49,3)/C(6,3) = 18424/20 → × 0.97 = 893.564
      any: '792', // 49/6 × 0.97 = 7.921…
    });
    expect(lotteryOddsTable('lhc', 'ELOTT')).toMatchObject({ special: '4802', 'zodiac:1': '960', pick3: '90277' });
  });

  it('colour waves and zodiac groups split 1…49 as the Hong Kong tables do', () => {
    const balls = Array.from({ length: 49 }, (_, i) => i + 1);
    expect([1, 2, 3].map(markSixColourSize)).toEqual([17, 16, 16]);
    expect(balls.filter((b) => markSixColourOf(b) === 1)).toHaveLength(17);
    expect([markSixColourOf(1), markSixColourOf(3), markSixColourOf(5), markSixColourOf(49)]).toEqual([1, 2, 3, 3]);
    expect(balls.filter((b) => markSixZodiacGroupOf(b) === 1)).toEqual([1, 13, 25, 37, 49]);
    expect(balls.filter((b) => markSixZodiacGroupOf(b) === 8)).toEqual([8, 20, 32, 44]);
  });

  it('names the zodiac groups by the lunar year of the draw (Hong Kong time)', () => {
    // 2026 is the year of the Horse (7) from 17 February; 16 February 23:59 in Hong Kong is still the Snake's (6).
    expect(lunarYearAnimal(new Date('2026-11-27T13:30:00Z'))).toBe(7);
    expect(lunarYearAnimal(new Date('2026-02-16T15:59:00Z'))).toBe(6);
    expect(lunarYearAnimal(new Date('2026-02-16T16:00:00Z'))).toBe(7);
    expect(lunarYearAnimal(new Date('2020-06-01T00:00:00Z'))).toBe(1); // Rat
    // In 2026 number 1 is the Horse, 2 the Snake, 7 the Rat and 8 the Pig.
    const at = new Date('2026-11-27T13:30:00Z');
    expect([1, 2, 7, 8].map((group) => markSixAnimalOfGroup(group, at))).toEqual([7, 6, 1, 12]);
    expect(() => lunarYearAnimal(new Date('2051-03-01T00:00:00Z'))).toThrow(RangeError);
  });
});

describe('Mark Six bets, hand-computed', () => {
  // The six 5 12 19 26 33 40, the special 13 (red, small, odd, zodiac group 1).
  const draw = [5, 12, 19, 26, 33, 40, 13];
  // The special 49: green, zodiac group 1, neither big nor small, odd nor even.
  const draw49 = [1, 2, 3, 4, 5, 6, 49];

  it('special number and its sides', () => {
    expect(settle({ betType: 'special', picks: [13, 20] }, draw, 2_00n)).toBe(95_06n); // 2.00 × 47.53
    expect(settle({ betType: 'special', picks: [5] }, draw, 2_00n)).toBe(0n); // 5 is one of the six, not the special
    expect(settle({ betType: 'special', picks: [13] }, draw, 1_00n, 'ELOTT')).toBe(48_02n);
    expect(settle({ betType: 'special-small', picks: [] }, draw, 1_00n)).toBe(1_98n);
    expect(settle({ betType: 'special-odd', picks: [] }, draw, 5_00n)).toBe(9_90n);
    expect(settle({ betType: 'special-big', picks: [] }, draw, 1_00n)).toBe(0n);
    expect(settle({ betType: 'special-even', picks: [] }, draw, 1_00n)).toBe(0n);
    for (const side of ['special-big', 'special-small', 'special-odd', 'special-even']) {
      expect(settle({ betType: side, picks: [] }, draw49, 1_00n)).toBe(0n);
    }
    expect(settle({ betType: 'special-even', picks: [] }, [1, 2, 3, 4, 5, 6, 48], 1_00n)).toBe(1_98n);
    expect(settle({ betType: 'special-big', picks: [] }, [1, 2, 3, 4, 5, 6, 25], 1_00n)).toBe(1_98n);
    expect(lotteryBetUnits('lhc', { betType: 'special', picks: [1, 2, 3] })).toBe(3);
  });

  it('zodiac of the special and colour wave', () => {
    expect(settle({ betType: 'zodiac', picks: [1, 2] }, draw, 1_00n)).toBe(9_50n); // group 1 holds 13
    expect(settle({ betType: 'zodiac', picks: [2] }, draw, 1_00n)).toBe(0n);
    expect(settle({ betType: 'zodiac', picks: [8] }, [1, 2, 3, 4, 5, 6, 44], 1_00n)).toBe(11_88n);
    expect(settle({ betType: 'colour', picks: [1] }, draw, 1_00n)).toBe(2_79n); // 13 is red
    expect(settle({ betType: 'colour', picks: [2, 3] }, draw, 1_00n)).toBe(0n);
    expect(settle({ betType: 'colour', picks: [3] }, draw49, 10_00n)).toBe(29_70n); // 49 is green
    expect(lotteryBetUnits('lhc', { betType: 'colour', picks: [1, 2, 3] })).toBe(3);
  });

  it('pick-2 and pick-3 of the six, any number of the six', () => {
    // 5, 12 and 40 are among the six, 13 is the special: the pairs 5-12, 5-40, 12-40 win, 3 of 6 units.
    expect(lotteryBetUnits('lhc', { betType: 'pick2', picks: [5, 12, 13, 40] })).toBe(6);
    expect(settle({ betType: 'pick2', picks: [5, 12, 13, 40] }, draw, 1_00n)).toBe(228_12n);
    // 5-12-19 is the one winning triple of 4 units; 0.10 × 893.56 = 89.356, rounded down to 89.35.
    expect(lotteryBetUnits('lhc', { betType: 'pick3', picks: [5, 12, 19, 1] })).toBe(4);
    expect(settle({ betType: 'pick3', picks: [5, 12, 19, 1] }, draw, 10n)).toBe(89_35n);
    expect(settle({ betType: 'pick3', picks: [5, 12, 13] }, draw, 1_00n)).toBe(0n);
    expect(settle({ betType: 'any', picks: [5, 13, 44] }, draw, 1_00n)).toBe(7_92n);
    expect(settle({ betType: 'any', picks: [5, 12, 19] }, draw, 1_00n)).toBe(23_76n);
  });

  it('refuses what is not a Mark Six bet', () => {
    expect(lotteryBetProblem('lhc', { betType: 'digit', position: 1, picks: [1] })).toBe('bet_type_unknown');
    expect(lotteryBetProblem('lhc', { betType: 'special', picks: [50] })).toBe('pick_out_of_range');
    expect(lotteryBetProblem('lhc', { betType: 'special', picks: [0] })).toBe('pick_out_of_range');
    expect(lotteryBetProblem('lhc', { betType: 'special', picks: [7, 7] })).toBe('picks_repeated');
    expect(lotteryBetProblem('lhc', { betType: 'special', position: 1, picks: [7] })).toBe('position_not_taken');
    expect(lotteryBetProblem('lhc', { betType: 'special-big', picks: [7] })).toBe('picks_not_taken');
    expect(lotteryBetProblem('lhc', { betType: 'zodiac', picks: [13] })).toBe('pick_out_of_range');
    expect(lotteryBetProblem('lhc', { betType: 'colour', picks: [4] })).toBe('pick_out_of_range');
    expect(lotteryBetProblem('lhc', { betType: 'pick2', picks: [1] })).toBe('picks_count');
    expect(lotteryBetProblem('lhc', { betType: 'pick3', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toBe(
      'picks_count',
    );
    expect(lotteryBetProblem('lhc', { betType: 'any', picks: [] })).toBe('picks_count');
  });
});

describe('Mark Six draws and returns', () => {
  it('draws seven distinct balls of 1…49, the same from the same seeds', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'LHC-202611281330', nonce: 0 };
    const balls = drawLotteryNumbers('lhc', seeds);
    expect(balls).toEqual(drawLotteryNumbers('lhc', seeds));
    expect(balls).toHaveLength(7);
    expect(new Set(balls).size).toBe(7);
    expect(balls.every((b) => Number.isInteger(b) && b >= 1 && b <= 49)).toBe(true);
  });

  it('every bet type returns at most its prize mode and loses at most 0.6 % to the rounding (exact)', () => {
    for (const [betType, rule] of Object.entries(lotteryBetTypes.lhc)) {
      const picks = rule.oddsPerPick && rule.picks ? [rule.picks.lowest, rule.picks.highest] : [undefined];
      for (const pick of picks) {
        for (const [mode, target] of [
          ['LOTT', 9700],
          ['ELOTT', 9800],
        ] as const) {
          const chance = lotteryUnitChance('lhc', betType, pick);
          const returnBp =
            (Number(lotteryOdds('lhc', betType, mode, pick)) * 100 * chance.numerator) / chance.denominator;
          expect(returnBp).toBeLessThanOrEqual(target);
          expect(returnBp).toBeGreaterThan(target - 60);
        }
      }
    }
  });

  it.each<[string, LotteryBet]>([
    ['special', { betType: 'special', picks: [7] }],
    ['special-big', { betType: 'special-big', picks: [] }],
    ['zodiac of the year', { betType: 'zodiac', picks: [1] }],
    ['colour red', { betType: 'colour', picks: [1] }],
    ['pick2', { betType: 'pick2', picks: [10, 20] }],
    ['any', { betType: 'any', picks: [33] }],
  ])('%s returns its odds over seeded draws (within 5 standard errors)', (_name, bet) => {
    const runs = 20_000;
    let paid = 0n;
    for (let nonce = 0; nonce < runs; nonce++) {
      const balls = drawLotteryNumbers('lhc', { serverSeed: 'lhc-rtp', clientSeed: 'sim', nonce });
      paid += settle(bet, balls, 1_00n);
    }
    const pick = lotteryBetTypes.lhc[bet.betType]!.oddsPerPick ? bet.picks[0] : undefined;
    const chance = lotteryUnitChance('lhc', bet.betType, pick);
    const p = chance.numerator / chance.denominator;
    const pays = Number(lotteryOdds('lhc', bet.betType, 'LOTT', pick)) / 100;
    const mean = Number(paid) / 100 / runs;
    const standardError = (pays * Math.sqrt(p * (1 - p))) / Math.sqrt(runs);
    expect(Math.abs(mean - pays * p)).toBeLessThan(5 * standardError);
  });
});
