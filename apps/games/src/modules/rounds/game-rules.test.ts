import { DomainError } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import {
  cashOutHilo,
  checkDiceBet,
  checkKenoSpots,
  checkLimboTarget,
  guessHilo,
  hideUndecided,
  pickMine,
  startHilo,
  startMines,
} from './game-rules.ts';

const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'rules', nonce: 7 };
const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
  return 'none';
};

describe('game rules on the server', () => {
  it('refuses impossible bets before anything is drawn', () => {
    expect(codeOf(() => checkDiceBet(50, 'under'))).toBe('request_param_err');
    expect(codeOf(() => checkDiceBet(5000, 'under'))).toBe('none');
    expect(codeOf(() => checkLimboTarget(100))).toBe('request_param_err');
    expect(codeOf(() => checkLimboTarget(101))).toBe('none');
    expect(codeOf(() => checkKenoSpots([3, 3]))).toBe('request_param_err');
  });

  it('mines: a round that clears every safe cell ends by itself at the full multiplier', () => {
    let step = startMines(seeds, 24);
    if (step.outcome.game !== 'mines') throw new Error('mines expected');
    const mineCells = step.outcome.mineCells!;
    const safe = Array.from({ length: 25 }, (_, i) => i).find((cell) => !mineCells.includes(cell))!;
    step = pickMine(step.settings, step.outcome, safe);
    expect(step.decided).toEqual({ numerator: 99n, denominator: 4n }); // 0.99 × 25
    expect(hideUndecided(step.outcome, true)).toMatchObject({ mineCells: null });
    expect(hideUndecided(step.outcome, false)).toMatchObject({ mineCells, picks: [safe] });
  });

  it('hilo: only guesses that can both win and lose are offered, and a cash-out needs a winning guess', () => {
    let step = startHilo(seeds);
    expect(codeOf(() => cashOutHilo(step.settings, step.outcome))).toBe('game_move_invalid');
    for (let i = 0; i < 30 && step.decided === null; i++) {
      if (step.outcome.game !== 'hilo') throw new Error('hilo expected');
      const { cards, offers } = step.outcome;
      const rank = cards[cards.length - 1]!.rank;
      if (rank === 1) expect(offers.map((o) => o.guess)).not.toContain('lower');
      if (rank === 13) expect(offers.map((o) => o.guess)).not.toContain('higher');
      step = guessHilo(seeds, step.outcome, i % 3 === 0 ? 'skip' : offers[0]!.guess);
      expect(step.settings).toEqual({
        game: 'hilo',
        cards: step.outcome.game === 'hilo' ? step.outcome.cards.length : 0,
      });
    }
    // Same seeds, same steps: the same cards (the deal is the round's stream, not the order of calls).
    const again = guessHilo(seeds, startHilo(seeds).outcome, 'skip');
    if (again.outcome.game !== 'hilo' || step.outcome.game !== 'hilo') throw new Error('hilo expected');
    expect(again.outcome.cards.slice(0, 2)).toEqual(step.outcome.cards.slice(0, 2));
  });
});
