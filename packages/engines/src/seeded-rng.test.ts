import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSeededRng, type RngSeeds } from './seeded-rng.ts';

const seeds: RngSeeds = { serverSeed: 'server-seed-for-tests', clientSeed: 'client-seed-for-tests', nonce: 7 };

/** The documented derivation, written independently with node:crypto: draw `index` of the stream. */
function expectedFloat({ serverSeed, clientSeed, nonce }: RngSeeds, index: number): number {
  const cursor = Math.floor(index / 4);
  const tag = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
  const offset = (index % 4) * 8;
  return Number(tag.readBigUInt64BE(offset) >> 12n) / 2 ** 52;
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

// Critical value of chi-square with 5 degrees of freedom at p = 0.001.
const chiSquareCritical5 = 20.515;

describe('createSeededRng', () => {
  it('derives each float from HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), the first 52 bits of each 8 bytes', () => {
    const rng = createSeededRng(seeds);
    for (let index = 0; index < 12; index++) expect(rng.nextFloat()).toBe(expectedFloat(seeds, index));
  });

  it('replays the same stream for the same seeds', () => {
    const first = createSeededRng(seeds);
    const second = createSeededRng(seeds);
    const draws = (rng: ReturnType<typeof createSeededRng>) =>
      Array.from({ length: 50 }, (_, i) => (i % 2 ? rng.nextInt(37) : rng.nextFloat()));
    expect(draws(first)).toEqual(draws(second));
  });

  it('gives a different stream when any seed changes', () => {
    const firstDraws = (s: RngSeeds) => Array.from({ length: 4 }, createSeededRng(s).nextFloat);
    const base = firstDraws(seeds);
    expect(firstDraws({ ...seeds, serverSeed: 'other' })).not.toEqual(base);
    expect(firstDraws({ ...seeds, clientSeed: 'other' })).not.toEqual(base);
    expect(firstDraws({ ...seeds, nonce: 8 })).not.toEqual(base);
  });

  it('keeps floats in [0, 1) and integers in [0, maxExclusive)', () => {
    const rng = createSeededRng(seeds);
    for (let i = 0; i < 5_000; i++) {
      const float = rng.nextFloat();
      expect(float >= 0 && float < 1).toBe(true);
      const max = (i % 100) + 1;
      const int = rng.nextInt(max);
      expect(Number.isInteger(int) && int >= 0 && int < max).toBe(true);
    }
    expect(createSeededRng(seeds).nextInt(1)).toBe(0);
  });

  it('reaches every value of a small range and handles the 2^52 upper bound', () => {
    const rng = createSeededRng(seeds);
    const seen = new Set(Array.from({ length: 200 }, () => rng.nextInt(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    const big = rng.nextInt(2 ** 52);
    expect(Number.isSafeInteger(big) && big >= 0 && big < 2 ** 52).toBe(true);
  });

  it('refuses a bad bound or nonce', () => {
    const rng = createSeededRng(seeds);
    for (const bad of [0, -1, 2.5, Number.NaN, 2 ** 52 + 1]) expect(() => rng.nextInt(bad)).toThrow(RangeError);
    expect(() => createSeededRng({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => createSeededRng({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
  });

  const uniformSeeds: RngSeeds = { serverSeed: 'chi-square-server', clientSeed: 'chi-square-client', nonce: 1 };
  const seedLabel = `server="${uniformSeeds.serverSeed}" client="${uniformSeeds.clientSeed}" nonce=${uniformSeeds.nonce}`;

  it(`spreads 60,000 nextInt(6) draws evenly over 6 buckets (chi-square, df 5, p 0.001; ${seedLabel})`, () => {
    const rng = createSeededRng(uniformSeeds);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.nextInt(6)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical5);
  });

  it(`spreads 60,000 nextFloat draws evenly over 6 buckets (chi-square, df 5, p 0.001; ${seedLabel})`, () => {
    const rng = createSeededRng(uniformSeeds);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[Math.floor(rng.nextFloat() * 6)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical5);
  });
});
