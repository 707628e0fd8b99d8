import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawRoundOutcome, type RoundSettings } from './round-outcome.ts';
import { openSeedPair, rotateSeedPair, takeRound } from './seed-pair.ts';
import { verifyRound } from './verify-round.ts';

const everyGame: RoundSettings[] = [
  { game: 'dice' },
  { game: 'limbo' },
  { game: 'crash' },
  { game: 'mines', mines: 5 },
  { game: 'plinko', rows: 16, risk: 'high' },
  { game: 'keno' },
  { game: 'wheel', risk: 'medium' },
  { game: 'hilo', cards: 12 },
  { game: 'slot', slotCode: 'huerta-dorada' },
  { game: 'slot', slotCode: 'templo-del-jaguar' },
  { game: 'slot', slotCode: 'dragon-de-tormenta' },
];

/** The documented derivation, written again with node:crypto: the first 52 bits of the round's first tag. */
function first52Bits(serverSeed: string, clientSeed: string, nonce: number): bigint {
  const tag = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return tag.readBigUInt64BE(0) >> 12n;
}

describe('verifyRound', () => {
  it('recomputes every game’s rounds from the seeds revealed at rotation', () => {
    let pair = openSeedPair('6f1d0c9b2a3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e', 'player-chosen');
    const commitment = pair.serverSeedHash;
    const played = everyGame.map((settings) => {
      const round = takeRound(pair);
      pair = round.pair;
      return { settings, nonce: round.seeds.nonce, outcome: drawRoundOutcome(round.seeds, settings) };
    });
    const { revealed } = rotateSeedPair(pair, 'f'.repeat(64));
    expect(revealed.roundsPlayed).toBe(everyGame.length);
    for (const round of played) {
      const verified = verifyRound({
        serverSeed: revealed.serverSeed,
        serverSeedHash: commitment,
        clientSeed: revealed.clientSeed,
        nonce: round.nonce,
        settings: round.settings,
      });
      expect(verified.commitmentMatches).toBe(true);
      expect(verified.outcome).toEqual(round.outcome);
    }
  });

  it('flags a revealed seed that does not match the commitment, and another client seed changes the outcome', () => {
    const serverSeed = '0'.repeat(64);
    const pair = openSeedPair(serverSeed, 'abc');
    const base = { serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: 'abc', nonce: 3 };
    expect(verifyRound({ ...base, serverSeed: '1'.repeat(64), settings: { game: 'dice' } }).commitmentMatches).toBe(
      false,
    );
    const outcomes = new Set(
      ['abc', 'abd', 'abe', 'abf'].map((clientSeed) =>
        JSON.stringify(verifyRound({ ...base, clientSeed, settings: { game: 'mines', mines: 10 } }).outcome),
      ),
    );
    expect(outcomes.size).toBe(4);
  });

  it('matches the published formulas for dice and limbo, recomputed with node:crypto', () => {
    const serverSeed = '9b74c9897bac770ffc029102a200c5de';
    for (let nonce = 0; nonce < 50; nonce++) {
      const bits = first52Bits(serverSeed, 'verify', nonce);
      const dice = verifyRound({
        serverSeed,
        serverSeedHash: '',
        clientSeed: 'verify',
        nonce,
        settings: { game: 'dice' },
      });
      // nextInt(10,000) keeps the draw unless it falls in the top 2^52 mod 10,000 values (then it redraws).
      if (bits < 2n ** 52n - (2n ** 52n % 10_000n))
        expect(dice.outcome).toEqual({ game: 'dice', roll: Number(bits % 10_000n) });
      const limbo = verifyRound({
        serverSeed,
        serverSeedHash: '',
        clientSeed: 'verify',
        nonce,
        settings: { game: 'limbo' },
      });
      const point = (99n * 2n ** 52n) / (2n ** 52n - bits);
      expect(limbo.outcome).toEqual({ game: 'limbo', resultHundredths: point < 100n ? 100n : point });
    }
  });

  it('refuses unknown slots and impossible hilo deals', () => {
    const seeds = { serverSeed: 's'.repeat(32), clientSeed: 'c', nonce: 0 };
    expect(() => drawRoundOutcome(seeds, { game: 'slot', slotCode: 'nope' })).toThrow(RangeError);
    expect(() => drawRoundOutcome(seeds, { game: 'hilo', cards: 0 })).toThrow(RangeError);
  });
});
