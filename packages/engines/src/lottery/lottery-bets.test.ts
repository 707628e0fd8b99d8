import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lotteryBetProblem,
  lotteryBetSelections,
  lotteryBetUnits,
  settleLotteryBet,
  type LotteryBet,
} from './lottery-bets.ts';
import { drawLotteryNumbers, type LotteryKind } from './lottery-draw.ts';
import { lotteryOdds, lotteryOddsTable, type LotteryPrizeMode } from './lottery-odds.ts';

const settle = (kind: LotteryKind, bet: LotteryBet, numbers: number[], unitMinor: bigint, mode: LotteryPrizeMode) =>
  settleLotteryBet(kind, bet, numbers, unitMinor, (pick) => lotteryOdds(kind, bet.betType, mode, pick));

describe('lottery odds tables', () => {
  it('derive every odd from the exact chance and the prize mode, rounded down to the hundredth', () => {
    expect(lotteryOddsTable('ssc', 'LOTT')).toMatchObject({ digit: '970', big: '194', front3: '97000' });
    expect(lotteryOddsTable('ssc', 'ELOTT')).toMatchObject({ digit: '980', big: '196', front3: '98000' });
    // 11X5: first 11 × 0.97 = 10.67; any-2 is 11/2 × 0.97 = 5.335 → 5.33; any-5 462 × 0.97 = 448.14.
    expect(lotteryOddsTable('11x5', 'LOTT')).toMatchObject({ first: '1067', any2: '533', any5: '44814' });
    // K3: sum 4 (3 ways of 216) pays 72 × 0.97 = 69.84; sum 10 (27 ways) 8 × 0.97 = 7.76.
    expect(lotteryOddsTable('k3', 'LOTT')).toMatchObject({ 'sum:4': '6984', 'sum:10': '776', 'triple-any': '3492' });
  });
});

describe('lottery bets, hand-computed', () => {
  it('SSC: digits on a position, sides, the sum and the front three', () => {
    const numbers = [3, 8, 0, 5, 9]; // sum 25
    expect(settle('ssc', { betType: 'digit', position: 2, picks: [1, 8] }, numbers, 2_00n, 'LOTT')).toBe(19_40n);
    expect(settle('ssc', { betType: 'digit', position: 1, picks: [8] }, numbers, 2_00n, 'LOTT')).toBe(0n);
    expect(settle('ssc', { betType: 'big', position: 5, picks: [] }, numbers, 1_00n, 'LOTT')).toBe(1_94n);
    expect(settle('ssc', { betType: 'odd', position: 3, picks: [] }, numbers, 1_00n, 'LOTT')).toBe(0n);
    expect(settle('ssc', { betType: 'sum-big', picks: [] }, numbers, 1_00n, 'ELOTT')).toBe(1_96n);
    expect(settle('ssc', { betType: 'front3', picks: [3, 8, 0] }, numbers, 10n, 'LOTT')).toBe(97_00n);
    expect(lotteryBetUnits('ssc', { betType: 'digit', position: 2, picks: [1, 8, 9] })).toBe(3);
  });

  it('PK10, 11X5 and K3', () => {
    const race = [4, 10, 1, 2, 3, 5, 6, 7, 8, 9];
    expect(settle('pk10', { betType: 'car', position: 1, picks: [4, 5] }, race, 1_00n, 'LOTT')).toBe(9_70n);
    expect(settle('pk10', { betType: 'big', position: 2, picks: [] }, race, 1_00n, 'LOTT')).toBe(1_94n);
    const balls = [7, 2, 11, 5, 9];
    // any-2 on 2, 5, 7, 10: the pairs 2-5, 2-7, 5-7 win (3 of the 6 units).
    expect(lotteryBetUnits('11x5', { betType: 'any2', picks: [2, 5, 7, 10] })).toBe(6);
    expect(settle('11x5', { betType: 'any2', picks: [2, 5, 7, 10] }, balls, 1_00n, 'LOTT')).toBe(15_99n);
    expect(settle('11x5', { betType: 'first', picks: [7] }, balls, 1_00n, 'LOTT')).toBe(10_67n);
    expect(settle('k3', { betType: 'sum', picks: [10, 11] }, [2, 3, 5], 1_00n, 'LOTT')).toBe(7_76n);
    expect(settle('k3', { betType: 'big', picks: [] }, [4, 4, 4], 1_00n, 'LOTT')).toBe(0n);
    expect(settle('k3', { betType: 'triple-any', picks: [] }, [4, 4, 4], 1_00n, 'LOTT')).toBe(34_92n);
  });

  it('refuses what is not a bet of the game', () => {
    expect(lotteryBetProblem('ssc', { betType: 'car', position: 1, picks: [1] })).toBe('bet_type_unknown');
    expect(lotteryBetProblem('ssc', { betType: 'toString', picks: [] })).toBe('bet_type_unknown');
    expect(lotteryBetProblem('ssc', { betType: 'digit', position: 6, picks: [1] })).toBe('position_out_of_range');
    expect(lotteryBetProblem('ssc', { betType: 'digit', position: 1, picks: [10] })).toBe('pick_out_of_range');
    expect(lotteryBetProblem('ssc', { betType: 'digit', position: 1, picks: [1, 1] })).toBe('picks_repeated');
    expect(lotteryBetProblem('ssc', { betType: 'digit', position: 1, picks: [1.5] })).toBe('pick_out_of_range');
    expect(lotteryBetProblem('ssc', { betType: 'sum-big', position: 1, picks: [] })).toBe('position_not_taken');
    expect(lotteryBetProblem('11x5', { betType: 'any3', picks: [1, 2] })).toBe('picks_count');
    expect(lotteryBetProblem('k3', { betType: 'big', picks: [3] })).toBe('picks_not_taken');
    expect(lotteryBetProblem('ssc', { betType: 'front3', picks: [1, 1, 1] })).toBeNull();
  });
});

