import { describe, expect, it } from 'vitest';
import { cashOutOffer, type CashOutLeg } from './cash-out.ts';

const open = (oddsMilli: number, currentOddsMilli: number | null): CashOutLeg => ({
  oddsMilli,
  outcome: null,
  currentOddsMilli,
});

/** Hand-computed offers (decision 0075): value = stake × Π decided factors × Π accepted/current, less the margin. */
describe('cash-out offer', () => {
  it.each<[string, bigint, CashOutLeg[], number, bigint]>([
    // 10.00 at 2.000, price still 2.000: fair 10.00; 5 % margin → 9.50
    ['single, price unchanged', 10_00n, [open(2000, 2000)], 500, 9_50n],
    // 10.00 at 2.000, now 1.250 (the pick is winning): fair 16.00; 5 % → 15.20
    ['single, price shortened', 10_00n, [open(2000, 1250)], 500, 15_20n],
    // 10.00 at 2.000, now 4.000 (drifted): fair 5.00; 5 % → 4.75
    ['single, price drifted', 10_00n, [open(2000, 4000)], 500, 4_75n],
    // no margin: the fair value; 3.33 at 1.850 now 1.900 → 3.33 × 1.85 / 1.9 = 3.2423… → 3.24
    ['single, no margin, rounded down', 3_33n, [open(1850, 1900)], 0, 3_24n],
    // parlay: leg 1 won at 1.500, leg 2 at 2.000 now 1.600: 20.00 × 1.5 × 2/1.6 = 37.50; 2.5 % → 36.5625 → 36.56
    [
      'parlay, one leg won',
      20_00n,
      [{ oddsMilli: 1500, outcome: 'win', currentOddsMilli: null }, open(2000, 1600)],
      250,
      36_56n,
    ],
    // parlay: a void leg counts 1: 10.00 × 1 × 1.8/1.8 = 10.00; 10 % → 9.00
    [
      'parlay, one leg void',
      10_00n,
      [{ oddsMilli: 3000, outcome: 'void', currentOddsMilli: null }, open(1800, 1800)],
      1000,
      9_00n,
    ],
    // half win at 1.900: (1 + 1.9)/2 = 1.45; 10.00 × 1.45 × 2.2/2.2 = 14.50; 5 % → 13.775 → 13.77
    [
      'parlay, one leg half won',
      10_00n,
      [{ oddsMilli: 1900, outcome: 'half_win', currentOddsMilli: null }, open(2200, 2200)],
      500,
      13_77n,
    ],
    // three open legs: 1.00 × (2/1.5)(3/2.5)(1.5/1.2) = 2.00; 5 % → 1.90
    ['three-leg parlay', 1_00n, [open(2000, 1500), open(3000, 2500), open(1500, 1200)], 500, 1_90n],
  ])('%s', (_name, stake, legs, marginBp, expected) => {
    expect(cashOutOffer(stake, legs, marginBp)).toEqual({ state: 'offered', amountMinor: expected });
  });

  it('is suspended while an undecided leg takes no bets, and none once a leg lost', () => {
    expect(cashOutOffer(10_00n, [open(2000, null)], 500)).toEqual({ state: 'suspended' });
    expect(cashOutOffer(10_00n, [open(2000, 1800), open(1500, null)], 500)).toEqual({ state: 'suspended' });
    const lost: CashOutLeg = { oddsMilli: 1500, outcome: 'lose', currentOddsMilli: null };
    expect(cashOutOffer(10_00n, [lost, open(2000, 1800)], 500)).toEqual({ state: 'none' });
    expect(cashOutOffer(10_00n, [lost, open(2000, null)], 500)).toEqual({ state: 'none' });
  });

  it('offers nothing worth less than a minor unit', () => {
    // 0.01 at 1.010 now 1000.000: 0.01 × 1.01 / 1000 → 0
    expect(cashOutOffer(1n, [open(1010, 1_000_000)], 500)).toEqual({ state: 'suspended' });
  });

  it('never offers more than the bet would return if every open leg won at its accepted price', () => {
    for (let current = 1001; current < 20_000; current += 373) {
      const offer = cashOutOffer(10_00n, [open(2500, current)], 0);
      expect(offer.state === 'offered' && offer.amountMinor <= 25_00n).toBe(true);
    }
  });
});
