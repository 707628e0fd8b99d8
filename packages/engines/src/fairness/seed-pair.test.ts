import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, openSeedPair, rotateSeedPair, serverSeedMatchesHash, takeRound } from './seed-pair.ts';

const serverSeed = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a3f1c2d4e5b60718293a4b5c6d7e8f90';

describe('seed pairs', () => {
  it('commits to the server seed by hex SHA-256 of its UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 300, unit: 'grapheme' }), (seed) => {
        expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
      }),
    );
    expect(serverSeedMatchesHash(serverSeed, hashServerSeed(serverSeed).toUpperCase())).toBe(true);
    expect(serverSeedMatchesHash(`${serverSeed}x`, hashServerSeed(serverSeed))).toBe(false);
  });

  it('hands out nonces 0, 1, 2… and never shows the server seed in the commitment', () => {
    let pair = openSeedPair(serverSeed, 'my lucky seed');
    expect(pair.serverSeedHash).not.toContain(serverSeed);
    const nonces: number[] = [];
    for (let i = 0; i < 3; i++) {
      const next = takeRound(pair);
      nonces.push(next.seeds.nonce);
      expect(next.seeds).toMatchObject({ serverSeed, clientSeed: 'my lucky seed' });
      pair = next.pair;
    }
    expect(nonces).toEqual([0, 1, 2]);
    expect(pair.nextNonce).toBe(3);
  });

  it('rotation reveals the old seed with its round count and commits a fresh one from nonce 0', () => {
    let pair = openSeedPair(serverSeed, 'first');
    pair = takeRound(takeRound(pair).pair).pair;
    const nextSeed = 'b'.repeat(64);
    const { revealed, next } = rotateSeedPair(pair, nextSeed, 'second');
    expect(revealed).toEqual({
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: 'first',
      roundsPlayed: 2,
    });
    expect(next).toEqual({
      serverSeed: nextSeed,
      serverSeedHash: hashServerSeed(nextSeed),
      clientSeed: 'second',
      nextNonce: 0,
    });
    expect(rotateSeedPair(pair, nextSeed).next.clientSeed).toBe('first');
    expect(() => rotateSeedPair(pair, serverSeed)).toThrow(RangeError);
  });

  it('refuses short server seeds and empty or oversized client seeds', () => {
    expect(() => openSeedPair('too-short', 'client')).toThrow(RangeError);
    expect(() => openSeedPair(serverSeed, '')).toThrow(RangeError);
    expect(() => openSeedPair(serverSeed, 'x'.repeat(257))).toThrow(RangeError);
    expect(() => takeRound({ ...openSeedPair(serverSeed, 'c'), nextNonce: Number.MAX_SAFE_INTEGER })).toThrow(
      RangeError,
    );
  });
});
