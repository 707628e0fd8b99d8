import { describe, expect, it } from 'vitest';
import { chaseDraws, freshChoice, isSlipBet, oddsKey, toSlipBet, togglePick } from './bet-slip.ts';
import { pickNameKey } from './text-keys.ts';

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
    expect(oddsKey('lhc', 'zodiac', 1)).toBe('zodiac:1');
    expect(oddsKey('lhc', 'colour', 3)).toBe('colour:3');
    expect(oddsKey('lhc', 'special', 7)).toBe('special');
  });
});

describe('Mark Six pick names', () => {
  it('names zodiac groups by the animal of the draw’s lunar year, colour picks by their wave', () => {
    const in2026 = new Date('2026-11-28T13:30:00Z');
    expect(pickNameKey('lhc', 'zodiac', 1, in2026)).toBe('zodiac_7'); // the Horse's year
    expect(pickNameKey('lhc', 'zodiac', 8, in2026)).toBe('zodiac_12'); // 8, 20, 32, 44: the Pig
    expect(pickNameKey('lhc', 'zodiac', 1, new Date('2027-03-01T00:00:00Z'))).toBe('zodiac_8'); // the Goat's
    expect(pickNameKey('lhc', 'colour', 2, in2026)).toBe('colour_2');
    expect(pickNameKey('lhc', 'special', 13, in2026)).toBeNull();
    expect(pickNameKey('k3', 'sum', 10, in2026)).toBeNull();
  });
});

describe('a chase', () => {
  it('covers 1 to 120 draws, whole ones', () => {
    expect([chaseDraws('1'), chaseDraws(' 120 '), chaseDraws('0'), chaseDraws('121'), chaseDraws('2.5')]).toEqual([
      1,
      120,
      null,
      null,
      null,
    ]);
    expect([chaseDraws(''), chaseDraws('-3'), chaseDraws('1e2')]).toEqual([null, null, null]);
  });
});
