import { describe, expect, it } from 'vitest';
import { combinedOdds, lineText, oddsText, potentialReturn } from './odds.ts';
import { maxLegs, repriced, togglePick, type SlipLeg } from './slip.ts';

const leg = (eventId: string, marketId: string, selection: string, odds: number): SlipLeg => ({
  eventId,
  marketId,
  selection,
  odds,
  match: `${eventId} match`,
  pick: selection,
  live: false,
});

describe('the bet slip', () => {
  it('adds a pick, replaces the pick of the same event, and takes the same pick off again', () => {
    const first = togglePick([], leg('e1', 'm1', 'home', 1850));
    expect(first).toHaveLength(1);
    const replaced = togglePick(first, leg('e1', 'm2', 'over', 1900));
    expect(replaced.map((item) => item.marketId)).toEqual(['m2']);
    const parlay = togglePick(replaced, leg('e2', 'm3', 'away', 2100));
    expect(parlay.map((item) => item.eventId)).toEqual(['e1', 'e2']);
    expect(togglePick(parlay, leg('e2', 'm3', 'away', 2100)).map((item) => item.eventId)).toEqual(['e1']);
  });

  it(`holds at most ${maxLegs} legs`, () => {
    let slip: SlipLeg[] = [];
    for (let n = 0; n < maxLegs + 2; n += 1) slip = togglePick(slip, leg(`e${n}`, `m${n}`, 'home', 1500));
    expect(slip).toHaveLength(maxLegs);
  });

  it('takes the prices the server answered', () => {
    const slip = [leg('e1', 'm1', 'home', 1850), leg('e2', 'm2', 'draw', 3200)];
    expect(repriced(slip, [{ marketId: 'm2', selection: 'draw', odds: 3000 }]).map((item) => item.odds)).toEqual([
      1850, 3000,
    ]);
  });
});

describe('odds and returns', () => {
  it('writes odds and lines without floats', () => {
    expect([oddsText(1850), oddsText(2000), oddsText(1125), oddsText(12500)]).toEqual([
      '1.85',
      '2.00',
      '1.125',
      '12.50',
    ]);
    expect([lineText(-3, true), lineText(10, true), lineText(0, true), lineText(9, false)]).toEqual([
      '-0.75',
      '+2.5',
      '0',
      '2.25',
    ]);
  });

  it('rounds the potential return down once, at the end, and truncates the combined odds', () => {
    expect(potentialReturn(333n, [1850])).toBe(616n);
    expect(potentialReturn(1001n, [1333, 1333, 1333])).toBe(2370n);
    expect(combinedOdds([1333, 1333, 1333])).toBe(2368);
    expect(combinedOdds([1850])).toBe(1850);
  });
});
