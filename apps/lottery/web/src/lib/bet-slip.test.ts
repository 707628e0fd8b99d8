import { describe, expect, it } from 'vitest';
import { freshChoice, isSlipBet, oddsKey, toSlipBet, togglePick } from './bet-slip.ts';

const limits = { minUnitMinor: 10n, maxStakeMinor: 100_000n };

describe('the bet slip', () => {
  it('prices an 11X5 any-3 of five picks as ten units of the unit, exactly', () => {
    let choice = freshChoice('11x5', 'any3');
    for (const pick of [1, 2, 3, 4, 5]) choice = togglePick('11x5', choice, pick);
    const bet = toSlipBet('11x5', choice, '0.30', limits);
    expect(isSlipBet(bet) && { units: bet.units, stake: bet.stakeMinor, unit: bet.unitMinor }).toEqual({
      units: 10,
      stake: 300n,
      unit: 30n,
    });
  });

  it('takes a pick off when it is picked again, and none past the bet type’s maximum', () => {
    let choice = freshChoice('ssc', 'digit');
    expect(choice.position).toBe(1);
    choice = togglePick('ssc', togglePick('ssc', choice, 7), 7);
    expect(choice.picks).toEqual([]);
    let front = freshChoice('ssc', 'front3');
    for (const pick of [4, 4, 4, 4]) front = togglePick('ssc', front, pick);
    expect(front.picks).toEqual([4, 4, 4]);
  });

  it('says why a choice cannot go on the slip', () => {
    expect(toSlipBet('11x5', freshChoice('11x5', 'any2'), '1', limits)).toEqual({ reason: 'picks', min: 2, max: 8 });
    expect(toSlipBet('k3', freshChoice('k3', 'big'), '0.05', limits)).toEqual({ reason: 'unit', minMinor: 10n });
    expect(toSlipBet('k3', freshChoice('k3', 'big'), 'abc', limits)).toEqual({ reason: 'unit', minMinor: 10n });
    expect(toSlipBet('k3', freshChoice('k3', 'big'), '1000.01', limits)).toEqual({
      reason: 'stake',
      maxMinor: 100_000n,
    });
  });

  it('reads the odds of a K3 sum per sum, of any other bet per bet type', () => {
    expect(oddsKey('k3', 'sum', 10)).toBe('sum:10');
    expect(oddsKey('ssc', 'digit', 3)).toBe('digit');
  });
});
