import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSelection, lineOutcome, type EventResult, type LegOutcome, type MarketSpec } from './markets.ts';
import { betReturnMinor, combinedOddsMilli, oddsText, potentialReturnMinor } from './odds.ts';

const market = (kind: MarketSpec['kind'], line = 0, map = 0): MarketSpec => ({ kind, line, map });
const score = (home: number, away: number, maps?: Array<'home' | 'away'>): EventResult => ({
  home,
  away,
  ...(maps ? { maps } : {}),
});

describe('selections decided by results (hand-computed)', () => {
  it.each<[MarketSpec, string, EventResult | null, LegOutcome]>([
    [market('1x2'), 'home', score(2, 1), 'win'],
    [market('1x2'), 'draw', score(1, 1), 'win'],
    [market('1x2'), 'away', score(1, 1), 'lose'],
    [market('winner'), 'home', score(101, 99), 'win'],
    [market('winner'), 'away', score(0, 0), 'push'],
    // Asian handicap home -0.25 (= half on 0, half on -0.5): a draw loses half, a win wins.
    [market('handicap', -1), 'home', score(1, 1), 'half_lose'],
    [market('handicap', -1), 'away', score(1, 1), 'half_win'],
    [market('handicap', -1), 'home', score(2, 1), 'win'],
    // Home -0.75 (= -0.5 and -1): winning by one wins half, pushes half.
    [market('handicap', -3), 'home', score(2, 1), 'half_win'],
    [market('handicap', -3), 'away', score(2, 1), 'half_lose'],
    [market('handicap', -3), 'home', score(3, 1), 'win'],
    // Home -1 (whole line): winning by one is a push.
    [market('handicap', -4), 'home', score(2, 1), 'push'],
    // Home +0.5.
    [market('handicap', 2), 'home', score(0, 0), 'win'],
    [market('handicap', 2), 'away', score(0, 0), 'lose'],
    // Totals: 2.5, 2.25 (= 2 and 2.5), 2.75 (= 2.5 and 3), 3.
    [market('total', 10), 'over', score(2, 1), 'win'],
    [market('total', 10), 'under', score(1, 1), 'win'],
    [market('total', 9), 'over', score(1, 1), 'half_lose'],
    [market('total', 9), 'under', score(1, 1), 'half_win'],
    [market('total', 11), 'over', score(2, 1), 'half_win'],
    [market('total', 12), 'over', score(2, 1), 'push'],
    [market('btts'), 'yes', score(1, 1), 'win'],
    [market('btts'), 'yes', score(2, 0), 'lose'],
    [market('btts'), 'no', score(2, 0), 'win'],
    [market('correct_score'), '2-1', score(2, 1), 'win'],
    [market('correct_score'), '1-2', score(2, 1), 'lose'],
    [market('map_winner', 0, 2), 'away', score(2, 1, ['home', 'away', 'home']), 'win'],
    [market('map_winner', 0, 3), 'home', score(2, 0, ['home', 'home']), 'void'],
    [market('map_total', 10), 'over', score(2, 1, ['home', 'away', 'home']), 'win'],
    [market('map_total', 10), 'under', score(2, 0, ['home', 'home']), 'win'],
    [market('1x2'), 'home', null, 'void'],
  ])('%o %s on %o → %s', (spec, selection, result, expected) => {
    expect(decideSelection(spec, selection, result)).toBe(expected);
  });
});

