import { compare, multiply, ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import { returnFactor, type GameMath } from './house-edge.ts';

/** Ranks 1 (ace, lowest) … 13 (king); suits are cosmetic. Cards are dealt with replacement (an endless shoe). */
export interface HiloCard {
  rank: number;
  suit: 'clubs' | 'diamonds' | 'hearts' | 'spades';
}
const suits = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

export const hiloGuesses = ['higher', 'lower', 'higher_or_same', 'lower_or_same'] as const;
export type HiloGuess = (typeof hiloGuesses)[number];

/** A round stops accepting guesses whose win would take the multiplier above 1,000,000×; the player cashes out. */
export const hiloMaxMultiplier = ratio(1_000_000n);

/** Card n of the round (n = 0 is the starting card) is draw n of the stream: c = nextInt(52), rank c mod 13 + 1, suit ⌊c / 13⌋. */
export function dealHiloCards(rng: SeededRng, count: number): HiloCard[] {
  return Array.from({ length: count }, () => {
    const card = rng.nextInt(52);
    return { rank: (card % 13) + 1, suit: suits[Math.floor(card / 13)]! };
  });
}

/** How many of the 13 ranks win a guess from the current rank. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  switch (guess) {
    case 'higher':
      return 13 - rank;
    case 'lower':
      return rank - 1;
    case 'higher_or_same':
      return 14 - rank;
    case 'lower_or_same':
      return rank;
  }
}

/** A guess is offered only when it can both win and lose. */
export const hiloGuessAllowed = (rank: number, guess: HiloGuess) => {
  const winning = hiloWinningRanks(rank, guess);
  return winning > 0 && winning < 13;
};

export const hiloGuessWins = (from: number, to: number, guess: HiloGuess): boolean =>
  guess === 'higher' ? to > from : guess === 'lower' ? to < from : guess === 'higher_or_same' ? to >= from : to <= from;

/** One step of a round: the player skipped the card, or guessed and either won or lost. */
export type HiloStep = { action: 'skip' } | { action: 'guess'; guess: HiloGuess };

/**
 * Settles a round from its cards (cards[0] is the start, cards[i] answers step i − 1) and the steps taken
 * before the cash-out. The multiplier is 0.99 × Π 13 / winning ranks over the guesses won: the 1 % edge is
 * taken once per round, so any strategy returns 0.99. A round with no winning guess cannot be cashed out,
 * so it settles at 0 only when a guess lost; otherwise settleHilo refuses it.
 */
export function settleHilo(cards: readonly HiloCard[], steps: readonly HiloStep[]): Ratio {
  if (cards.length < steps.length + 1) throw new RangeError('one card is needed per step, after the starting card');
  let fair = ratio(1n);
  let won = 0;
  for (const [i, step] of steps.entries()) {
    if (step.action === 'skip') continue;
    const from = cards[i]!.rank;
    if (!hiloGuessAllowed(from, step.guess)) throw new RangeError(`guess ${step.guess} is not offered on rank ${from}`);
    if (!hiloGuessWins(from, cards[i + 1]!.rank, step.guess)) return ratio(0n);
    fair = multiply(fair, ratio(13n, BigInt(hiloWinningRanks(from, step.guess))));
    if (compare(multiply(returnFactor, fair), hiloMaxMultiplier) > 0) {
      throw new RangeError('a guess beyond the maximum multiplier is not offered');
    }
    won += 1;
  }
  if (won === 0) throw new RangeError('a round is cashed out only after a winning guess');
  return multiply(returnFactor, fair);
}

/** The multiplier the player would hold after winning `guess` from `rank`, given the fair product so far. */
export function hiloNextMultiplier(fairSoFar: Ratio, rank: number, guess: HiloGuess): Ratio {
  return multiply(returnFactor, multiply(fairSoFar, ratio(13n, BigInt(hiloWinningRanks(rank, guess)))));
}

/** RTP 0.99 exactly for every strategy (the fair product is a martingale); max win 1,000,000×. */
export const hiloMath: GameMath = { code: 'hilo', rtp: returnFactor, maxWinMultiplier: hiloMaxMultiplier };
