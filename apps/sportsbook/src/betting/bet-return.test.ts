import { describe, expect, it } from 'vitest';
import { betReturnOf } from './bet-return.ts';
import { decideSelection, type EventResult, type MarketSpec } from './markets.ts';

const leg = (oddsMilli: number, outcome: Parameters<typeof betReturnOf>[1][number]['outcome']) => ({
  oddsMilli,
  outcome,
});

describe('a bet’s return as its legs stand (decision 0083), hand-computed', () => {
  const cases: Array<[string, bigint, Parameters<typeof betReturnOf>[1], bigint | null]> = [
    ['single won at 1.850', 10_00n, [leg(1850, 'win')], 18_50n],
    ['single lost', 10_00n, [leg(1850, 'lose')], 0n],
    ['single pushed: the stake back', 10_00n, [leg(1850, 'push')], 10_00n],
    ['half win at 1.900 on an odd stake: 9.99 × 2.9 / 2 = 14.4855 → 14.48', 9_99n, [leg(1900, 'half_win')], 14_48n],
    ['half lose on an odd stake: 9.99 / 2 = 4.995 → 4.99', 9_99n, [leg(1900, 'half_lose')], 4_99n],
    ['every leg void: the stake back', 5_01n, [leg(2100, 'void'), leg(1500, 'void')], 5_01n],
    [
      'parlay with a void leg re-priced: 5.01 × 2.1 = 10.521 → 10.52',
      5_01n,
      [leg(2100, 'win'), leg(1500, 'void')],
      10_52n,
    ],
    ['parlay lost on one leg while another is open: decided at 0', 5_01n, [leg(2100, 'lose'), leg(1500, null)], 0n],
    ['parlay with a leg open: not decided', 5_01n, [leg(2100, 'win'), leg(1500, null)], null],
    [
      'parlay win × half win: 10 × 2 × (1 + 1.8) / 2 = 28.00',
      10_00n,
      [leg(2000, 'win'), leg(1800, 'half_win')],
      28_00n,
    ],
  ];
  for (const [name, stake, legs, expected] of cases) {
    it(name, () => expect(betReturnOf(stake, legs)).toBe(expected));
  }

  it('a corrected result re-grades an Asian quarter line: home -0.75 at 1.900, 2–1 then 2–0 then 1–1', () => {
    const market: MarketSpec = { kind: 'handicap', line: -3, map: 0 };
    const returnOn = (result: EventResult) => betReturnOf(10_00n, [leg(1900, decideSelection(market, 'home', result))]);
    expect(returnOn({ home: 2, away: 1 })).toBe(14_50n); // half win: 10 × 2.9 / 2
    expect(returnOn({ home: 2, away: 0 })).toBe(19_00n); // win
    expect(returnOn({ home: 1, away: 1 })).toBe(0n); // lose
  });
});