describe('payouts in exact integer money (hand-computed)', () => {
  it.each<[bigint, Array<{ outcome: LegOutcome; oddsMilli: number }>, bigint]>([
    [10_00n, [{ outcome: 'win', oddsMilli: 1850 }], 18_50n],
    [10_00n, [{ outcome: 'lose', oddsMilli: 1850 }], 0n],
    [10_00n, [{ outcome: 'push', oddsMilli: 1850 }], 10_00n],
    // Half win at 1.95: 5.00 × 1.95 + 5.00 = 14.75.
    [10_00n, [{ outcome: 'half_win', oddsMilli: 1950 }], 14_75n],
    [10_00n, [{ outcome: 'half_lose', oddsMilli: 1950 }], 5_00n],
    // An odd stake's halves: 0.01 half-won at 1.95 → 0.005 × 1.95 + 0.005 = 0.01475 → 0.01 (floored once).
    [1n, [{ outcome: 'half_win', oddsMilli: 1950 }], 1n],
    // Parlay 2.000 × 1.500 × 3.333 on 1.00 = 9.999 → 9.99.
    [
      1_00n,
      [
        { outcome: 'win', oddsMilli: 2000 },
        { outcome: 'win', oddsMilli: 1500 },
        { outcome: 'win', oddsMilli: 3333 },
      ],
      9_99n,
    ],
    // A voided leg counts 1: 2.000 × void × 1.500 on 10.00 = 30.00.
    [
      10_00n,
      [
        { outcome: 'win', oddsMilli: 2000 },
        { outcome: 'void', oddsMilli: 7777 },
        { outcome: 'win', oddsMilli: 1500 },
      ],
      30_00n,
    ],
    // A half-lost leg in a parlay halves the return: 2.000 × 0.5 on 10.00 = 10.00.
    [
      10_00n,
      [
        { outcome: 'win', oddsMilli: 2000 },
        { outcome: 'half_lose', oddsMilli: 1900 },
      ],
      10_00n,
    ],
  ])('stake %s → %s', (stake, legs, expected) => {
    expect(betReturnMinor(stake, legs)).toBe(expected);
  });

  it('combined odds are truncated for display only', () => {
    expect(combinedOddsMilli([2000, 1500, 3333])).toBe(9999n);
    expect(oddsText(combinedOddsMilli([1333, 1333]))).toBe('1.776');
    expect(potentialReturnMinor(1_00n, [1333, 1333])).toBe(1_77n);
  });
});

const outcomes: LegOutcome[] = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'];
const leg = fc.record({ outcome: fc.constantFrom(...outcomes), oddsMilli: fc.integer({ min: 1001, max: 50_000 }) });
const property = { seed: 57, numRuns: 300 };

describe('settlement maths (seeded properties)', () => {
  it('a quarter line pays exactly half the stake on each neighbouring half line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -40, max: 40 }).map((m) => m * 2 + 1),
        fc.integer({ min: 1001, max: 20_000 }),
        (halfUnits, margin4, oddsMilli) => {
          // A stake whose halves are whole thousandths of the odds scale pays exactly, with nothing floored.
          const stake = BigInt(halfUnits) * 2000n;
          const whole = betReturnMinor(stake, [{ outcome: lineOutcome(margin4), oddsMilli }]);
          const halves = [margin4 - 1, margin4 + 1].map((m) =>
            betReturnMinor(stake / 2n, [{ outcome: lineOutcome(m), oddsMilli }]),
          );
          expect(whole).toBe(halves[0]! + halves[1]!);
        },
      ),
      property,
    );
  });

  it('void and push legs drop out of a parlay; the return never exceeds the all-win return', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.array(leg, { minLength: 1, maxLength: 10 }),
        (stake, legs) => {
          const kept = legs.filter((l) => l.outcome !== 'void' && l.outcome !== 'push');
          expect(betReturnMinor(stake, legs)).toBe(betReturnMinor(stake, kept));
          const paid = betReturnMinor(stake, legs);
          expect(paid).toBeGreaterThanOrEqual(0n);
          expect(paid).toBeLessThanOrEqual(
            potentialReturnMinor(
              stake,
              legs.map((l) => l.oddsMilli),
            ),
          );
          if (legs.some((l) => l.outcome === 'lose')) expect(paid).toBe(0n);
        },
      ),
      property,
    );
  });

  it('every handicap and total is decided the same way for both sides, mirrored', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: -14, max: 14 }),
        (home, away, line) => {
          const mirror: Record<LegOutcome, LegOutcome> = {
            win: 'lose',
            lose: 'win',
            push: 'push',
            half_win: 'half_lose',
            half_lose: 'half_win',
            void: 'void',
          };
          const h = market('handicap', line);
          expect(decideSelection(h, 'away', score(home, away))).toBe(
            mirror[decideSelection(h, 'home', score(home, away))],
          );
          const t = market('total', Math.abs(line) + 1);
          expect(decideSelection(t, 'under', score(home, away))).toBe(
            mirror[decideSelection(t, 'over', score(home, away))],
          );
        },
      ),
      property,
    );
  });
});