/** Every outcome of a game that its bets can tell apart, each equally likely. */
function* outcomes(kind: 'ssc' | '11x5' | 'k3'): Generator<number[]> {
  if (kind === 'k3') {
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield [a, b, c];
  } else if (kind === 'ssc') {
    for (let n = 0; n < 100_000; n++) yield String(n).padStart(5, '0').split('').map(Number);
  } else {
    const pick = function* (chosen: number[]): Generator<number[]> {
      if (chosen.length === 5) yield chosen;
      else for (let b = 1; b <= 11; b++) if (!chosen.includes(b)) yield* pick([...chosen, b]);
    };
    yield* pick([]);
  }
}

describe('lottery returns, exactly', () => {
  const bets: Array<[kind: 'ssc' | '11x5' | 'k3', LotteryBet]> = [
    ['ssc', { betType: 'digit', position: 4, picks: [0] }],
    ['ssc', { betType: 'small', position: 1, picks: [] }],
    ['ssc', { betType: 'even', position: 2, picks: [] }],
    ['ssc', { betType: 'sum-small', picks: [] }],
    ['ssc', { betType: 'front3', picks: [9, 0, 9] }],
    ['11x5', { betType: 'first', picks: [3] }],
    ['11x5', { betType: 'any2', picks: [1, 2] }],
    ['11x5', { betType: 'any3', picks: [1, 2, 3] }],
    ['11x5', { betType: 'any4', picks: [1, 2, 3, 4] }],
    ['11x5', { betType: 'any5', picks: [1, 2, 3, 4, 5] }],
    ['k3', { betType: 'sum', picks: [4] }],
    ['k3', { betType: 'sum', picks: [11] }],
    ['k3', { betType: 'big', picks: [] }],
    ['k3', { betType: 'triple-any', picks: [] }],
  ];

  it.each(bets)('%s %o returns its odds times its chance, never more than the prize mode', (kind, bet) => {
    const all = [...outcomes(kind)];
    for (const mode of ['LOTT', 'ELOTT'] as const) {
      const unit = 100_00n;
      const paid = all.reduce((total, numbers) => total + settle(kind, bet, numbers, unit, mode), 0n);
      const staked = unit * BigInt(all.length);
      const returnBp = Number((paid * 10_000n) / staked);
      const target = mode === 'LOTT' ? 9700 : 9800;
      expect(returnBp).toBeLessThanOrEqual(target);
      // Rounding the odds down to the hundredth costs at most a few tenths of a percent.
      expect(returnBp).toBeGreaterThan(target - 60);
    }
  });
});

