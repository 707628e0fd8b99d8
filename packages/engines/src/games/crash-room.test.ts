import { createHmac, createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashMaxPoint, crashMultiplierAt } from './crash.ts';
import { crashFlightMs, crashRoomPoint, verifyCrashRoomRound } from './crash-room.ts';

const serverSeed = '9b1f0e7c3d2a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

describe('crash rooms', () => {
  it('draw the point from the revealed server seed, the public seed and the round number as documented', () => {
    // FAIRNESS.md, written again with node:crypto: d = first 52 bits of HMAC(serverSeed, `${publicSeed}:${n}:0`).
    for (const roundNumber of [0, 1, 2, 41, 1000]) {
      const tag = createHmac('sha256', serverSeed).update(`ficha-crash-main:${roundNumber}:0`).digest();
      const d = tag.readBigUInt64BE(0) >> 12n;
      const raw = (99n * 2n ** 52n) / (2n ** 52n - d);
      const expected = raw < 100n ? 100n : raw > crashMaxPoint ? crashMaxPoint : raw;
      const verified = verifyCrashRoomRound({
        serverSeed,
        serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
        publicSeed: 'ficha-crash-main',
        roundNumber,
      });
      expect(verified).toEqual({ commitmentMatches: true, pointHundredths: expected });
    }
  });

  it('refuse a revealed seed that is not the committed one', () => {
    const verified = verifyCrashRoomRound({
      serverSeed,
      serverSeedHash: createHash('sha256').update(`${serverSeed}x`).digest('hex'),
      publicSeed: 'ficha-crash-main',
      roundNumber: 3,
    });
    expect(verified.commitmentMatches).toBe(false);
  });

  it('fly while the shown multiplier is at most the point and crash at the first millisecond past it', () => {
    expect(crashFlightMs(100n)).toBe(0);
    fc.assert(
      fc.property(fc.bigInt({ min: 101n, max: crashMaxPoint - 1n }), (point) => {
        const flight = crashFlightMs(point);
        expect(crashMultiplierAt(flight - 1)).toBeLessThanOrEqual(point);
        expect(crashMultiplierAt(flight)).toBeGreaterThan(point);
      }),
    );
    expect(crashMultiplierAt(crashFlightMs(crashMaxPoint))).toBe(crashMaxPoint);
  });

  it('give every room round its own point', () => {
    const points = new Set(
      Array.from({ length: 50 }, (_, n) =>
        crashRoomPoint({ serverSeed, publicSeed: 'ficha-crash-main', roundNumber: n }),
      ),
    );
    expect(points.size).toBeGreaterThan(30);
  });
});
