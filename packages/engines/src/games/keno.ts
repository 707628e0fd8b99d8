import { binomial, multiply, ratio, sum, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import type { GameMath } from './house-edge.ts';
import { lowestRtp } from './lowest-rtp.ts';

/** Numbers 1 … 40; each round draws 10 of them; the player marks 1 … 10. */
export const kenoNumbers = 40;
export const kenoDrawn = 10;
export const kenoMaxSpots = 10;

/**
 * Paytable in hundredths: kenoPaytable[spots − 1][hits]. Designed so each row returns about 0.97; the exact
 * RTP of each row is kenoRtp(spots). Top prizes are capped at 10,000×.
 */
export const kenoPaytable: readonly (readonly number[])[] = [
  [0, 388],
  [0, 161, 608],
  [0, 108, 244, 1300],
  [0, 0, 244, 797, 5800],
  [0, 0, 160, 383, 1700, 16000],
  [0, 0, 120, 231, 745, 4300, 52000],
  [0, 0, 100, 159, 410, 1700, 13000, 200000],
  [0, 0, 0, 178, 381, 1300, 6900, 67000, 1000000],
  [0, 0, 0, 139, 254, 710, 3100, 22000, 280000, 1000000],
  [0, 0, 0, 115, 184, 440, 1600, 8900, 85000, 1000000, 1000000],
];

function paysFor(spots: number): readonly number[] {
  const pays = kenoPaytable[spots - 1];
  if (!Number.isInteger(spots) || !pays) throw new RangeError(`keno takes 1…${kenoMaxSpots} spots, got ${spots}`);
  return pays;
}

/** The draw: a partial Fisher–Yates shuffle of 1…40 (j = i + nextInt(40 − i) for i = 0…9); the first 10, in draw order. */
export function drawKeno(rng: SeededRng): number[] {
  const balls = Array.from({ length: kenoNumbers }, (_, i) => i + 1);
  for (let i = 0; i < kenoDrawn; i++) {
    const j = i + rng.nextInt(kenoNumbers - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, kenoDrawn);
}

export function settleKeno(spots: readonly number[], drawn: readonly number[]): Ratio {
  const pays = paysFor(spots.length);
  if (new Set(spots).size !== spots.length || spots.some((n) => !Number.isInteger(n) || n < 1 || n > kenoNumbers)) {
    throw new RangeError(`keno spots must be distinct numbers 1…${kenoNumbers}`);
  }
  const drawnSet = new Set(drawn);
  const hits = spots.filter((n) => drawnSet.has(n)).length;
  return ratio(BigInt(pays[hits]!), 100n);
}

/** P(hits = h) for s spots is hypergeometric: C(s, h) · C(40 − s, 10 − h) / C(40, 10). */
export function kenoHitProbability(spots: number, hits: number): Ratio {
  paysFor(spots);
  return ratio(
    binomial(spots, hits) * binomial(kenoNumbers - spots, kenoDrawn - hits),
    binomial(kenoNumbers, kenoDrawn),
  );
}

/** Exact RTP of a spot count: Σ_h P(hits = h) × pay(h). */
export function kenoRtp(spots: number): Ratio {
  return sum(paysFor(spots).map((pay, hits) => multiply(kenoHitProbability(spots, hits), ratio(BigInt(pay), 100n))));
}

/** Declares the lowest row RTP (7 spots, 0.9687); rows range 0.9668 … 0.9731, each exact. Max win 10,000×. */
export const kenoMath: GameMath = {
  code: 'keno',
  rtp: lowestRtp(kenoPaytable.map((_, i) => kenoRtp(i + 1))),
  maxWinMultiplier: ratio(BigInt(Math.max(...kenoPaytable.flat())), 100n),
};