describe('lottery draws', () => {
  it('are reproducible from the seeds and well-formed', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'SSC1-202611261430', nonce: 0 };
    expect(drawLotteryNumbers('ssc', seeds)).toEqual(drawLotteryNumbers('ssc', seeds));
    const race = drawLotteryNumbers('pk10', seeds);
    expect([...race].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const balls = drawLotteryNumbers('11x5', seeds);
    expect(new Set(balls).size).toBe(5);
    expect(balls.every((b) => b >= 1 && b <= 11)).toBe(true);
    expect(drawLotteryNumbers('k3', seeds).every((d) => d >= 1 && d <= 6)).toBe(true);
  });

  it('PK10 car bets return their odds over seeded draws (within 5 standard errors)', () => {
    const runs = 20_000;
    let paid = 0n;
    for (let nonce = 0; nonce < runs; nonce++) {
      const race = drawLotteryNumbers('pk10', { serverSeed: 'pk10-rtp', clientSeed: 'sim', nonce });
      paid += settle('pk10', { betType: 'car', position: 3, picks: [7] }, race, 1_00n, 'LOTT');
    }
    const mean = Number(paid) / 100 / runs;
    // One unit pays 9.70 with chance 1/10: the standard deviation of its return is 9.70 × 0.3.
    const standardError = (9.7 * 0.3) / Math.sqrt(runs);
    expect(Math.abs(mean - 0.97)).toBeLessThan(5 * standardError);
  });

  it('a draw pays the sum of its tickets as an independent count of winning picks does (seeded)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 16 }),
        fc.array(
          fc.record({
            position: fc.integer({ min: 1, max: 5 }),
            picks: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 10 }),
            unit: fc.bigInt({ min: 1n, max: 1_000_00n }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (serverSeed, tickets) => {
          const numbers = drawLotteryNumbers('ssc', { serverSeed, clientSeed: 'SSC1-1', nonce: 0 });
          const paid = tickets.reduce(
            (total, t) =>
              total +
              settle('ssc', { betType: 'digit', position: t.position, picks: t.picks }, numbers, t.unit, 'LOTT'),
            0n,
          );
          const expected = tickets.reduce(
            (total, t) => total + (t.picks.includes(numbers[t.position - 1]!) ? (t.unit * 970n) / 100n : 0n),
            0n,
          );
          expect(paid).toBe(expected);
        },
      ),
      { numRuns: 200, seed: 1826 },
    );
  });
});

describe('lotteryBetSelections', () => {
  it('names each unit of a bet by what it is on', () => {
    expect(lotteryBetSelections('ssc', { betType: 'digit', position: 1, picks: [3, 7] })).toEqual([
      { selection: 'digit@1:3', pick: 3 },
      { selection: 'digit@1:7', pick: 7 },
    ]);
    expect(lotteryBetSelections('ssc', { betType: 'big', position: 2, picks: [] })).toEqual([{ selection: 'big@2' }]);
    expect(lotteryBetSelections('ssc', { betType: 'front3', picks: [1, 2, 3] })).toEqual([
      { selection: 'front3:1-2-3' },
    ]);
    // 11X5 any-2 of three picks: its three pairs, ascending whatever the order picked.
    expect(lotteryBetSelections('11x5', { betType: 'any2', picks: [9, 2, 5] }).map((s) => s.selection)).toEqual([
      'any2:2-5',
      'any2:2-9',
      'any2:5-9',
    ]);
    expect(lotteryBetSelections('k3', { betType: 'sum', picks: [10] })).toEqual([{ selection: 'sum:10', pick: 10 }]);
    // As many selections as the bet has units.
    const pick3 = { betType: 'pick3', picks: [1, 2, 3, 4] };
    expect(lotteryBetSelections('lhc', pick3)).toHaveLength(lotteryBetUnits('lhc', pick3));
  });
});
