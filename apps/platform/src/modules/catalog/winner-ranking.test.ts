import { describe, expect, it } from 'vitest';
import { maskName, onePerPlayerPerGame } from './winner-ranking.ts';

describe('maskName', () => {
  it('keeps two leading characters and the last one, or only the first of a short name', () => {
    expect(maskName('jugador1')).toBe('ju***1');
    expect(maskName('abcd')).toBe('ab***d');
    expect(maskName('ana')).toBe('a***');
    expect(maskName('ñandú')).toBe('ña***ú');
  });
});

describe('onePerPlayerPerGame', () => {
  const win = (memberId: number, gameCode: string, net: number, providerCode = 'FICHA') => ({
    memberId,
    providerCode,
    gameCode,
    net,
  });

  it("keeps each player's best win per game, in the ranked order", () => {
    const ranked = [
      win(1, 'dice', 900),
      win(1, 'dice', 800),
      win(2, 'dice', 700),
      win(1, 'crash', 600),
      win(1, 'dice', 5),
    ];
    expect(onePerPlayerPerGame(ranked)).toEqual([win(1, 'dice', 900), win(2, 'dice', 700), win(1, 'crash', 600)]);
  });

  it("tells one provider's game from another's of the same code", () => {
    const ranked = [win(1, 'dice', 9), win(1, 'dice', 8, 'OTHER')];
    expect(onePerPlayerPerGame(ranked)).toEqual(ranked);
  });

  it('answers nothing for no wins', () => {
    expect(onePerPlayerPerGame([])).toEqual([]);
  });
});
