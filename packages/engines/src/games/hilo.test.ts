import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, multiply, ratio, type Ratio } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import {
  dealHiloCards,
  hiloGuessAllowed,
  hiloGuesses,
  hiloGuessWins,
  hiloMath,
  settleHilo,
  type HiloCard,
  type HiloGuess,
} from './hilo.ts';

const card = (rank: number): HiloCard => ({ rank, suit: 'hearts' });

describe('hilo', () => {
  it('deals cards of rank 1…13 and a suit, the same for the same seeds', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.integer({ min: 1, max: 30 }), (seeds, count) => {
        const cards = dealHiloCards(createSeededRng(seeds), count);
        expect(dealHiloCards(createSeededRng(seeds), count)).toEqual(cards);
        expect(cards.every((c) => Number.isInteger(c.rank) && c.rank >= 1 && c.rank <= 13)).toBe(true);
      }),
    );
  });

  it('returns exactly 0.99 for a two-guess strategy, averaged over every deal of three cards', () => {
    // Strategy: guess "higher" from 1…6, "higher_or_same" from 7, "lower" from 8…13; cash out after two wins.
    const guessFor = (rank: number): HiloGuess => (rank <= 6 ? 'higher' : rank === 7 ? 'higher_or_same' : 'lower');
    let total: Ratio = ratio(0n);
    for (let a = 1; a <= 13; a++) {
      for (let b = 1; b <= 13; b++) {
        for (let c = 1; c <= 13; c++) {
          const cards = [card(a), card(b), card(c)];
          const firstWins = hiloGuessWins(a, b, guessFor(a));
          const steps = [{ action: 'guess' as const, guess: guessFor(a) }];
          if (firstWins) steps.push({ action: 'guess' as const, guess: guessFor(b) });
          total = add(total, settleHilo(cards, steps));
        }
      }
    }
    expect(multiply(total, ratio(1n, 13n ** 3n))).toEqual(hiloMath.rtp);
  });

  it('offers only guesses that can win and lose, and cashes out only after a win', () => {
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of hiloGuesses) {
        const allowed = hiloGuessAllowed(rank, guess);
        const certainOrImpossible =
          (rank === 13 && (guess === 'higher' || guess === 'lower_or_same')) ||
          (rank === 1 && (guess === 'lower' || guess === 'higher_or_same'));
        expect(allowed).toBe(!certainOrImpossible);
      }
    }
    expect(settleHilo([card(5), card(9)], [{ action: 'guess', guess: 'higher' }])).toEqual(ratio(99n * 13n, 100n * 8n));
    expect(settleHilo([card(5), card(2)], [{ action: 'guess', guess: 'higher' }])).toEqual(ratio(0n));
    expect(() => settleHilo([card(5), card(9)], [{ action: 'skip' }])).toThrow(RangeError);
    expect(() => settleHilo([card(13), card(13)], [{ action: 'guess', guess: 'higher' }])).toThrow(RangeError);
    expect(() => settleHilo([card(5)], [{ action: 'skip' }])).toThrow(RangeError);
  });
});
